/**
 * Prices, taxes, delivery fee and minimum order (SF §3, §5, §9). All amounts in integer cents.
 * The rounding rule is the one of ./money (line gross rounded once, tax per rate on summed gross).
 */
import type {
  CalculationModel,
  CartItemInput,
  CartPartValue,
  ConfigPartInput,
  DeliveryAreaInput,
  DeliveryType,
  ProductInput,
  UnitInput,
} from './types'
import { multiplyCents, netPrice4, splitGross, taxOfGross, taxRateKey, toBasisPoints } from './money'
import { resolveUnitOption, roundQuantity, unitOptions } from './units'
import { formatMoney } from './format'
import { messageTemplates } from './messages'
import type { FieldError } from './messages'

/** SF §9: donation amount shown, 0.07 in the shop currency. Decision: not added to the order total. */
export const DONATION_AMOUNT_CENTS = 7

/** A line ready for pricing. */
export interface PricedLine {
  /** Gross cents per price unit including part modifiers. */
  readonly unitGross: number
  /** Quantity in the price unit. */
  readonly quantity: number
  /** Tax rate in percent for the chosen delivery type. */
  readonly taxRate: number
  readonly calculationModel?: CalculationModel | null
  readonly isPriceHidden?: boolean | null
}

export interface LinePrice extends PricedLine {
  /** Tax rate in basis points (8.1 % → 810). */
  readonly basisPoints: number
  readonly gross: number
  readonly net: number
  readonly tax: number
  /** Net unit price in currency units, 4 decimals. */
  readonly unitNet: number
}

export interface DeliveryFee {
  readonly net: number
  readonly tax: number
  readonly gross: number
  readonly taxRate: number
  readonly isFree: boolean
}

/** The pricing result of SF §3. `taxes` maps the rate in percent ('10', '8.1') to its tax in cents. */
export interface PricingResult {
  readonly net: number
  readonly tax: number
  readonly gross: number
  readonly deliveryNet: number
  readonly deliveryTax: number
  readonly deliveryGross: number
  readonly totalNet: number
  readonly totalTax: number
  readonly totalGross: number
  readonly taxes: Readonly<Record<string, number>>
  readonly lines: readonly LinePrice[]
  readonly calculationModel: CalculationModel
  readonly hasHiddenPrice: boolean
  readonly isDeliveryFree: boolean
}

/** Whether a total is not final: 'ca.' (approximate) or 'ab' (minimum) lines, or a line with a hidden price. */
export const isPricingApproximate = (pricing: Pick<PricingResult, 'calculationModel' | 'hasHiddenPrice'>): boolean =>
  pricing.calculationModel !== 'fixed' || pricing.hasHiddenPrice

/** The stored totals of an order (cents), as order creation and staff edits write them. */
export function orderTotals(pricing: PricingResult) {
  return {
    net: pricing.net,
    tax: pricing.tax,
    gross: pricing.gross,
    deliveryNet: pricing.deliveryNet,
    deliveryTax: pricing.deliveryTax,
    deliveryGross: pricing.deliveryGross,
    totalNet: pricing.totalNet,
    totalTax: pricing.totalTax,
    totalGross: pricing.totalGross,
    taxes: pricing.taxes,
    isApproximate: isPricingApproximate(pricing),
  }
}

// ---------------------------------------------------------------------------
// Product-level rules
// ---------------------------------------------------------------------------

/** Tax of a product by delivery type: tax (delivery), takeawayTax, dineInTax; missing → tax. */
export function taxRateFor(product: Pick<ProductInput, 'tax' | 'takeawayTax' | 'dineInTax'>, deliveryType: DeliveryType): number {
  const specific = deliveryType === 'takeaway' ? product.takeawayTax : deliveryType === 'dineIn' ? product.dineInTax : product.tax
  return specific ?? product.tax ?? 0
}

function selectedOptionNames(part: ConfigPartInput, value: CartPartValue | null | undefined): readonly string[] {
  if (value === null || value === undefined) return []
  if (part.type === 'select') return typeof value.value === 'string' && value.value !== '' ? [value.value] : []
  if (part.type === 'multiselect') return value.values ?? []
  return []
}

/**
 * Unit gross with configurable part options (SF §5): the last selected 'overwrite' option replaces
 * the base price, then all 'add' values are added and 'subtract' values subtracted (floor 0).
 * Options without a modifier count as 'add'.
 */
