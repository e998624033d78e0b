/**
 * Input types of the domain. They are deliberately small and independent of Payload documents;
 * the server maps its documents to them. Field names are the specification's (SF §3).
 * Money is in integer cents, gross; tax rates are percent numbers (10, 13, 20, 7, 19, 8.1).
 */

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
export type Weekday = (typeof WEEKDAYS)[number]
export type OpeningHoursRuleType = 'daily' | 'once' | Weekday

/**
 * One opening-hour rule (SF §3). `from`/`to` are 'HH:mm' wall-clock times in the branch's zone.
 * `to` <= `from` means the shift ends on the next day ('18:00'–'02:00');
 * `from` === `to` (e.g. '00:00'–'00:00') and '00:00'–'24:00' both mean 24 hours.
 */
export interface OpeningHoursRule {
  readonly type: OpeningHoursRuleType
  /** 'YYYY-MM-DD' for type 'once' (a trailing ISO time part is ignored). */
  readonly date?: string | null
  readonly isClosed?: boolean | null
  readonly from: string
  readonly to: string
}

/** A list of opening-hour-like rules. For menus, categories and products an empty schedule means "always". */
export type Schedule = readonly OpeningHoursRule[]

export type DeliveryType = 'takeaway' | 'delivery' | 'dineIn'
export const DELIVERY_TYPES: readonly DeliveryType[] = ['takeaway', 'delivery', 'dineIn']

export type Id = string | number

export interface DeliveryAreaInput {
  readonly id?: Id | null
  readonly area: string
  /** Fee in cents, gross. */
  readonly price?: number | null
  /** Tax rate of the fee in percent. */
  readonly tax?: number | null
  readonly free?: boolean | null
  /** Cents; delivery is free once the items' gross reaches it (> 0 only). */
  readonly freeFromOrderValue?: number | null
  /** Cents; compared with the items' gross. */
  readonly minimumOrderValue?: number | null
  /** Postcodes the area serves (issue 33): the area then follows the delivery postcode; none = chosen by name. */
  readonly postcodes?: readonly string[] | null
  /** Free text for customers (e.g. "Lieferung in ca. 45 Minuten"). */
  readonly note?: string | null
}

export interface BranchHoursInput {
  readonly openingHours?: Schedule | null
  readonly deliveryHours?: Schedule | null
  readonly isDeliveryHoursEnabled?: boolean | null
  /** 'HH:mm': orders are accepted from this time on a day whose opening is still ahead. */
  readonly orderableFrom?: string | null
  /** IANA zone; default Europe/Vienna. */
  readonly timeZone?: string | null
}

export interface BranchInput extends BranchHoursInput {
  readonly id?: Id | null
  readonly isTakeawayEnabled?: boolean | null
  readonly isDeliveryEnabled?: boolean | null
  readonly isDineInEnabled?: boolean | null
  readonly isTableSelectionEnabled?: boolean | null
  readonly isPreorderEnabled?: boolean | null
  readonly isAppointmentRequired?: boolean | null
  readonly isQuotationRequired?: boolean | null
  readonly closedMessage?: string | null
  /** Set by the server (never stored): online ordering is paused because no order device of the branch is online (domain/devices.ts). */
  readonly isOrderingPaused?: boolean | null
  readonly isDeliveryEmailRequired?: boolean | null
  readonly isDeliveryPhoneRequired?: boolean | null
  readonly isDeliveryAddressRequired?: boolean | null
  readonly isDineInEmailRequired?: boolean | null
  readonly isDineInPhoneRequired?: boolean | null
  readonly isDineInAddressRequired?: boolean | null
  readonly isTakeawayEmailRequired?: boolean | null
  readonly isTakeawayPhoneRequired?: boolean | null
  readonly isTakeawayAddressRequired?: boolean | null
  readonly deliveryAreas?: readonly DeliveryAreaInput[] | null
  /** Set by the server (never stored on the branch): the kitchen's pause, busy mode and sold-out list (domain/kitchen.ts). */
  readonly kitchenState?: KitchenState | null
}

export interface SoldOutOption {
  readonly product: Id
  /** The configurable part's name and the option's name (what an order's item snapshot stores). */
  readonly part: string
  readonly option: string
}

