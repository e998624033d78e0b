/** Every path of the storefront in one place (SF §2). */
export const paths = {
  home: () => '/',
  branch: (identifier: string) => `/store/${encodeURIComponent(identifier)}`,
  /** With `table` (a table QR code's ?table= on the branch page): the checkout preselects that table. */
  checkout: (identifier: string, table?: string | null) =>
    `/store/${encodeURIComponent(identifier)}/checkout${table ? `?table=${encodeURIComponent(table)}` : ''}`,
  checkoutError: (identifier: string) => `/store/${encodeURIComponent(identifier)}/checkout/error`,
  status: (uid: string, hash: string) => `/status/${encodeURIComponent(uid)}/${encodeURIComponent(hash)}`,
  legal: (page: LegalPage) => `/site/${page}`,
  /** The accessibility statement, generated from the settings (issue #34). */
  accessibility: () => '/site/accessibility',
  magazine: () => '/magazin',
  /** The questionnaire site (SF §2): step 0 = contact data, 1..N = questions. */
  questionnaire: (publicHash: string, step = 0) =>
    `/questionnaires/${encodeURIComponent(publicHash)}${step > 0 ? `?step=${step}` : ''}`,
  /** A front-desk / kitchen device's screen, authorised by its key (docs/device-screens.md). */
  deviceScreen: (kind: DeviceScreenKind, branchId: number | string, apiKey: string) =>
    `/geraet/${kind}/${encodeURIComponent(String(branchId))}/${encodeURIComponent(apiKey)}`,
  api: {
    init: '/api/init',
    signagePlaylist: (streamId: number | string) => `/api/digital-signage-streams/${encodeURIComponent(String(streamId))}/playlist`,
    deviceOrders: (kind: DeviceScreenKind, branchId: number | string, apiKey: string) =>
      `/api/orders/${kind}/${encodeURIComponent(String(branchId))}/${encodeURIComponent(apiKey)}`,
    orders: '/api/orders/public',
    order: (uid: string, hash: string) => `/api/orders/public/${encodeURIComponent(uid)}/${encodeURIComponent(hash)}`,
    confirmCounter: (uid: string, hash: string) => `${paths.api.order(uid, hash)}/confirm-counter-appointment`,
    rejectCounter: (uid: string, hash: string) => `${paths.api.order(uid, hash)}/reject-counter-appointment`,
    questionnaire: (uid: string, hash: string) => `${paths.api.order(uid, hash)}/questionnaire`,
    uploads: '/api/uploads/public',
    publicQuestionnaire: (publicHash: string) => `/custom/api/questionnaires/public/${encodeURIComponent(publicHash)}`,
    questionnaireSubmissions: '/custom/api/questionnaire-submissions',
  },
  // the admin toolbar (SF §2 names the old admin's hash routes /backend#/sites …; Payload's admin ignores the
  // fragment and would open its dashboard for all three, so the links go to the same pages by Payload's paths)
  backend: {
    sites: '/backend/collections/sites',
    dashboard: '/backend/statistics',
    navigations: '/backend/collections/navigations',
    root: '/backend',
    logout: '/backend/logout',
  },
} as const

/** The device screens: front desk (pickup display) and back office (kitchen), BO §7. */
export type DeviceScreenKind = 'frontdesk' | 'backoffice'

export const LEGAL_PAGES = ['terms-and-conditions', 'privacy', 'imprint', 'allergens'] as const
export type LegalPage = (typeof LEGAL_PAGES)[number]

/** Route patterns for the router. */
export const routes = {
  home: '/',
  branch: '/store/:branchIdentifier',
  checkout: '/store/:branchIdentifier/checkout',
  checkoutError: '/store/:branchIdentifier/checkout/error',
  status: '/status/:uid/:hash',
  legal: '/site/:page',
  questionnaire: '/questionnaires/:publicHash',
  /** Outside the shop layout: full screen on a TV or tablet. */
  deviceScreen: '/geraet/:kind/:branchId/:apiKey',
  /** A TV's signage player (key in the fragment) and the admin's stream preview (docs/signage.md); full screen. */
  signagePlayer: '/signage/:identifier',
  signagePreview: '/signage/vorschau/:streamId',
  /** Content pages (catch-all) — a later feature; see features/content. */
  content: '*',
} as const
