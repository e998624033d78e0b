/**
 * Shape check of the public order body (SF §3 "Order form" + isDelivery, isDineIn, branch, items).
 * Only types and lengths are checked here; the business rules are the domain's (see validate.ts).
 * Every problem becomes a German `{ field, message }`; nothing is thrown.
 */
import { DEFAULT_COUNTRY, DEFAULT_PAYMENT_METHOD, DELIVERY_TYPES, deliveryTypeOf, normalizePhone } from '../../domain'
import type { CartPartValue, DeliveryType, FieldError, OrderFormInput } from '../../domain'
import { ORDER_MESSAGES as M } from './messages'

export const MAX_ITEMS = 100
export const MAX_PARTS = 50
export const MAX_PART_VALUES = 20
export const MAX_PART_TEXT = 2000
/** Decision: upper bound of an item amount (in the ordered unit), against absurd totals. */
export const MAX_AMOUNT = 100_000

/** Text fields of the order form with their maximum length. */
const TEXT_FIELDS = {
  companyName: 200,
  firstName: 100,
  lastName: 100,
  street: 200,
  floor: 20,
  stairway: 20,
  door: 20,
  zipCode: 20,
  city: 100,
  country: 10,
  vatNumber: 40,
  phone: 40,
  email: 254,
  deliveryStreet: 200,
  deliveryFloor: 20,
  deliveryStairway: 20,
  deliveryDoor: 20,
  deliveryZipCode: 20,
  deliveryCity: 100,
  deliveryCountry: 10,
  comment: 2000,
  paymentMethod: 40,
} as const

type TextField = keyof typeof TEXT_FIELDS

const FLAG_FIELDS = ['isCompany', 'isDeliveryAddressDifferent', 'legalInstructions', 'privacyPolicy'] as const

export interface SubmittedItem {
  readonly productId: number | null
  readonly amount: number
  readonly unitId: number | null
  readonly parts: readonly (CartPartValue | null)[]
}

export interface OrderSubmission {
  /** The order form, trimmed; empty strings are null; phone normalised; countries upper case with default AT. */
  readonly form: OrderFormInput & { readonly deliveryArea: string | null; readonly table: number | null; readonly donatee: number | null }
  readonly deliveryType: DeliveryType
  readonly branchId: number | null
  readonly items: readonly SubmittedItem[]
}

type Obj = Record<string, unknown>

