/**
 * The records the storefront reads (GET /api/init and the record lists, SF §3), as `Pick<>`s of the generated
 * payload-types.ts: a field's type is Payload's, so a schema change reaches every reader. Relationships are re-typed
 * to these narrower records (the id, or the record when populated). Types only.
 */
import type {
  Branch,
  Category,
  Config1,
  Division,
  Donatee,
  Image,
  Menu,
  Product,
  Table,
  Tag,
  Theme,
  Unit,
  User,
} from './payload-types'
import type { NavigationDoc, ReusableBlockDoc, SiteDoc } from './content'
import type { KitchenState } from '../domain'

export type RecordId = number

/** A relationship as the API sends it: the id, or the populated record (depth). */
export type Ref<T> = RecordId | T

export type ImageDoc = Pick<Image, 'id' | 'filename' | 'version' | 'extension' | 'alt' | 'width' | 'height' | 'sizes'>

export type UnitDoc = Pick<Unit, 'id' | 'name' | 'shortName' | 'type' | 'factor'>

export type TagDoc = Pick<Tag, 'id' | 'name'> & { image?: Ref<ImageDoc> | null }

export type DivisionDoc = Pick<Division, 'id' | 'name' | 'identifier' | 'title' | 'description'> & { logo?: Ref<ImageDoc> | null }

/** Opening hours, delivery hours and product/category schedules share one rule shape. */
export type ScheduleRuleDoc = NonNullable<Branch['openingHours']>[number]
export type DeliveryAreaDoc = NonNullable<Branch['deliveryAreas']>[number]

export type BranchDoc = Pick<
  Branch,
  | 'id'
  | 'identifier'
  | 'name'
  | 'description'
  | 'street'
  | 'zipCode'
  | 'city'
  | 'phone'
  | 'email'
  | 'website'
  | 'latitude'
  | 'longitude'
  | 'keywords'
  | 'isPublic'
  | 'closedMessage'
  | 'timeZone'
  | 'openingHours'
  | 'deliveryHours'
  | 'isDeliveryHoursEnabled'
  | 'orderableFrom'
  | 'isTakeawayEnabled'
  | 'isDeliveryEnabled'
  | 'isDineInEnabled'
  | 'isTableSelectionEnabled'
  | 'isPreorderEnabled'
  | 'isAppointmentRequired'
  | 'isQuotationRequired'
  | 'isDeliveryEmailRequired'
  | 'isDeliveryPhoneRequired'
  | 'isDeliveryAddressRequired'
  | 'isDineInEmailRequired'
  | 'isDineInPhoneRequired'
  | 'isDineInAddressRequired'
  | 'isTakeawayEmailRequired'
  | 'isTakeawayPhoneRequired'
  | 'isTakeawayAddressRequired'
  | 'isCashEnabled'
  | 'isATMCardEnabled'
  | 'isVoucherEnabled'
  | 'isStripeEnabled'
  | 'isDatatransEnabled'
  | 'deliveryAreas'
> & {
  tags?: Ref<TagDoc>[] | null
  images?: Ref<ImageDoc>[] | null
  logo?: Ref<ImageDoc> | null
  division?: Ref<DivisionDoc> | null
  /** Set by the server: the kitchen's pause, busy mode and sold-out list that hold now (issue 33, domain/kitchen.ts). */
  kitchenState?: KitchenState | null
}

type ProductConfigPart = NonNullable<NonNullable<Product['config']>['parts']>[number]
export type PartOptionDoc = NonNullable<ProductConfigPart['options']>[number]
export type ConfigPartDoc = ProductConfigPart
export type AlternativeUnitDoc = Omit<NonNullable<Product['alternativeUnits']>[number], 'unit'> & { unit: Ref<UnitDoc> }

export type ProductDoc = Pick<
  Product,
  | 'id'
  | 'name'
  | 'description'
  | 'allergens'
  | 'allergenFree'
  | 'type'
  | 'price'
  | 'calculationModel'
  | 'isPriceHidden'
  | 'netQuantity'
  | 'isUnitPricePer100'
  | 'tax'
  | 'takeawayTax'
  | 'dineInTax'
  | 'defaultQuantity'
  | 'minimumQuantity'
  | 'maximumQuantity'
  | 'quantityStepSize'
  | 'isStepByStep'
  | 'config'
  | 'schedule'
  | 'isVisibleWhenUnavailable'
  | 'isLeadTimeEnabled'
  | 'leadTimeType'
  | 'leadTimeValue'
  | 'isEnabled'