/** The wire shape on a branch (`kitchen`); parts that ran out are null. Instants are ISO strings. */
export interface KitchenState {
  /** Paused: `until` null = until resumed. */
  readonly pause: { readonly until: string | null } | null
  readonly busy: { readonly minutes: number; readonly until: string } | null
  /** The list of the branch's service day `day` (YYYY-MM-DD, local): valid until the branch's next opening day begins. */
  readonly soldOut: { readonly day: string; readonly products: readonly Id[]; readonly options: readonly SoldOutOption[] } | null
}


export type UnitType =
  | 'amount'
  | 'serving'
  | 'pair'
  | 'person'
  | 'package'
  | 'weight'
  | 'volume'
  | 'length'
  | 'square'
  | 'cubic'

export interface UnitInput {
  readonly id?: Id | null
  readonly name?: string | null
  readonly shortName?: string | null
  readonly type: UnitType
  /** Factor to the base unit of its type (SF §9: g 1, kg 1000, …). */
  readonly factor?: number | null
}

export type CalculationModel = 'fixed' | 'approximate' | 'minimum'

export interface QuantityRules {
  readonly minimumQuantity?: number | null
  readonly maximumQuantity?: number | null
  readonly quantityStepSize?: number | null
}

export interface AlternativeUnitInput extends QuantityRules {
  readonly unit: UnitInput
  /** How many product units one alternative unit equals (1 piece = 0.25 kg → 0.25). */
  readonly ratio?: number | null
  readonly calculationModel?: CalculationModel | null
}

export type PartType = 'text' | 'textarea' | 'image' | 'images' | 'file' | 'files' | 'select' | 'multiselect'
export type PartModifier = 'add' | 'subtract' | 'overwrite'

export interface PartOptionInput {
  readonly name: string
  readonly modifier?: PartModifier | null
  /** Cents, gross. */
  readonly value?: number | null
  /** Allergen codes the option adds (domain/allergens.ts). */
  readonly allergens?: readonly string[] | null
}

export interface ConfigPartInput {
  readonly name: string
  readonly type: PartType
  readonly optional?: boolean | null
  readonly options?: readonly PartOptionInput[] | null
}

export type LeadTimeType = 'minutes' | 'hours' | 'days' | 'weeks'

export interface ProductInput extends QuantityRules {
  readonly id?: Id | null
  readonly name?: string | null
  readonly type?: string | null
  /** Allergen codes (domain/allergens.ts). */
  readonly allergens?: readonly string[] | null
  /** Cents, gross, per `unit`. */
  readonly price?: number | null
  /** Percent for delivery; also the fallback of takeawayTax and dineInTax. */
  readonly tax?: number | null
  readonly takeawayTax?: number | null
  readonly dineInTax?: number | null
  readonly unit?: UnitInput | null
  readonly alternativeUnits?: readonly AlternativeUnitInput[] | null
  readonly defaultQuantity?: number | null
  readonly defaultUnit?: UnitInput | null
  readonly calculationModel?: CalculationModel | null
  readonly isPriceHidden?: boolean | null
  /** Füllmenge of a piece (the 0,35 l bottle): its unit price is shown (domain/unit-price.ts). */
  readonly netQuantity?: { readonly amount?: number | null; readonly unit?: string | null } | null
  /** Unit price per 100 g / 100 ml instead of 1 kg / 1 l (docs/compliance.md "Preise"). */
  readonly isUnitPricePer100?: boolean | null
  readonly isEnabled?: boolean | null
  readonly schedule?: Schedule | null
  readonly isVisibleWhenUnavailable?: boolean | null
  readonly config?: { readonly parts?: readonly ConfigPartInput[] | null } | null
  readonly isLeadTimeEnabled?: boolean | null
  readonly leadTimeType?: string | null
  readonly leadTimeValue?: number | null
}

/**
 * The customer's value for one configurable part, aligned by index with `product.config.parts`.
 * select/text/textarea: `value`; multiselect: `values` = option names; file(s)/image(s): `values` = upload ids.
 */
export interface CartPartValue {
  readonly value?: string | null
  readonly values?: readonly string[] | null
}

export interface CartItemInput {
  readonly product: ProductInput
  /** Quantity in `unit` (the product's unit when absent). */
  readonly amount: number
  readonly unit?: UnitInput | null
  readonly parts?: readonly (CartPartValue | null | undefined)[] | null
}
