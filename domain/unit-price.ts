/**
 * Unit prices (Grundpreis; PAngV §§ 4–5 DE, PrAG § 10a AT): the gross price per 1 kg / 1 l / 1 m / 1 m² / 1 m³ (or
 * per 100 g / 100 ml where the shop opts in) of a product sold by measure or of a piece with a net quantity
 * (Füllmenge). Integer cents, rounded half away from zero once, from the exact quotient. docs/compliance.md "Preise".
 */
import { formatMoney } from './format'
import { divideRounded } from './money'
import type { FieldError } from './messages'
import type { CalculationModel, ProductInput, UnitInput, UnitType } from './types'
import { formatQuantity, roundQuantity, UNIT_FACTORS, unitFactor, unitOptions } from './units'

/** The units a net quantity (Füllmenge) can be given in: the select's value → the unit's short name. */
export const NET_QUANTITY_UNITS = { g: 'g', kg: 'kg', ml: 'ml', cl: 'cl', l: 'l', m: 'm', m2: 'm²' } as const
export type NetQuantityUnit = keyof typeof NET_QUANTITY_UNITS

export type NetQuantity = NonNullable<ProductInput['netQuantity']>

/** The reference quantity per unit type, in the base unit of domain/units (g, ml, mm, mm², mm³). */
const REFERENCE: Partial<Record<UnitType, { readonly base: number; readonly label: string }>> = {
  weight: { base: 1000, label: '1 kg' },
  volume: { base: 1000, label: '1 l' },
  length: { base: 1000, label: '1 m' },
  square: { base: 1_000_000, label: '1 m²' },
  cubic: { base: 1_000_000_000, label: '1 m³' },
}
/** Opt-in reference of 100 g / 100 ml (AT: Grundpreisauszeichnungsverordnung § 3 Abs. 1; DE: only loose goods). */
const PER_100: Partial<Record<UnitType, { readonly base: number; readonly label: string }>> = {
  weight: { base: 100, label: '100 g' },
  volume: { base: 100, label: '100 ml' },
}

export interface UnitPriceOptions {
  /** Per 100 g / 100 ml instead of 1 kg / 1 l (weight and volume only; other types keep their reference). */
  readonly per100?: boolean
  readonly currency?: string
}

export interface ReferencePrice {
  /** Gross cents per reference quantity. */
  readonly cents: number
  /** '1 kg', '100 g', '1 l', '1 m', '1 m²'. */
  readonly reference: string
  /** '11,43 € / 1 kg'. */
  readonly text: string
}

/** The measured quantity of a piece: its Füllmenge as a unit, or null when none (or an unknown unit) is set. */
export function netQuantityUnit(quantity: NetQuantity | null | undefined): { readonly amount: number; readonly unit: UnitInput } | null {
  const amount = quantity?.amount
  const key = quantity?.unit
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0 || typeof key !== 'string') return null
  const shortName = key in NET_QUANTITY_UNITS ? NET_QUANTITY_UNITS[key as NetQuantityUnit] : key
  const known = UNIT_FACTORS[shortName.toLowerCase()]
  if (known === undefined) return null
  return { amount, unit: { shortName, type: known.type, factor: known.factor } }
}

/**
 * Unit price of `priceCents` for `amount` × `unit`: round(price × reference / quantity in base units), half away from
 * zero; null when the unit is not a measure (pieces, portions …) or the quantity is not positive.
 */
export function referencePrice(priceCents: number, amount: number, unit: UnitInput, options: UnitPriceOptions = {}): ReferencePrice | null {
  const reference = (options.per100 === true ? PER_100[unit.type] : undefined) ?? REFERENCE[unit.type]
  if (reference === undefined) return null
  const quantity = roundQuantity(amount * unitFactor(unit))
  if (!(quantity > 0) || !Number.isFinite(priceCents)) return null
  // quantities are exact to 6 decimals: scale both sides to integers so the one rounding is the final one
  const cents = divideRounded(Math.round(priceCents) * reference.base * 1_000_000, Math.round(quantity * 1_000_000))
  return { cents, reference: reference.label, text: `${formatMoney(cents, options.currency)} / ${reference.label}` }
}

