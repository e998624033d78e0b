/**
 * Stored records (the API's JSON shape: Payload documents with relationships as ids or populated objects) mapped
 * to the domain's input types. Written once, used by the server (order validation, staff edits) and by the
 * storefront (display, cart, checkout), so both price and validate exactly the same product and branch.
 */
import type {
  AlternativeUnitInput,
  BranchInput,
  CalculationModel,
  DeliveryAreaInput,
  Id,
  OpeningHoursRuleType,
  PartModifier,
  PartType,
  ProductInput,
  Schedule,
  UnitInput,
  UnitType,
} from './types'

export interface ScheduleRuleRecord {
  readonly type: string
  readonly date?: string | null
  readonly isClosed?: boolean | null
  readonly from?: string | null
  readonly to?: string | null
}

export interface UnitRecord {
  readonly id: Id
  readonly name?: string | null
  readonly shortName?: string | null
  readonly type: UnitType
  readonly factor?: number | null
}

/** A relationship: the id alone, or the populated record. */
export type RecordRef<T> = Id | T

export interface ProductRecord {
  readonly id: Id
  readonly name?: string | null
  readonly type?: string | null
  readonly allergens?: readonly string[] | null
  readonly price?: number | null
  readonly tax?: number | null
  readonly takeawayTax?: number | null
  readonly dineInTax?: number | null
  readonly unit?: RecordRef<UnitRecord> | null
  readonly defaultUnit?: RecordRef<UnitRecord> | null
  readonly defaultQuantity?: number | null
  readonly minimumQuantity?: number | null
  readonly maximumQuantity?: number | null
  readonly quantityStepSize?: number | null
  readonly alternativeUnits?:
    | readonly {
        readonly unit: RecordRef<UnitRecord>
        readonly ratio?: number | null
        readonly calculationModel?: CalculationModel | null
        readonly minimumQuantity?: number | null
        readonly maximumQuantity?: number | null
        readonly quantityStepSize?: number | null
      }[]
    | null
  readonly calculationModel?: CalculationModel | null
  readonly isPriceHidden?: boolean | null
  readonly netQuantity?: { readonly amount?: number | null; readonly unit?: string | null } | null
  readonly isUnitPricePer100?: boolean | null
  readonly isEnabled?: boolean | null
  readonly schedule?: readonly ScheduleRuleRecord[] | null
  readonly isVisibleWhenUnavailable?: boolean | null
  readonly config?: {
    readonly parts?:
      | readonly {
          readonly name: string
          readonly type: PartType
          readonly optional?: boolean | null
          readonly options?:
            | readonly {
                readonly name: string
                readonly modifier?: PartModifier | null
                readonly value?: number | null
                readonly allergens?: readonly string[] | null
              }[]
            | null
        }[]
      | null
  } | null
  readonly isLeadTimeEnabled?: boolean | null
  readonly leadTimeType?: string | null
  readonly leadTimeValue?: number | null
}

export type DeliveryAreaRecord = Omit<DeliveryAreaInput, 'id'> & { readonly id?: Id | null }

export type BranchRecord = Omit<BranchInput, 'openingHours' | 'deliveryHours' | 'deliveryAreas'> & {
  readonly openingHours?: readonly ScheduleRuleRecord[] | null
  readonly deliveryHours?: readonly ScheduleRuleRecord[] | null
  readonly deliveryAreas?: readonly DeliveryAreaRecord[] | null
}

/** Opening-hour-like rules; a rule without times counts as 00:00–00:00 (24 hours unless closed). */
export function scheduleFromRecords(rules: readonly ScheduleRuleRecord[] | null | undefined): Schedule {
  return (rules ?? []).map((rule) => ({
    type: rule.type as OpeningHoursRuleType,
    date: rule.date ?? null,
    isClosed: rule.isClosed ?? null,
    from: rule.from ?? '00:00',
    to: rule.to ?? '00:00',
  }))
}

/** A unit; an unpopulated id counts as a piece-like unit with factor 1. */
export function unitFromRecord(ref: RecordRef<UnitRecord> | null | undefined): UnitInput | null {
  if (ref === null || ref === undefined) return null
  if (typeof ref !== 'object') return { id: ref, type: 'amount' }
  return { id: ref.id, name: ref.name, shortName: ref.shortName, type: ref.type, factor: ref.factor }
}

export function productFromRecord(product: ProductRecord): ProductInput {
  return {
    id: product.id,
    name: product.name ?? null,
    type: product.type ?? null,
    allergens: product.allergens ?? [],
    price: product.price ?? 0,
    tax: product.tax ?? null,
    takeawayTax: product.takeawayTax ?? null,
    dineInTax: product.dineInTax ?? null,
    unit: unitFromRecord(product.unit),
    alternativeUnits: (product.alternativeUnits ?? []).flatMap((alternative): AlternativeUnitInput[] => {
      const unit = unitFromRecord(alternative.unit)
      return unit === null
        ? []
        : [
            {
              unit,
              ratio: alternative.ratio ?? null,
              calculationModel: alternative.calculationModel ?? null,
              minimumQuantity: alternative.minimumQuantity ?? null,
              maximumQuantity: alternative.maximumQuantity ?? null,
              quantityStepSize: alternative.quantityStepSize ?? null,
            },
          ]
    }),
    defaultQuantity: product.defaultQuantity ?? null,
    defaultUnit: unitFromRecord(product.defaultUnit),
    minimumQuantity: product.minimumQuantity ?? null,
    maximumQuantity: product.maximumQuantity ?? null,
    quantityStepSize: product.quantityStepSize ?? null,
    calculationModel: product.calculationModel ?? null,
    isPriceHidden: product.isPriceHidden ?? null,
    netQuantity: product.netQuantity ? { amount: product.netQuantity.amount ?? null, unit: product.netQuantity.unit ?? null } : null,
    isUnitPricePer100: product.isUnitPricePer100 ?? null,
    isEnabled: product.isEnabled ?? null,
    schedule: scheduleFromRecords(product.schedule),
    isVisibleWhenUnavailable: product.isVisibleWhenUnavailable ?? null,
    config: {
      parts: (product.config?.parts ?? []).map((part) => ({
        name: part.name,
        type: part.type,
        optional: part.optional ?? null,
        options: (part.options ?? []).map((option) => ({
          name: option.name,
          modifier: option.modifier ?? null,
          value: option.value ?? 0,
          allergens: option.allergens ?? [],
        })),
      })),
    },
    isLeadTimeEnabled: product.isLeadTimeEnabled ?? null,
    leadTimeType: product.leadTimeType ?? null,
    leadTimeValue: product.leadTimeValue ?? null,
  }
}

/** A branch; delivery areas without an id are identified by their name. */
export function branchFromRecord(branch: BranchRecord): BranchInput {
  return {
    ...branch,
    openingHours: scheduleFromRecords(branch.openingHours),
    deliveryHours: scheduleFromRecords(branch.deliveryHours),
    deliveryAreas: (branch.deliveryAreas ?? []).map((area) => ({ ...area, id: area.id ?? area.area })),
  }
}
