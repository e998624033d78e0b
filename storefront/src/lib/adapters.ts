/** Maps Payload documents to the domain's input types (the domain stays independent of Payload). */
import { branchFromRecord, orderableProduct, productFromRecord, scheduleFromRecords, unitFromRecord } from '@domain'
import type { BranchInput, CartItemInput, CartPartValue, ProductInput, Schedule, UnitInput } from '@domain'
import type { BranchDoc, ProductDoc, Ref, ScheduleRuleDoc, UnitDoc } from './types'

/** Records → domain inputs: the shared mapping of domain/records.ts (the server uses the same), memoised per record. */
export const toSchedule = (rules: readonly ScheduleRuleDoc[] | null | undefined): Schedule => scheduleFromRecords(rules)

export const toUnit = (ref: Ref<UnitDoc> | null | undefined): UnitInput | null => unitFromRecord(ref)

const productCache = new WeakMap<ProductDoc, ProductInput>()

/** The product as the cart and its prices see it: without parts unless it is configurable (SF §5, as the server). */
export function toProductInput(product: ProductDoc): ProductInput {
  let input = productCache.get(product)
  if (input === undefined) {
    input = orderableProduct(productFromRecord(product))
    productCache.set(product, input)
  }
  return input
}

const branchCache = new WeakMap<BranchDoc, BranchInput>()

export function toBranchInput(branch: BranchDoc): BranchInput {
  let input = branchCache.get(branch)
  if (input === undefined) {
    input = branchFromRecord(branch)
    branchCache.set(branch, input)
  }
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
