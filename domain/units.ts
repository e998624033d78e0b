/**
 * Units and quantities (SF §5, §9).
 * Quantities are decimal numbers kept exact to 6 decimal places.
 */
import type {
  AlternativeUnitInput,
  CalculationModel,
  CartItemInput,
  ProductInput,
  QuantityRules,
  UnitInput,
  UnitType,
} from './types'

export const QUANTITY_DECIMALS = 6
const QUANTITY_SCALE = 10 ** QUANTITY_DECIMALS

/** Rounds a quantity to 6 decimals (removes binary noise such as 0.30000000000000004). */
export function roundQuantity(value: number): number {
  const rounded = Math.round(value * QUANTITY_SCALE) / QUANTITY_SCALE
  return Object.is(rounded, -0) ? 0 : rounded
}

/** SF §9 unit factors to the base unit of each type, by short name. */
export const UNIT_FACTORS: Readonly<Record<string, { readonly type: UnitType; readonly factor: number }>> = {
  g: { type: 'weight', factor: 1 },
  dag: { type: 'weight', factor: 10 },
  kg: { type: 'weight', factor: 1000 },
  ml: { type: 'volume', factor: 1 },
  cl: { type: 'volume', factor: 10 },
  dl: { type: 'volume', factor: 100 },
  l: { type: 'volume', factor: 1000 },
  mm: { type: 'length', factor: 1 },
  cm: { type: 'length', factor: 10 },
  dm: { type: 'length', factor: 100 },
  m: { type: 'length', factor: 1000 },
  km: { type: 'length', factor: 1_000_000 },
  'mm²': { type: 'square', factor: 1 },
  'cm²': { type: 'square', factor: 100 },
  'dm²': { type: 'square', factor: 10_000 },
  'm²': { type: 'square', factor: 1_000_000 },
  'mm³': { type: 'cubic', factor: 1 },
  'cm³': { type: 'cubic', factor: 1000 },
  'dm³': { type: 'cubic', factor: 1_000_000 },
  'm³': { type: 'cubic', factor: 1_000_000_000 },
  stk: { type: 'amount', factor: 1 },
  portion: { type: 'serving', factor: 1 },
  paar: { type: 'pair', factor: 1 },
  person: { type: 'person', factor: 1 },
  packung: { type: 'package', factor: 1 },
}

/** The unit's factor: its own `factor`, else the SF §9 table by short name, else 1. */
export function unitFactor(unit: UnitInput): number {
  if (typeof unit.factor === 'number' && unit.factor > 0) return unit.factor
  const known = unit.shortName === undefined || unit.shortName === null ? undefined : UNIT_FACTORS[unit.shortName.toLowerCase()]
  return known?.factor ?? 1
}

/** Same unit: equal ids when both have one, otherwise equal short names (or names) and type. */
export function sameUnit(a: UnitInput | null | undefined, b: UnitInput | null | undefined): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return (a ?? null) === (b ?? null)
  if (a.id !== undefined && a.id !== null && b.id !== undefined && b.id !== null) return String(a.id) === String(b.id)
  if (a.type !== b.type) return false
  const keyA = a.shortName ?? a.name ?? ''
  const keyB = b.shortName ?? b.name ?? ''
  return keyA === keyB
}

/** Converts between two units of the same type by their factors; null for different types. */
export function convertUnitAmount(amount: number, from: UnitInput, to: UnitInput): number | null {
  if (from.type !== to.type) return null
  return roundQuantity((amount * unitFactor(from)) / unitFactor(to))
}

/** How a product is sold in one of its units. */
export interface UnitOption {
  readonly unit: UnitInput | null
  /** Product (price) units per one of this unit. */
  readonly ratio: number
  readonly rules: QuantityRules
  readonly calculationModel: CalculationModel
  readonly isAlternative: boolean
}

function productUnitOption(product: ProductInput): UnitOption {
  return {
    unit: product.unit ?? null,
    ratio: 1,
    rules: product,
    calculationModel: product.calculationModel ?? 'fixed',
    isAlternative: false,
  }
}

/**
 * Ratio of an alternative unit: its `ratio` when positive; else, for the same type as the
 * product unit, the factor quotient (g for a kg product → 0.001); else 1.
 */
export function alternativeUnitRatio(product: ProductInput, alternative: AlternativeUnitInput): number {
  if (typeof alternative.ratio === 'number' && alternative.ratio > 0) return alternative.ratio
  const base = product.unit
  if (base !== null && base !== undefined) {
    const converted = convertUnitAmount(1, alternative.unit, base)
    if (converted !== null && converted > 0) return converted
  }
  return 1
}

