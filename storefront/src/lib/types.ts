/**
 * The shapes of the records the storefront reads (Payload documents as delivered by /api/init,
 * field names of SF §3). Only what the storefront uses; everything is optional-tolerant.
 */
import type { CalculationModel, DeliveryAreaRecord, PartModifier, PartType, ScheduleRuleRecord, UnitType } from '../../../domain'

export type RecordId = number

export interface ImageDoc {
  readonly id: RecordId
  readonly filename?: string | null
  readonly version?: number | null
  readonly extension?: string | null
  readonly alt?: string | null
  readonly width?: number | null
  readonly height?: number | null
  readonly sizes?: Readonly<Record<string, { readonly width?: number | null; readonly url?: string | null } | undefined>> | null
}

export type Ref<T> = RecordId | T

/** Opening-hour-like rules and delivery areas: the shapes domain/records.ts maps (one definition). */
export type ScheduleRuleDoc = ScheduleRuleRecord
export type DeliveryAreaDoc = DeliveryAreaRecord

export interface TagDoc {
  readonly id: RecordId
  readonly name: string
  readonly image?: Ref<ImageDoc> | null
}

export interface BranchDoc {
  readonly id: RecordId
  readonly identifier?: string | null
  readonly name: string
  readonly description?: string | null
  readonly street?: string | null
  readonly zipCode?: string | null
  readonly city?: string | null
  readonly phone?: string | null
  readonly email?: string | null
  readonly website?: string | null
  readonly latitude?: number | null
  readonly longitude?: number | null
  readonly keywords?: string | null
  readonly tags?: readonly Ref<TagDoc>[] | null
  readonly images?: readonly Ref<ImageDoc>[] | null
  readonly logo?: Ref<ImageDoc> | null
  readonly isPublic?: boolean | null
  readonly closedMessage?: string | null
  readonly timeZone?: string | null
  readonly openingHours?: readonly ScheduleRuleDoc[] | null
  readonly deliveryHours?: readonly ScheduleRuleDoc[] | null
  readonly isDeliveryHoursEnabled?: boolean | null
  readonly orderableFrom?: string | null
  readonly isTakeawayEnabled?: boolean | null
  readonly isDeliveryEnabled?: boolean | null
  readonly isDineInEnabled?: boolean | null
  readonly isTableSelectionEnabled?: boolean | null
  readonly isPreorderEnabled?: boolean | null
  readonly isAppointmentRequired?: boolean | null
  readonly isQuotationRequired?: boolean | null
  readonly isDeliveryEmailRequired?: boolean | null
  readonly isDeliveryPhoneRequired?: boolean | null
  readonly isDeliveryAddressRequired?: boolean | null
  readonly isDineInEmailRequired?: boolean | null
  readonly isDineInPhoneRequired?: boolean | null
  readonly isDineInAddressRequired?: boolean | null
  readonly isTakeawayEmailRequired?: boolean | null
  readonly isTakeawayPhoneRequired?: boolean | null
  readonly isTakeawayAddressRequired?: boolean | null
  readonly isCashEnabled?: boolean | null
  readonly isATMCardEnabled?: boolean | null
  readonly isVoucherEnabled?: boolean | null
  readonly isStripeEnabled?: boolean | null
  readonly isDatatransEnabled?: boolean | null
  readonly deliveryAreas?: readonly DeliveryAreaDoc[] | null
  readonly division?: Ref<DivisionDoc> | null
}

export interface DivisionDoc {
  readonly id: RecordId
  readonly name: string
  readonly identifier?: string | null
  readonly title?: string | null
  readonly description?: string | null
  readonly logo?: Ref<ImageDoc> | null
}

export interface UnitDoc {
  readonly id: RecordId
  readonly name: string
  readonly shortName: string
  readonly type: UnitType
  readonly factor: number
}

export interface PartOptionDoc {
  readonly id?: string | null
  readonly name: string
  readonly modifier?: PartModifier | null
  readonly value?: number | null
}

export interface ConfigPartDoc {
  readonly id?: string | null
  readonly name: string
  readonly type: PartType
  readonly optional?: boolean | null
  readonly description?: string | null
  readonly options?: readonly PartOptionDoc[] | null
}

export interface AlternativeUnitDoc {
  readonly id?: string | null
  readonly unit: Ref<UnitDoc>
  readonly ratio: number
  readonly calculationModel?: CalculationModel | null
  readonly minimumQuantity?: number | null
  readonly maximumQuantity?: number | null
  readonly quantityStepSize?: number | null
}

export interface ProductDoc {
  readonly id: RecordId
  readonly name: string
  readonly description?: string | null
  readonly allergens?: string | null
  readonly type?: string | null
  readonly images?: readonly Ref<ImageDoc>[] | null
  readonly price?: number | null
  readonly calculationModel?: CalculationModel | null
  readonly isPriceHidden?: boolean | null
  readonly tax?: number | null
  readonly takeawayTax?: number | null
  readonly dineInTax?: number | null
  readonly unit?: Ref<UnitDoc> | null
  readonly defaultUnit?: Ref<UnitDoc> | null
  readonly defaultQuantity?: number | null
  readonly minimumQuantity?: number | null
  readonly maximumQuantity?: number | null
  readonly quantityStepSize?: number | null
  readonly alternativeUnits?: readonly AlternativeUnitDoc[] | null
  readonly isStepByStep?: boolean | null
  readonly config?: { readonly parts?: readonly ConfigPartDoc[] | null } | null
  readonly schedule?: readonly ScheduleRuleDoc[] | null
  readonly isVisibleWhenUnavailable?: boolean | null
  readonly isLeadTimeEnabled?: boolean | null
  readonly leadTimeType?: string | null
  readonly leadTimeValue?: number | null
  readonly isEnabled?: boolean | null
}

