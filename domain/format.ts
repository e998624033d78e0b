/**
 * German formatting (SF §1, §9): DD.MM.YYYY, HH:mm, DD.MM.YYYY HH:mm in a given zone; money '12,50 €'.
 */
import { DEFAULT_TIME_ZONE, partsFromDayNumber, toLocal } from './time-zone'
import type { InstantInput } from './time-zone'

const pad2 = (value: number): string => String(value).padStart(2, '0')

export function formatDate(instant: InstantInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  const local = toLocal(instant, timeZone)
  return `${pad2(local.day)}.${pad2(local.month)}.${String(local.year).padStart(4, '0')}`
}

/** A local calendar day (day number) as DD.MM.YYYY. */
export function formatDayNumber(dayNumber: number): string {
  const { year, month, day } = partsFromDayNumber(dayNumber)
  return `${pad2(day)}.${pad2(month)}.${String(year).padStart(4, '0')}`
}

export function formatTime(instant: InstantInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  const local = toLocal(instant, timeZone)
  return `${pad2(local.hour)}:${pad2(local.minute)}`
}

export function formatDateTime(instant: InstantInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  return `${formatDate(instant, timeZone)} ${formatTime(instant, timeZone)}`
}

const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { EUR: '€', CHF: 'CHF', USD: '$', GBP: '£' }

/** Groups the integer digits with '.' (1234567 → '1.234.567'). */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.')
}

/** Decimal number of cents in German notation without currency: 1250 → '12,50', -5 → '-0,05'. */
export function formatCentsAmount(cents: number): string {
  const rounded = Math.round(cents)
  const sign = rounded < 0 ? '-' : ''
  const absolute = Math.abs(rounded)
  return `${sign}${groupThousands(String(Math.floor(absolute / 100)))},${pad2(absolute % 100)}`
}

/** Money in integer cents, German: 1250 → '12,50 €' (plain space; currency default EUR). */
export function formatMoney(cents: number, currency = 'EUR'): string {
  return `${formatCentsAmount(cents)} ${CURRENCY_SYMBOLS[currency] ?? currency}`
}

/** Tax rate label: 8.1 → '8,1 %'. */
export function formatTaxRate(percent: number): string {
  return `${String(percent).replace('.', ',')} %`
}

/**
 * An amount in euros as staff type it → integer cents, or null when it is not an amount.
 * Accepts '4,90', '4,9', '4', '4,90 €', '1.234,50', '1234.5' (a dot followed by one or two digits at the end is
 * a decimal point, other dots group thousands); more than two decimals are refused rather than rounded.
 */
export function parseEuroAmount(input: string): number | null {
  const text = input.replace(/€|EUR/gi, '').trim()
  if (text === '' || /\s/.test(text)) return null
  const negative = text.startsWith('-')
  const unsigned = negative ? text.slice(1) : text
  let integerPart: string
  let fraction = ''
  if (unsigned.includes(',')) {
    const [whole = '', decimals = '', ...rest] = unsigned.split(',')
    if (rest.length > 0 || !/^(\d{1,3}(\.\d{3})*|\d+)$/.test(whole)) return null
    integerPart = whole.replace(/\./g, '')
    fraction = decimals
  } else if (/^\d+\.\d{1,2}$/.test(unsigned)) {
    const [whole = '', decimals = ''] = unsigned.split('.')
    integerPart = whole
    fraction = decimals
  } else if (/^(\d{1,3}(\.\d{3})+|\d+)$/.test(unsigned)) {
    integerPart = unsigned.replace(/\./g, '')
  } else {
    return null
  }
  if (!/^\d{0,2}$/.test(fraction) || integerPart === '') return null
  const cents = Number(integerPart) * 100 + Number(fraction.padEnd(2, '0'))
  if (!Number.isSafeInteger(cents)) return null
  return negative ? -cents : cents
}