/** All units a product can be ordered in: its own unit first, then the alternative units. */
export function unitOptions(product: ProductInput): UnitOption[] {
  const options = [productUnitOption(product)]
  for (const alternative of product.alternativeUnits ?? []) {
    options.push({
      unit: alternative.unit,
      ratio: alternativeUnitRatio(product, alternative),
      rules: alternative,
      calculationModel: alternative.calculationModel ?? product.calculationModel ?? 'fixed',
      isAlternative: true,
    })
  }
  return options
}

/** The option for `unit` (absent → the product's unit); null when the product is not sold in it. */
export function resolveUnitOption(product: ProductInput, unit?: UnitInput | null): UnitOption | null {
  if (unit === null || unit === undefined) return productUnitOption(product)
  return unitOptions(product).find((option) => sameUnit(option.unit, unit)) ?? null
}

/** Quantity of a cart item expressed in the product's price unit. */
export function amountInPriceUnit(item: Pick<CartItemInput, 'product' | 'amount' | 'unit'>): number {
  const option = resolveUnitOption(item.product, item.unit)
  return roundQuantity(item.amount * (option?.ratio ?? 1))
}

// ---------------------------------------------------------------------------
// Quantity entry
// ---------------------------------------------------------------------------

/** SF §5: commas become dots; anything that is not a finite number becomes 0. */
export function parseQuantityInput(input: string | number | null | undefined): number {
  if (typeof input === 'number') return Number.isFinite(input) ? roundQuantity(input) : 0
  if (typeof input !== 'string') return 0
  const text = input.trim().replace(/,/g, '.')
  if (text === '') return 0
  const value = Number(text)
  return Number.isFinite(value) ? roundQuantity(value) : 0
}

function positive(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null
}

/**
 * SF §5: clamp to minimum/maximum, then snap to the step size. Steps are multiples of the step
 * counted from 0, rounded half up; a snapped value outside the bounds moves to the nearest
 * multiple inside them (or to the minimum when no multiple fits).
 */
export function normalizeQuantity(value: number, rules: QuantityRules): number {
  const min = positive(rules.minimumQuantity) ?? 0
  const maxRaw = positive(rules.maximumQuantity)
  const max = maxRaw !== null && maxRaw >= min ? maxRaw : Number.POSITIVE_INFINITY
  const clamped = Math.min(Math.max(Number.isFinite(value) ? value : 0, min), max)
  const step = positive(rules.quantityStepSize)
  if (step === null) return roundQuantity(clamped)
  let snapped = roundQuantity(Math.round(roundQuantity(clamped / step)) * step)
  if (snapped < min) snapped = roundQuantity(Math.ceil(roundQuantity(min / step)) * step)
  if (snapped > max) snapped = roundQuantity(Math.floor(roundQuantity(max / step)) * step)
  return snapped < min ? roundQuantity(min) : snapped
}

/** Parses and normalises a quantity typed by the customer. */
export function parseQuantity(input: string | number | null | undefined, rules: QuantityRules = {}): number {
  return normalizeQuantity(parseQuantityInput(input), rules)
}

/** German quantity text: 1.5 → '1,5' (no grouping, no trailing zeros). */
export function formatQuantity(value: number): string {
  return String(roundQuantity(value)).replace('.', ',')
}

/** Default quantity: product.defaultQuantity for the product unit, else the minimum, else 1. */
export function defaultQuantity(product: ProductInput, unit?: UnitInput | null): number {
  const option = resolveUnitOption(product, unit) ?? productUnitOption(product)
  const preferred = option.isAlternative ? null : positive(product.defaultQuantity)
  return normalizeQuantity(preferred ?? positive(option.rules.minimumQuantity) ?? 1, option.rules)
}

/**
 * SF §5 "Changing the unit converts the amount": the same quantity of goods in the new unit,
 * normalised with the new unit's rules. Unknown units leave the amount unchanged.
 */
export function changeUnit(
  product: ProductInput,
  amount: number,
  from: UnitInput | null | undefined,
  to: UnitInput | null | undefined,
): number {
  const source = resolveUnitOption(product, from)
  const target = resolveUnitOption(product, to)
  if (source === null || target === null) return amount
  return normalizeQuantity(roundQuantity((amount * source.ratio) / target.ratio), target.rules)
}

// ---------------------------------------------------------------------------
// Cart count
// ---------------------------------------------------------------------------

/** Decision: the three countable unit types whose amounts are summed (SF §4 "three unit types"). */
export const COUNTED_UNIT_TYPES: readonly UnitType[] = ['amount', 'serving', 'pair']

/** SF §4: sums amounts of items in piece/serving/pair units (no unit = piece), 1 per other item. */
export function cartCount(items: readonly Pick<CartItemInput, 'product' | 'amount' | 'unit'>[]): number {
  let count = 0
  for (const item of items) {
    const unit = item.unit ?? item.product.unit
    const type: UnitType = unit?.type ?? 'amount'
    count += COUNTED_UNIT_TYPES.includes(type) ? item.amount : 1
  }
  return roundQuantity(count)
}