export function unitGrossWithParts(
  product: Pick<ProductInput, 'price' | 'config'>,
  parts: readonly (CartPartValue | null | undefined)[] | null | undefined,
): number {
  let base = Math.round(product.price ?? 0)
  let delta = 0
  const configParts = product.config?.parts ?? []
  configParts.forEach((part, index) => {
    for (const name of selectedOptionNames(part, parts?.[index])) {
      const option = part.options?.find((candidate) => candidate.name === name)
      if (option === undefined) continue
      const value = Math.round(option.value ?? 0)
      if (option.modifier === 'overwrite') base = value
      else if (option.modifier === 'subtract') delta -= value
      else delta += value
    }
  })
  return Math.max(0, base + delta)
}

/** Calculation model of an item: the chosen alternative unit's, else the product's, else fixed. */
export function calculationModelFor(product: ProductInput, unit?: UnitInput | null): CalculationModel {
  return resolveUnitOption(product, unit)?.calculationModel ?? product.calculationModel ?? 'fixed'
}

export function toPricedLine(item: CartItemInput, deliveryType: DeliveryType): PricedLine {
  const option = resolveUnitOption(item.product, item.unit)
  return {
    unitGross: unitGrossWithParts(item.product, item.parts),
    quantity: roundQuantity(item.amount * (option?.ratio ?? 1)),
    taxRate: taxRateFor(item.product, deliveryType),
    calculationModel: option?.calculationModel ?? item.product.calculationModel ?? 'fixed',
    isPriceHidden: item.product.isPriceHidden === true,
  }
}

export function priceLine(line: PricedLine): LinePrice {
  const basisPoints = toBasisPoints(line.taxRate)
  const gross = multiplyCents(line.unitGross, line.quantity)
  const tax = taxOfGross(gross, basisPoints)
  return {
    unitGross: line.unitGross,
    quantity: line.quantity,
    taxRate: line.taxRate,
    calculationModel: line.calculationModel ?? 'fixed',
    isPriceHidden: line.isPriceHidden === true,
    basisPoints,
    gross,
    net: gross - tax,
    tax,
    unitNet: netPrice4(line.unitGross, basisPoints),
  }
}

// ---------------------------------------------------------------------------
// Delivery fee and minimum order
// ---------------------------------------------------------------------------

function positiveCents(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : null
}

/**
 * SF §9: delivery is free when the area is marked free or the items' gross **exceeds** freeFromOrderValue — at exactly
 * the threshold the fee still applies (unlike the minimum order value, which is reached at ≥). A threshold of 0/empty
 * means none.
 */
export function isDeliveryFree(area: DeliveryAreaInput, itemsGross: number): boolean {
  if (area.free === true) return true
  const threshold = positiveCents(area.freeFromOrderValue)
  return threshold !== null && itemsGross > threshold
}

export function deliveryFee(area: DeliveryAreaInput | null | undefined, itemsGross: number): DeliveryFee {
  if (area === null || area === undefined) return { net: 0, tax: 0, gross: 0, taxRate: 0, isFree: false }
  const taxRate = area.tax ?? 0
  if (isDeliveryFree(area, itemsGross)) return { net: 0, tax: 0, gross: 0, taxRate, isFree: true }
  const split = splitGross(positiveCents(area.price) ?? 0, toBasisPoints(taxRate))
  return { ...split, taxRate, isFree: false }
}

/** Minimum order value (SF §5) is reached when the items' gross is at least minimumOrderValue. */
export function isMinimumOrderReached(area: DeliveryAreaInput | null | undefined, itemsGross: number): boolean {
  const minimum = positiveCents(area?.minimumOrderValue)
  return minimum === null || itemsGross >= minimum
}

/** Missing amount to the minimum order value in cents (0 when reached). */
export function minimumOrderShortfall(area: DeliveryAreaInput | null | undefined, itemsGross: number): number {
  const minimum = positiveCents(area?.minimumOrderValue)
  return minimum === null ? 0 : Math.max(0, minimum - itemsGross)
}

/** 'Sie haben den Mindestbestellwert in Höhe von 15,00 € leider noch nicht erreicht.' or null. */
export function minimumOrderMessage(
  area: DeliveryAreaInput | null | undefined,
  itemsGross: number,
  currency = 'EUR',
): string | null {
  if (isMinimumOrderReached(area, itemsGross)) return null
  return messageTemplates.minimumOrderNotReached(formatMoney(positiveCents(area?.minimumOrderValue) ?? 0, currency))
}

