/**
 * Money and tax arithmetic — the one rounding rule of the platform: integer cents, gross prices, half away from zero
 * (exact on integers), line gross = round(unit gross × quantity), tax per rate on the rate's summed gross so that
 * gross = net + tax holds exactly; rates held as basis points. docs/domain.md "The money rule".
 */

const QUANTITY_SCALE = 1_000_000

/** Math.round rounds -2.5 to -2; this rounds it to -3. */
export function roundHalfAwayFromZero(value: number): number {
  const rounded = Math.sign(value) * Math.round(Math.abs(value))
  return Object.is(rounded, -0) ? 0 : rounded
}

/** Exact integer division n / d (d > 0) rounded half away from zero. */
export function divideRounded(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    return Number(divideRoundedBig(BigInt(Math.round(numerator)), BigInt(Math.round(denominator))))
  }
  const sign = numerator < 0 ? -1 : 1
  const n = Math.abs(numerator)
  let quotient = Math.floor(n / denominator)
  let remainder = n - quotient * denominator
  while (remainder < 0) {
    quotient -= 1
    remainder += denominator
  }
  while (remainder >= denominator) {
    quotient += 1
    remainder -= denominator
  }
  if (2 * remainder >= denominator) quotient += 1
  const result = sign * quotient
  return Object.is(result, -0) ? 0 : result
}

function divideRoundedBig(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('Divisor muss positiv sein')
  const negative = numerator < 0n
  const n = negative ? -numerator : numerator
  let quotient = n / denominator
  if (2n * (n - quotient * denominator) >= denominator) quotient += 1n
  return negative ? -quotient : quotient
}

/** Tax rate in percent → basis points (8.1 → 810). Negative or invalid rates count as 0. */
export function toBasisPoints(percent: number | null | undefined): number {
  if (typeof percent !== 'number' || !Number.isFinite(percent) || percent <= 0) return 0
  return Math.round(percent * 100)
}

/** Basis points → percent number (810 → 8.1). */
export function fromBasisPoints(basisPoints: number): number {
  return basisPoints / 100
}

/** Map key of a tax rate, its percent as a string ('10', '8.1'). */
export function taxRateKey(basisPoints: number): string {
  return String(fromBasisPoints(basisPoints))
}

/** Tax contained in a gross amount: round(gross × r / (100 + r)). */
export function taxOfGross(grossCents: number, basisPoints: number): number {
  if (basisPoints <= 0) return 0
  return divideRounded(grossCents * basisPoints, 10_000 + basisPoints)
}

export interface MoneySplit {
  readonly net: number
  readonly tax: number
  readonly gross: number
}

/** Splits a gross amount: net = gross − tax, exact. */
export function splitGross(grossCents: number, basisPoints: number): MoneySplit {
  const tax = taxOfGross(grossCents, basisPoints)
  return { net: grossCents - tax, tax, gross: grossCents }
}

/** round(unit cents × quantity) with the quantity exact to 6 decimals. */
export function multiplyCents(unitCents: number, quantity: number): number {
  const scaled = Math.round(quantity * QUANTITY_SCALE)
  const product = unitCents * scaled
  if (Number.isSafeInteger(product)) return divideRounded(product, QUANTITY_SCALE)
  return Number(divideRoundedBig(BigInt(Math.round(unitCents)) * BigInt(scaled), BigInt(QUANTITY_SCALE)))
}

/** Net price of a gross amount in currency units, rounded to 4 decimals (1000 ct at 10 % → 9.0909). */
export function netPrice4(grossCents: number, basisPoints: number): number {
  return divideRounded(grossCents * 1_000_000, 10_000 + Math.max(0, basisPoints)) / 10_000
}

/** Cents → currency units with 2 decimals (1250 → 12.5). */
export function centsToAmount(cents: number): number {
  return cents / 100
}

/** Currency units → cents, rounded half away from zero (12.345 → 1235). */
export function amountToCents(amount: number): number {
  return roundHalfAwayFromZero(Number((amount * 100).toFixed(6)))
}