const isObject = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A positive integer id (number or digit string); undefined when absent, NaN when malformed. */
function parseId(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : Number.NaN
  if (typeof value === 'string' && /^\d{1,15}$/.test(value.trim())) {
    const id = Number(value.trim())
    return id > 0 ? id : Number.NaN
  }
  return Number.NaN
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i

export function parseOrderBody(body: unknown): { submission: OrderSubmission; errors: FieldError[] } {
  const errors: FieldError[] = []
  const push = (field: string, message: string) => errors.push({ field, message })
  const src: Obj = isObject(body) ? body : {}
  if (!isObject(body)) push('', M.mustBeObject)

  const text = (field: string, max: number, value: unknown): string | null => {
    if (value === undefined || value === null) return null
    if (typeof value === 'number' && Number.isFinite(value)) value = String(value)
    if (typeof value !== 'string') {
      push(field, M.mustBeText)
      return null
    }
    const trimmed = value.trim()
    if (trimmed.length > max) {
      push(field, M.tooLong(max))
      return null
    }
    return trimmed === '' ? null : trimmed
  }
  const flag = (field: string, value: unknown): boolean => {
    if (value === undefined || value === null) return false
    if (typeof value !== 'boolean') {
      push(field, M.mustBeBoolean)
      return false
    }
    return value
  }
  const id = (field: string, value: unknown): number | null => {
    const parsed = parseId(value)
    if (Number.isNaN(parsed)) {
      push(field, M.invalidValue)
      return null
    }
    return parsed
  }

  const texts = {} as Record<TextField, string | null>
  for (const [field, max] of Object.entries(TEXT_FIELDS) as [TextField, number][]) texts[field] = text(field, max, src[field])
  const flags = {} as Record<(typeof FLAG_FIELDS)[number], boolean>
  for (const field of FLAG_FIELDS) flags[field] = flag(field, src[field])
  const isDelivery = flag('isDelivery', src.isDelivery)
  const isDineIn = flag('isDineIn', src.isDineIn)

  // delivery type: the explicit deliveryType when given, else from the flags; both must agree
  const fromFlags = deliveryTypeOf({ isDelivery, isDineIn })
  let deliveryType: DeliveryType = fromFlags
  const rawType = src.deliveryType
  if (rawType !== undefined && rawType !== null && rawType !== '') {
    if (typeof rawType !== 'string' || !(DELIVERY_TYPES as readonly string[]).includes(rawType)) push('deliveryType', M.invalidValue)
    else {
      deliveryType = rawType as DeliveryType
      const flagsGiven = src.isDelivery !== undefined || src.isDineIn !== undefined
      if (flagsGiven && fromFlags !== deliveryType) push('deliveryType', M.deliveryTypeMismatch)
    }
  }

  const deliveryAreaRaw = src.deliveryArea
  const deliveryArea =
    typeof deliveryAreaRaw === 'number' && Number.isFinite(deliveryAreaRaw) ? String(deliveryAreaRaw) : text('deliveryArea', 200, deliveryAreaRaw)

  let appointmentDate: string | null = null
  const rawAppointment = src.appointmentDate
  if (rawAppointment !== undefined && rawAppointment !== null && rawAppointment !== '') {
    if (typeof rawAppointment !== 'string' || !ISO_INSTANT.test(rawAppointment.trim()) || Number.isNaN(Date.parse(rawAppointment.trim()))) {
      push('appointmentDate', M.invalidDate)
    } else appointmentDate = new Date(Date.parse(rawAppointment.trim())).toISOString()
  }

  const upper = (value: string | null) => (value === null ? null : value.toUpperCase())
  const form = {
    ...texts,
    ...flags,
    phone: texts.phone === null ? null : normalizePhone(texts.phone),
    country: upper(texts.country) ?? DEFAULT_COUNTRY,
    deliveryCountry: upper(texts.deliveryCountry) ?? (flags.isDeliveryAddressDifferent ? DEFAULT_COUNTRY : null),
    paymentMethod: texts.paymentMethod ?? DEFAULT_PAYMENT_METHOD,
    deliveryArea,
    appointmentDate,
    table: id('table', src.table),
    donatee: id('donatee', src.donatee),
  }

  const branchId = id('branch', src.branch)
  if (branchId === null && !errors.some((e) => e.field === 'branch')) push('branch', 'Dieser Wert sollte nicht leer sein.')

  return { submission: { form, deliveryType, branchId, items: parseItems(src.items, push) }, errors }
}

function parseItems(raw: unknown, push: (field: string, message: string) => void): SubmittedItem[] {
  if (raw === undefined || raw === null) return []
  if (!Array.isArray(raw)) {
    push('items', M.mustBeList)
    return []
  }
  if (raw.length > MAX_ITEMS) {
    push('items', M.tooMany(MAX_ITEMS))
    return []
  }
  return raw.map((entry, index): SubmittedItem => {
    const at = `items.${index}`
    if (!isObject(entry)) {
      push(at, M.invalidValue)
      return { productId: null, amount: 0, unitId: null, parts: [] }
    }
    const productId = parseId(entry.product)
    if (productId === null || Number.isNaN(productId)) push(`${at}.product`, M.invalidValue)
    let amount = 0
    if (typeof entry.amount !== 'number' || !Number.isFinite(entry.amount) || entry.amount <= 0 || entry.amount > MAX_AMOUNT) {
      push(`${at}.amount`, M.mustBeNumber)
    } else amount = entry.amount
    const unitId = parseId(entry.unit)
    if (Number.isNaN(unitId)) push(`${at}.unit`, M.invalidValue)
    return {
      productId: productId === null || Number.isNaN(productId) ? null : productId,
      amount,
      unitId: unitId === null || Number.isNaN(unitId) ? null : unitId,
      parts: parseParts(entry.parts, `${at}.parts`, push),
    }
  })
}

function parseParts(raw: unknown, at: string, push: (field: string, message: string) => void): (CartPartValue | null)[] {
  if (raw === undefined || raw === null) return []
  if (!Array.isArray(raw)) {
    push(at, M.mustBeList)
    return []
  }
  if (raw.length > MAX_PARTS) {
    push(at, M.tooMany(MAX_PARTS))
    return []
  }
  return raw.map((part, index): CartPartValue | null => {
    const field = `${at}.${index}`
    if (part === null || part === undefined) return null
    if (!isObject(part)) {
      push(field, M.invalidValue)
      return null
    }
    let value: string | null = null
    if (part.value !== undefined && part.value !== null) {
      if (typeof part.value !== 'string') push(field, M.mustBeText)
      else if (part.value.length > MAX_PART_TEXT) push(field, M.tooLong(MAX_PART_TEXT))
      else value = part.value.trim()
    }
    let values: string[] | null = null
    if (part.values !== undefined && part.values !== null) {
      if (!Array.isArray(part.values)) push(field, M.mustBeList)
      else if (part.values.length > MAX_PART_VALUES) push(field, M.tooMany(MAX_PART_VALUES))
      else {
        values = []
        for (const entry of part.values as unknown[]) {
          const item = typeof entry === 'number' && Number.isFinite(entry) ? String(entry) : entry
          if (typeof item !== 'string') push(field, M.mustBeText)
          else if (item.length > MAX_PART_TEXT) push(field, M.tooLong(MAX_PART_TEXT))
          else if (item.trim() !== '') values.push(item.trim())
        }
      }
    }
    return { value, values }
  })
}
