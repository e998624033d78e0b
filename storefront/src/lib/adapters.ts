/** Maps Payload documents to the domain's input types (the domain stays independent of Payload). */
import type {
  BranchInput,
  CartItemInput,
  CartPartValue,
  OpeningHoursRuleType,
  ProductInput,
  Schedule,
  UnitInput,
} from '../../../domain'
import type { BranchDoc, ProductDoc, Ref, ScheduleRuleDoc, UnitDoc } from './types'

export function toSchedule(rules: readonly ScheduleRuleDoc[] | null | undefined): Schedule {
  return (rules ?? []).map((rule) => ({
    type: rule.type as OpeningHoursRuleType,
    date: rule.date ?? null,
    isClosed: rule.isClosed ?? null,
    from: rule.from ?? '00:00',
    to: rule.to ?? '00:00',
  }))
}

export function toUnit(ref: Ref<UnitDoc> | null | undefined): UnitInput | null {
  if (ref === null || ref === undefined) return null
  if (typeof ref !== 'object') return { id: ref, type: 'amount' }
  return { id: ref.id, name: ref.name, shortName: ref.shortName, type: ref.type, factor: ref.factor }
}

const productCache = new WeakMap<ProductDoc, ProductInput>()

export function toProductInput(product: ProductDoc): ProductInput {
  const cached = productCache.get(product)
  if (cached !== undefined) return cached
  const input: ProductInput = {
    id: product.id,
    name: product.name,
    type: product.type ?? null,
    price: product.price ?? 0,
    tax: product.tax ?? null,
    takeawayTax: product.takeawayTax ?? null,
    dineInTax: product.dineInTax ?? null,
    unit: toUnit(product.unit),
    alternativeUnits: (product.alternativeUnits ?? []).flatMap((alternative) => {
      const unit = toUnit(alternative.unit)
      return unit === null
        ? []
        : [
            {
              unit,
              ratio: alternative.ratio,
              calculationModel: alternative.calculationModel ?? null,
              minimumQuantity: alternative.minimumQuantity ?? null,
              maximumQuantity: alternative.maximumQuantity ?? null,
              quantityStepSize: alternative.quantityStepSize ?? null,
            },
          ]
    }),
    defaultQuantity: product.defaultQuantity ?? null,
    defaultUnit: toUnit(product.defaultUnit),
    minimumQuantity: product.minimumQuantity ?? null,
    maximumQuantity: product.maximumQuantity ?? null,
    quantityStepSize: product.quantityStepSize ?? null,
    calculationModel: product.calculationModel ?? null,
    isPriceHidden: product.isPriceHidden ?? null,
    isEnabled: product.isEnabled ?? null,
    schedule: toSchedule(product.schedule),
    isVisibleWhenUnavailable: product.isVisibleWhenUnavailable ?? null,
    config: {
      parts: (product.config?.parts ?? []).map((part) => ({
        name: part.name,
        type: part.type,
        optional: part.optional ?? null,
        options: (part.options ?? []).map((option) => ({ name: option.name, modifier: option.modifier ?? null, value: option.value ?? 0 })),
      })),
    },
    isLeadTimeEnabled: product.isLeadTimeEnabled ?? null,
    leadTimeType: product.leadTimeType ?? null,
    leadTimeValue: product.leadTimeValue ?? null,
  }
  productCache.set(product, input)
  return input
}

const branchCache = new WeakMap<BranchDoc, BranchInput>()

export function toBranchInput(branch: BranchDoc): BranchInput {
  const cached = branchCache.get(branch)
  if (cached !== undefined) return cached
  const input: BranchInput = {
    ...branch,
    openingHours: toSchedule(branch.openingHours),
    deliveryHours: toSchedule(branch.deliveryHours),
    deliveryAreas: (branch.deliveryAreas ?? []).map((area) => ({ ...area, id: area.id ?? area.area })),
  }
  branchCache.set(branch, input)
  return input
}

/** The unit of a product by id (its own unit or one of its alternative units). */
export function findProductUnit(product: ProductDoc, unitId: number | null | undefined): UnitInput | null {
  if (unitId === null || unitId === undefined) return null
  const all = [product.unit, ...(product.alternativeUnits ?? []).map((alternative) => alternative.unit)]
  for (const ref of all) {
    const unit = toUnit(ref)
    if (unit !== null && String(unit.id) === String(unitId)) return unit
  }
  return null
}

export interface StoredItemLike {
  readonly amount: number
  readonly unitId: number | null
  readonly parts: readonly (CartPartValue | null)[]
}

export function toCartItemInput(product: ProductDoc, item: StoredItemLike): CartItemInput {
  return { product: toProductInput(product), amount: item.amount, unit: findProductUnit(product, item.unitId), parts: item.parts }
}