/** 1 kg in kg, 1 l in l …: the price already is the unit price (PAngV § 4 Abs. 3, PrAG § 10a Abs. 4: may be left out). */
function isReferenceItself(amount: number, unit: UnitInput, per100: boolean): boolean {
  const reference = (per100 ? PER_100[unit.type] : undefined) ?? REFERENCE[unit.type]
  return reference !== undefined && roundQuantity(amount * unitFactor(unit)) === reference.base
}

export interface ProductUnitPrice extends ReferencePrice {
  /** 'per unit' — the product is sold by measure (loose goods); 'net quantity' — a piece with a Füllmenge. */
  readonly basis: 'unit' | 'netQuantity'
}

export type UnitPriceProduct = Pick<ProductInput, 'price' | 'unit' | 'isPriceHidden' | 'netQuantity' | 'isUnitPricePer100'>

/**
 * The unit price a consumer sees next to the product's price: a product sold per measure (per dag, per cl, per m²)
 * gets it from its unit, a piece from its Füllmenge; `unitGross` is the gross per price unit (default the product's
 * price; a cart line passes its price incl. options). Null when the price is hidden, nothing is measured, or the price
 * already is per 1 kg / 1 l / 1 m / 1 m² (the price is the unit price then).
 */
export function productUnitPrice(product: UnitPriceProduct, currency = 'EUR', unitGross?: number): ProductUnitPrice | null {
  if (product.isPriceHidden === true) return null
  const price = unitGross ?? product.price ?? 0
  const per100 = product.isUnitPricePer100 === true
  const options = { per100, currency }
  const unit = product.unit ?? null
  if (unit !== null && REFERENCE[unit.type] !== undefined) {
    if (isReferenceItself(1, unit, per100)) return null
    const result = referencePrice(price, 1, unit, options)
    return result === null ? null : { ...result, basis: 'unit' }
  }
  const net = netQuantityUnit(product.netQuantity)
  if (net === null || isReferenceItself(net.amount, net.unit, per100)) return null
  const result = referencePrice(price, net.amount, net.unit, options)
  return result === null ? null : { ...result, basis: 'netQuantity' }
}

/** 'Füllmenge 0,35 l' — the net quantity as the card and overlay print it; null when none is set. */
export function netQuantityText(quantity: NetQuantity | null | undefined): string | null {
  const net = netQuantityUnit(quantity)
  return net === null ? null : `${formatQuantity(net.amount)} ${net.unit.shortName ?? ''}`.trim()
}

/** Nice text of an amount in base units of a type: 250 g (not 0,25 kg), 1,5 kg, 100 ml, 0,75 l, 30 cm, 2,5 m. */
export function formatMeasure(baseAmount: number, type: UnitType): string | null {
  const pairs: Partial<Record<UnitType, readonly [number, string][]>> = {
    weight: [[1000, 'kg'], [1, 'g']],
    volume: [[1000, 'l'], [1, 'ml']],
    length: [[1000, 'm'], [10, 'cm'], [1, 'mm']],
    square: [[1_000_000, 'm²'], [100, 'cm²']],
    cubic: [[1_000_000_000, 'm³'], [1000, 'cm³']],
  }
  const scale = pairs[type]
  if (scale === undefined || !(baseAmount > 0)) return null
  const [factor, name] = scale.find(([candidate]) => baseAmount >= candidate) ?? scale[scale.length - 1] ?? [1, '']
  return `${formatQuantity(roundQuantity(baseAmount / factor))} ${name}`
}

/**
 * An "approximate" unit of a product sold by measure (1 Stk Bergkäse ≈ 0,25 kg): 'ca. 250 g', the weight one piece
 * is estimated at; null for measured units and for products whose unit is not a measure.
 */