export function minimumOrderError(
  area: DeliveryAreaInput | null | undefined,
  itemsGross: number,
  currency = 'EUR',
): FieldError | null {
  const message = minimumOrderMessage(area, itemsGross, currency)
  return message === null ? null : { field: 'deliveryArea', message }
}

// ---------------------------------------------------------------------------
// Totals
// ---------------------------------------------------------------------------

/**
 * Calculation model of a total: any approximate line ⇒ 'approximate' ('ca.'), else any minimum
 * line ⇒ 'minimum' ('ab'), else 'fixed'. (Decision: 'ca.' wins over 'ab' in mixed carts.)
 */
export function combinedCalculationModel(models: readonly (CalculationModel | null | undefined)[]): CalculationModel {
  if (models.includes('approximate')) return 'approximate'
  if (models.includes('minimum')) return 'minimum'
  return 'fixed'
}

/** Price prefix of SF §3: approximate 'ca.', minimum 'ab', fixed none. */
export function calculationModelPrefix(model: CalculationModel | null | undefined): '' | 'ca.' | 'ab' {
  if (model === 'approximate') return 'ca.'
  if (model === 'minimum') return 'ab'
  return ''
}

/** '12,50 €', 'ca. 12,50 €', 'ab 12,50 €'. */
export function formatPrice(cents: number, model?: CalculationModel | null, currency = 'EUR'): string {
  const prefix = calculationModelPrefix(model)
  return prefix === '' ? formatMoney(cents, currency) : `${prefix} ${formatMoney(cents, currency)}`
}

/**
 * Totals of priced lines plus an optional delivery area (SF §3). Items are grouped by tax rate,
 * each rate's tax is computed once on its summed gross; the delivery fee is its own tax basis and
 * is added to its rate in `taxes`. Invariants: gross = net + tax for items, delivery and totals,
 * and totalTax = Σ taxes.
 */
export function computePricing(lines: readonly PricedLine[], deliveryArea?: DeliveryAreaInput | null): PricingResult {
  const priced = lines.map(priceLine)
  const grossByRate = new Map<number, number>()
  for (const line of priced) grossByRate.set(line.basisPoints, (grossByRate.get(line.basisPoints) ?? 0) + line.gross)
  const taxes: Record<string, number> = {}
  let gross = 0
  let tax = 0
  for (const [basisPoints, rateGross] of [...grossByRate].sort((a, b) => a[0] - b[0])) {
    const rateTax = splitGross(rateGross, basisPoints).tax
    taxes[taxRateKey(basisPoints)] = rateTax
    gross += rateGross
    tax += rateTax
  }
  const fee = deliveryFee(deliveryArea, gross)
  if (fee.gross > 0) {
    const key = taxRateKey(toBasisPoints(fee.taxRate))
    taxes[key] = (taxes[key] ?? 0) + fee.tax
  }
  return {
    net: gross - tax,
    tax,
    gross,
    deliveryNet: fee.net,
    deliveryTax: fee.tax,
    deliveryGross: fee.gross,
    totalNet: gross - tax + fee.net,
    totalTax: tax + fee.tax,
    totalGross: gross + fee.gross,
    taxes,
    lines: priced,
    calculationModel: combinedCalculationModel(priced.map((line) => line.calculationModel)),
    hasHiddenPrice: priced.some((line) => line.isPriceHidden === true),
    isDeliveryFree: deliveryArea !== null && deliveryArea !== undefined && fee.isFree,
  }
}

/** Prices a cart for a delivery type; the delivery area only counts for delivery. */
export function priceCart(
  items: readonly CartItemInput[],
  deliveryType: DeliveryType,
  deliveryArea?: DeliveryAreaInput | null,
): PricingResult {
  return computePricing(
    items.map((item) => toPricedLine(item, deliveryType)),
    deliveryType === 'delivery' ? deliveryArea : null,
  )
}

export interface UnitPrice {
  readonly unit: UnitInput | null
  readonly gross: number
  readonly calculationModel: CalculationModel
  /** null when the product's price is hidden. */
  readonly text: string | null
}

/** Price per unit and per alternative unit for the product card (SF §2). */
export function productUnitPrices(product: ProductInput, currency = 'EUR'): UnitPrice[] {
  return unitOptions(product).map((option) => {
    const gross = multiplyCents(Math.round(product.price ?? 0), option.ratio)
    return {
      unit: option.unit,
      gross,
      calculationModel: option.calculationModel,
      text: product.isPriceHidden === true ? null : formatPrice(gross, option.calculationModel, currency),
    }
  })
}