export interface CategoryDoc {
  readonly id: RecordId
  readonly name: string
  readonly description?: string | null
  readonly image?: Ref<ImageDoc> | null
  readonly schedule?: readonly ScheduleRuleDoc[] | null
  readonly isEnabled?: boolean | null
  readonly isVisibleWhenUnavailable?: boolean | null
}

export interface MenuDoc {
  readonly id: RecordId
  readonly name?: string | null
  readonly availableFrom?: string | null
  readonly branches?: readonly Ref<BranchDoc>[] | null
  readonly catalog?: readonly { readonly category: Ref<CategoryDoc>; readonly products?: readonly Ref<ProductDoc>[] | null }[] | null
}

export interface TableDoc {
  readonly id: RecordId
  readonly identifier: string
  readonly branch: Ref<BranchDoc>
}

export interface DonateeDoc {
  readonly id: RecordId
  readonly name: string
  readonly description?: string | null
  readonly website?: string | null
  readonly logo?: Ref<ImageDoc> | null
}

export interface ConfigDoc {
  readonly shopName?: string | null
  readonly title?: string | null
  readonly seoTitle?: string | null
  readonly seoDescription?: string | null
  readonly description?: string | null
  readonly businessName?: string | null
  readonly street?: string | null
  readonly zipCode?: string | null
  readonly city?: string | null
  readonly phone?: string | null
  readonly email?: string | null
  readonly website?: string | null
  readonly currency?: string | null
  readonly timeZone?: string | null
  readonly defaultDeliveryMethod?: 'takeaway' | 'delivery' | 'dineIn' | null
  readonly termsAndConditions?: string | null
  readonly termsAndConditionsText?: string | null
  readonly privacyPolicy?: string | null
  readonly privacyPolicyText?: string | null
  readonly imprint?: string | null
  readonly imprintText?: string | null
  readonly allergens?: string | null
  readonly allergensText?: string | null
  readonly enablePluginPWA?: boolean | null
  readonly enablePluginToolbar?: boolean | null
  readonly enablePluginHomePage?: boolean | null
  readonly enablePluginSearch?: boolean | null
  readonly enablePluginTags?: boolean | null
  readonly enablePlugin3DMap?: boolean | null
  readonly enablePluginDonations?: boolean | null
  readonly enablePluginOrderReviews?: boolean | null
  readonly enableCash?: boolean | null
  readonly enablePluginATMCard?: boolean | null
  readonly enableATMCard?: boolean | null
  readonly enablePluginVoucher?: boolean | null
  readonly enableVoucher?: boolean | null
  readonly enablePluginStripe?: boolean | null
  readonly enableStripe?: boolean | null
  readonly enablePluginDatatrans?: boolean | null
  readonly enableDatatrans?: boolean | null
  readonly disableTickets?: boolean | null
  /** Optional theme values (the theme global is not part of /api/init). */
  readonly color1?: string | null
  readonly color2?: string | null
  readonly font?: string | null
  readonly borderRadius?: string | null
  readonly [key: string]: unknown
}

export interface UserDoc {
  readonly id: RecordId
  readonly email?: string | null
  readonly roles?: readonly string[] | null
}

/** GET /api/orders/public/{uid}/{hash} */
export interface PublicOrder {
  readonly id?: RecordId
  readonly uid: string
  readonly hash: string
  readonly ticketNumber?: string | null
  readonly branch?: Ref<BranchDoc> | null
  readonly isRejected?: boolean | null
  readonly isCanceled?: boolean | null
  readonly isFailed?: boolean | null
  readonly isConfirmed?: boolean | null
  readonly isCompleted?: boolean | null
  readonly isInDelivery?: boolean | null
  readonly isDelivered?: boolean | null
  readonly isDelivery?: boolean | null
  readonly isDineIn?: boolean | null
  readonly tableIdentifier?: string | null
  readonly appointmentDate?: string | null
  readonly appointment?: string | null
  readonly counterAppointment?: string | null
  readonly rejectionMessage?: string | null
  readonly paymentMethod?: string | null
  readonly isPaid?: boolean | null
  readonly isRefunded?: boolean | null
  readonly questionnaireRating?: unknown
  readonly firstName?: string | null
  readonly lastName?: string | null
  readonly comment?: string | null
  readonly createdAt?: string | null
  readonly totalGross?: number | null
  readonly deliveryGross?: number | null
  readonly isApproximate?: boolean | null
  readonly items?: readonly {
    readonly name?: string | null
    readonly amount?: number | null
    readonly unitName?: string | null
    readonly gross?: number | null
    readonly calculationModel?: string | null
  }[] | null
}

export function refId<T extends { readonly id: RecordId }>(ref: Ref<T> | null | undefined): RecordId | null {
  if (ref === null || ref === undefined) return null
  return typeof ref === 'object' ? ref.id : ref
}

export function refDoc<T extends { readonly id: RecordId }>(ref: Ref<T> | null | undefined): T | null {
  return ref !== null && ref !== undefined && typeof ref === 'object' ? ref : null
}
