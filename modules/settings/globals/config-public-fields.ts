/** Every config field anonymous visitors may read (the storefront's public subset). */
// prettier-ignore
export const PUBLIC_CONFIG_FIELDS = [
  'shopName', 'title', 'seoTitle', 'seoDescription', 'description', 'businessName', 'street', 'zipCode', 'city', 'phone',
  'email', 'country', 'website', 'termsAndConditions', 'termsAndConditionsText', 'privacyPolicy', 'privacyPolicyText', 'imprint',
  'imprintText', 'allergens', 'allergensText', 'currency', 'defaultDeliveryMethod', 'timeZone', 'enablePluginPWA',
  'enablePluginToolbar', 'enablePluginHomePage', 'enablePluginSearch', 'enablePluginTags', 'enablePlugin3DMap', 'mapboxZoom',
  'mapboxPitch', 'mapboxBearing', 'enablePluginSMS', 'enablePluginDonations', 'enableCash', 'enablePluginATMCard',
  'enableATMCard', 'enablePluginVoucher', 'enableVoucher', 'enablePluginStripe', 'enableStripe', 'enablePluginDatatrans',
  'enableDatatrans', 'enablePluginFrontdesk', 'enablePluginOrderReviews', 'disableTickets',
] as const
