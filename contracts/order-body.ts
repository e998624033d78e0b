/**
 * Body of POST /api/orders/public (SF §3 order form + delivery type, branch, items): the storefront's order contract,
 * written once. Only types and lengths here; the business rules are the domain's. Built twice from the same rules:
 * `OrderBody` reports every problem, `OrderBodyLenient` lets a malformed field fall back to its empty value so the
 * server can still validate the rest and answer every error at once (modules/orders/intake/parse.ts).
 */
import { z } from 'zod'

import { DELIVERY_TYPES, MESSAGES } from '../domain'
import { ORDER_MESSAGES as M } from '../domain/order-messages'

export const MAX_ITEMS = 100
export const MAX_PARTS = 50
export const MAX_PART_VALUES = 20
export const MAX_PART_TEXT = 2000
/** Decision: upper bound of an item amount (in the ordered unit), against absurd totals. */
export const MAX_AMOUNT = 100_000

/** Text fields of the order form with their maximum length (in this order in the body and its errors). */
export const ORDER_TEXT_FIELDS = {
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

export const ORDER_FLAG_FIELDS = ['isCompany', 'isDeliveryAddressDifferent', 'legalInstructions', 'privacyPolicy'] as const

/** An instant with date, time and offset ('2030-05-01T10:00+02:00', '…Z'). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i
const ID_TEXT = /^\d{1,15}$/

const invalid = { error: M.invalidValue }

function build(lenient: boolean) {
  /** The rule, or with `lenient` the rule falling back to `empty` when the value has the wrong shape. */
  const orEmpty = <T extends z.ZodType>(schema: T, empty: z.output<T>) => (lenient ? schema.catch(empty) : schema)

  /** null, undefined and '' all mean "not given". */
  const absent = z.union([z.literal(''), z.null(), z.undefined()]).transform(() => null)

  /** Text (a number counts as its text), trimmed, at most `max` characters; empty → null. */
  const text = (max: number) =>
    orEmpty(
      z
        .union([z.string(), z.number().transform(String)], { error: M.mustBeText })
        .transform((value) => value.trim())
        .pipe(z.string().max(max, { error: M.tooLong(max) }))
        .transform((value) => (value === '' ? null : value))
        .nullish(),
      null,
    )

  const flag = orEmpty(z.boolean({ error: M.mustBeBoolean }).nullish(), false)

  /** A record id: a positive integer, as number or digit string. */
  const recordId = z
    .union([z.number(), z.string().trim().regex(ID_TEXT, invalid).transform(Number)], invalid)
    .pipe(z.int(invalid).positive(invalid)) // z.int(): a safe integer
  const optionalId = orEmpty(z.union([absent, recordId], invalid).optional(), null)
  const requiredId = (message: string) =>
    orEmpty(
      z.union([absent, recordId], invalid).refine((id): boolean => id !== null, { error: message }),
      null,
    )

  const appointmentDate = orEmpty(
    z
      .union(
        [
          absent,
          z
            .string()
            .trim()
            .regex(ISO_INSTANT, { error: M.invalidDate })
            .refine((value) => !Number.isNaN(Date.parse(value)), { error: M.invalidDate })
            .transform((value) => new Date(Date.parse(value)).toISOString()),
        ],
        { error: M.invalidDate },
      )
      .optional(),
    null,
  )

  /** A choice among a configurable part's values (numbers count as their text); blank entries are dropped. */
  const partValue = orEmpty(
    z
      .union([z.string(), z.number().transform(String)], { error: M.mustBeText })
      .pipe(z.string().max(MAX_PART_TEXT, { error: M.tooLong(MAX_PART_TEXT) }))
      .transform((value) => value.trim()),
    '',
  )
  const part = orEmpty(
    z
      .object(
        {
          value: orEmpty(
            z
              .string({ error: M.mustBeText })
              .max(MAX_PART_TEXT, { error: M.tooLong(MAX_PART_TEXT) })
              .transform((value) => value.trim())
              .nullish(),
            null,
          ),
          values: orEmpty(
            z
              .array(partValue, { error: M.mustBeList })
              .max(MAX_PART_VALUES, { error: M.tooMany(MAX_PART_VALUES) })
              .transform((values) => values.filter((value) => value !== ''))
              .nullish(),
            null,
          ),
        },
        invalid,
      )
      .nullish(),
    null,
  )

  const item = orEmpty(
    z.object(
      {
        product: requiredId(M.invalidValue),
        amount: orEmpty(
          z.number({ error: M.mustBeNumber }).positive({ error: M.mustBeNumber }).max(MAX_AMOUNT, { error: M.mustBeNumber }),
          0,
        ),
        unit: optionalId,
        parts: orEmpty(
          z
            .array(part, { error: M.mustBeList })
            .max(MAX_PARTS, { error: M.tooMany(MAX_PARTS) })
            .nullish(),
          [],
        ),
      },
      invalid,
    ),
    { product: null, amount: 0, unit: null, parts: [] },
  )

  const texts = Object.fromEntries(Object.entries(ORDER_TEXT_FIELDS).map(([field, max]) => [field, text(max)])) as {
    [K in keyof typeof ORDER_TEXT_FIELDS]: ReturnType<typeof text>
  }
  const flags = Object.fromEntries(ORDER_FLAG_FIELDS.map((field) => [field, flag])) as {
    [K in (typeof ORDER_FLAG_FIELDS)[number]]: typeof flag
  }

  return z.object({
    ...texts,
    ...flags,
    isDelivery: flag,
    isDineIn: flag,
    deliveryType: orEmpty(z.union([absent, z.enum(DELIVERY_TYPES)], invalid).optional(), null),
    deliveryArea: text(200),
    appointmentDate,
    table: optionalId,
    donatee: optionalId,
    branch: requiredId(MESSAGES.required),
    /** Opt-in 'Meine Daten für künftige Bestellungen speichern' (issue 19): only then is a customer record written (modules/accounts/customers.ts). */
    saveCustomerData: flag,
    items: orEmpty(
      z
        .array(item, { error: M.mustBeList })
        .max(MAX_ITEMS, { error: M.tooMany(MAX_ITEMS) })
        .nullish(),
      [],
    ),
  })
}

/** The order body as the server reads it: every shape problem is an issue. */
export const OrderBody = build(false)
/** The same rules; a field with a wrong shape falls back to its empty value (never fails on an object). */
export const OrderBodyLenient = build(true)

/** What the storefront sends (the schema's input). */
export type OrderBodyInput = z.input<typeof OrderBody>
/** The body after the shape check: trimmed texts (empty → null), ids as numbers, ISO appointment. */
export type OrderBodyData = z.output<typeof OrderBody>

/** Keys of the body in the order their problems are reported. */
export const ORDER_BODY_FIELDS = Object.keys(OrderBody.shape) as (keyof OrderBodyData)[]

/** Answer of POST /api/orders/public (201; a retried Idempotency-Key answers the first one again). */
export type CreatedOrderAnswer = { uid: string; hash: string; paymentRedirectUrl?: string }