> & {
  images?: Ref<ImageDoc>[] | null
  unit?: Ref<UnitDoc> | null
  defaultUnit?: Ref<UnitDoc> | null
  alternativeUnits?: AlternativeUnitDoc[] | null
}

export type CategoryDoc = Pick<
  Category,
  'id' | 'name' | 'description' | 'schedule' | 'isEnabled' | 'isVisibleWhenUnavailable'
> & {
  image?: Ref<ImageDoc> | null
}

export type MenuDoc = Pick<Menu, 'id' | 'name' | 'availableFrom'> & {
  branches?: Ref<BranchDoc>[] | null
  catalog?: { category: Ref<CategoryDoc>; products?: Ref<ProductDoc>[] | null }[] | null
}

export type TableDoc = Pick<Table, 'id' | 'identifier'> & { branch: Ref<BranchDoc> }

export type DonateeDoc = Pick<Donatee, 'id' | 'name' | 'description' | 'website'> & { logo?: Ref<ImageDoc> | null }

/**
 * The shop settings (GET /api/config): anonymous visitors get the public subset (modules/settings/update.ts), so every field
 * may be missing. The theme's values are optional extras (the theme global is not part of /api/init).
 */
export type ConfigDoc = Partial<
  Pick<
    Config1,
    | 'shopName'
    | 'title'
    | 'seoTitle'
    | 'seoDescription'
    | 'description'
    | 'businessName'
    | 'street'
    | 'zipCode'
    | 'city'
    | 'phone'
    | 'email'
    | 'country'
    | 'website'
    | 'currency'
    | 'timeZone'
    | 'defaultDeliveryMethod'
    | 'termsAndConditions'
    | 'termsAndConditionsText'
    | 'privacyPolicy'
    | 'privacyPolicyText'
    | 'imprint'
    | 'imprintText'
    | 'allergens'
    | 'allergensText'
    | 'enablePluginPWA'
    | 'enablePluginToolbar'
    | 'enablePluginHomePage'
    | 'enablePluginSearch'
    | 'enablePluginTags'
    | 'enablePlugin3DMap'
    | 'enablePluginDonations'
    | 'enablePluginOrderReviews'
    | 'enableCash'
    | 'enablePluginATMCard'
    | 'enableATMCard'
    | 'enablePluginVoucher'
    | 'enableVoucher'
    | 'enablePluginStripe'
    | 'enableStripe'
    | 'enablePluginDatatrans'
    | 'enableDatatrans'
    | 'disableTickets'
  >
> &
  Partial<Pick<Theme, 'color1' | 'color2' | 'font' | 'borderRadius'>> & {
    /** The generated privacy section (Markdown), only while the shop has no privacy text or link of its own (issue 34). */
    privacyPolicyGeneratedText?: string
  }

/** GET /api/users/me (null when anonymous); never the password hash, salt or sessions. */
export type UserDoc = Pick<User, 'id' | 'email' | 'roles'>

/** The lists of GET /api/init by url: each entry's data is what GET on that url answers (BO §7). */
export type InitLists = {
  '/api/config': ConfigDoc
  '/api/users/me': UserDoc | null
  '/api/divisions': DivisionDoc[]
  '/api/branches': BranchDoc[]
  '/api/menus': MenuDoc[]
  '/api/categories': CategoryDoc[]
  '/api/products': ProductDoc[]
  '/api/tags': TagDoc[]
  '/api/tables': TableDoc[]
  '/api/sites': SiteDoc[]
  '/api/navigations': NavigationDoc[]
  '/api/blocks': ReusableBlockDoc[]
  '/api/nodes': unknown[]
  '/api/donatees': DonateeDoc[]
}
export type InitUrl = keyof InitLists
export type InitEntry = { [U in InitUrl]: { url: U; data: InitLists[U] } }[InitUrl]
/** GET /api/init */
export type InitAnswer = InitEntry[]