export function unitEstimate(product: Pick<ProductInput, 'unit' | 'alternativeUnits' | 'calculationModel'>, unit: UnitInput | null | undefined): string | null {
  const base = product.unit
  if (base === null || base === undefined || REFERENCE[base.type] === undefined || unit === null || unit === undefined) return null
  if (REFERENCE[unit.type] !== undefined) return null
  const option = unitOptions(product).find((candidate) => candidate.isAlternative && candidate.unit !== null && sameId(candidate.unit, unit))
  if (option === undefined) return null
  const measure = formatMeasure(roundQuantity(option.ratio * unitFactor(base)), base.type)
  if (measure === null) return null
  const model: CalculationModel = option.calculationModel
  return model === 'approximate' ? `ca. ${measure}` : measure
}

function sameId(a: UnitInput, b: UnitInput): boolean {
  if (a.id !== undefined && a.id !== null && b.id !== undefined && b.id !== null) return String(a.id) === String(b.id)
  return (a.shortName ?? a.name) === (b.shortName ?? b.name) && a.type === b.type
}

export const UNIT_PRICE_MESSAGES = {
  amountPositive: 'Bitte geben Sie eine Füllmenge größer als 0 an.',
  unitRequired: 'Bitte wählen Sie die Einheit der Füllmenge.',
  amountRequired: 'Bitte geben Sie die Füllmenge zur gewählten Einheit an.',
} as const

/** The Füllmenge as staff enter it: both empty, or a positive amount with a known unit. */
export function netQuantityErrors(quantity: NetQuantity | null | undefined, field = 'netQuantity'): FieldError[] {
  const amount = quantity?.amount
  const unit = quantity?.unit
  const hasAmount = amount !== null && amount !== undefined
  const hasUnit = unit !== null && unit !== undefined && unit !== ''
  const errors: FieldError[] = []
  if (hasAmount && !(typeof amount === 'number' && Number.isFinite(amount) && amount > 0)) {
    errors.push({ field: `${field}.amount`, message: UNIT_PRICE_MESSAGES.amountPositive })
  }
  if (hasAmount && !hasUnit) errors.push({ field: `${field}.unit`, message: UNIT_PRICE_MESSAGES.unitRequired })
  if (!hasAmount && hasUnit) errors.push({ field: `${field}.amount`, message: UNIT_PRICE_MESSAGES.amountRequired })
  if (hasUnit && !(String(unit) in NET_QUANTITY_UNITS)) errors.push({ field: `${field}.unit`, message: UNIT_PRICE_MESSAGES.unitRequired })
  return errors
}

/**
 * The line under a price: '0,35 l · Grundpreis 11,14 € / 1 l', 'Grundpreis 24,90 € / 100 g', and for a piece of a
 * product sold by weight '1 Stk ca. 250 g · Grundpreis 28,90 € / 1 kg'. `unit` is the chosen unit (cart line, overlay),
 * `unitGross` the gross per price unit incl. options. Null when there is nothing to say or the price is hidden.
 */
export function unitPriceLine(
  product: ProductInput,
  options: { readonly unit?: UnitInput | null; readonly unitGross?: number; readonly currency?: string } = {},
): string | null {
  if (product.isPriceHidden === true) return null
  const currency = options.currency ?? 'EUR'
  const price = productUnitPrice(product, currency, options.unitGross)
  const unit = options.unit ?? null
  const estimate = unit === null ? null : unitEstimate(product, unit)
  // a piece of cheese sold per kg: the price per kg is the unit price, worth repeating beside the chosen piece
  const reference =
    price ??
    (estimate !== null && product.unit !== null && product.unit !== undefined
      ? referencePrice(options.unitGross ?? product.price ?? 0, 1, product.unit, { per100: product.isUnitPricePer100 === true, currency })
      : null)
  const parts: string[] = []
  if (estimate !== null && unit !== null) parts.push(`1 ${unit.shortName ?? unit.name ?? ''} ${estimate}`)
  if (price?.basis === 'netQuantity') parts.push(netQuantityText(product.netQuantity) ?? '')
  if (reference !== null) parts.push(`Grundpreis ${reference.text}`)
  const text = parts.filter((part) => part !== '').join(' · ')
  return text === '' ? null : text
}
