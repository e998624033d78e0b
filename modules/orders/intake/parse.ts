/**
 * The public order body (schema: contracts/order-body.ts) → the submission the server validates.
 * Every problem becomes a German `{ field, message }`, all at once; nothing is thrown. A field with a wrong shape
 * counts as empty, so the domain's rules still judge the rest (validate.ts merges both lists).
 */
import { DEFAULT_COUNTRY, DEFAULT_PAYMENT_METHOD, deliveryTypeOf, normalizePhone } from '../../../domain'
import type { CartPartValue, DeliveryType, FieldError, OrderFormInput } from '../../../domain'
import { fieldErrors, germanIssue } from '../../../contracts/errors'
import { ORDER_BODY_FIELDS, ORDER_FLAG_FIELDS, ORDER_TEXT_FIELDS, OrderBody, OrderBodyLenient } from '../../../contracts/order-body'
import type { OrderBodyData } from '../../../contracts/order-body'
import { ORDER_MESSAGES as M } from '../../../domain/order-messages'

export interface SubmittedItem {
  readonly productId: number | null
  readonly amount: number
  readonly unitId: number | null
  readonly parts: readonly (CartPartValue | null)[]
}

export interface OrderSubmission {
  /** The order form, trimmed; empty strings are null; phone normalised; countries upper case with default AT. */
  readonly form: OrderFormInput & {
    readonly deliveryArea: string | null
    readonly table: number | null
    readonly donatee: number | null
  }
  readonly deliveryType: DeliveryType
  readonly branchId: number | null
  readonly items: readonly SubmittedItem[]
}

type TextField = keyof typeof ORDER_TEXT_FIELDS

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Problems inside a part's value or values are the part's ('items.0.parts.1'). */
const orderField = (path: readonly PropertyKey[]) =>
  (path[0] === 'items' && path[2] === 'parts' ? path.slice(0, 4) : path).map(String).join('.')

/** Errors in the order of the body's fields (zod reports them so; the cross-field check below is added later). */
const fieldRank = (error: FieldError) => ORDER_BODY_FIELDS.indexOf(error.field.split('.')[0] as keyof OrderBodyData)

export function parseOrderBody(body: unknown): { submission: OrderSubmission; errors: FieldError[] } {
  const errors: FieldError[] = []
  if (!isObject(body)) errors.push({ field: '', message: M.mustBeObject })
  const src = isObject(body) ? body : {}

  const strict = OrderBody.safeParse(src, { error: germanIssue })
  if (!strict.success) errors.push(...fieldErrors(strict.error.issues, orderField))
  const data = strict.success ? strict.data : OrderBodyLenient.parse(src)

  // delivery type: the explicit deliveryType when given, else from the flags; both must agree when both are given
  const isDelivery = data.isDelivery ?? false
  const isDineIn = data.isDineIn ?? false
  const fromFlags = deliveryTypeOf({ isDelivery, isDineIn })
  const deliveryType = data.deliveryType ?? fromFlags
  const flagsGiven = src.isDelivery !== undefined || src.isDineIn !== undefined
  if (data.deliveryType && flagsGiven && fromFlags !== deliveryType)
    errors.push({ field: 'deliveryType', message: M.deliveryTypeMismatch })

  const texts = Object.fromEntries(
    Object.keys(ORDER_TEXT_FIELDS).map((field) => [field, data[field as TextField] ?? null]),
  ) as Record<TextField, string | null>
  const flags = Object.fromEntries(ORDER_FLAG_FIELDS.map((field) => [field, data[field] ?? false])) as Record<
    (typeof ORDER_FLAG_FIELDS)[number],
    boolean
  >
  const upper = (value: string | null) => (value === null ? null : value.toUpperCase())
  const form = {
    ...texts,
    ...flags,
    phone: texts.phone === null ? null : normalizePhone(texts.phone),
    country: upper(texts.country) ?? DEFAULT_COUNTRY,
    deliveryCountry: upper(texts.deliveryCountry) ?? (flags.isDeliveryAddressDifferent ? DEFAULT_COUNTRY : null),
    paymentMethod: texts.paymentMethod ?? DEFAULT_PAYMENT_METHOD,
    deliveryArea: data.deliveryArea ?? null,
    appointmentDate: data.appointmentDate ?? null,
    table: data.table ?? null,
    donatee: data.donatee ?? null,
  }
  const submittedItems = (data.items ?? []).map((item): SubmittedItem => ({
    productId: item.product ?? null,
    amount: item.amount,
    unitId: item.unit ?? null,
    parts: (item.parts ?? []).map((part) => (part ? { value: part.value ?? null, values: part.values ?? null } : null)),
  }))
  const ordered = errors
    .map((error, index) => ({ error, index }))
    .sort((a, b) => fieldRank(a.error) - fieldRank(b.error) || a.index - b.index)
  return {
    submission: { form, deliveryType, branchId: data.branch ?? null, items: submittedItems },
    errors: ordered.map((entry) => entry.error),
  }
}
