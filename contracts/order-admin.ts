/**
 * Bodies of the staff order calls (BO §7, BO §8): written once, parsed on the server, sent by the order board.
 *   • PUT /api/orders/:id/items/:index — `{ amount, unit?, parts? }` (ItemChangeBody)
 *   • POST /api/orders/:id/status/:action — `{ rejectionMessage? | message? }` (StatusMessageBody)
 *   • POST /api/orders/:id/counter-appointment — `{ counterAppointment }` (CounterAppointmentBody)
 * Every problem is a German `{ field, message }` (parseBody in errors.ts), all at once.
 */
import { z } from 'zod'

import { MESSAGES } from '../domain'
import type { CartPartValue } from '../domain'
import { ORDER_ADMIN_MESSAGES as M } from '../domain/order-admin-messages'
import type { BodyResult } from './errors'
import { fieldErrors, germanIssue } from './errors'

/** Longest message staff may send to the customer with a status change. */
export const MAX_STAFF_MESSAGE_LENGTH = 1000

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
/** A body that is no object counts as `{}` (the status calls are sent without one). */
const objectOrEmpty = (body: unknown) => (isObject(body) ? body : {})

const absent = z.union([z.literal(''), z.null()]).transform(() => null)
const itemInvalid = { error: M.itemInvalid }
const unitNotAvailable = { error: M.unitNotAvailable }

/** A position's configuration value: `{ value }` or `{ values }` (numbers count as their text); null = not chosen. */
const partChoice = z
  .object(
    {
      value: z.string(itemInvalid).nullish(),
      values: z.array(z.union([z.string(), z.number().transform(String)], itemInvalid), itemInvalid).nullish(),
    },
    itemInvalid,
  )
  .transform((part): CartPartValue => ({ value: part.value ?? null, values: part.values ?? null }))
  .nullish()
  .transform((part) => part ?? null)

export const ItemChangeBody = z.preprocess(
  objectOrEmpty,
  z
    .object({
      /** In the position's unit; a decimal comma is accepted. */
      amount: z
        .union(
          [
            z.number(),
            z.string().transform((text) => (text === '' ? null : Number(text.replace(',', '.')))),
            z.null(),
            z.undefined(),
          ],
          {
            error: M.mustBeNumber,
          },
        )
        .pipe(
          z
            .number({
              error: (issue) => (issue.input === null || issue.input === undefined ? MESSAGES.required : M.mustBeNumber),
            })
            .positive({ error: M.quantityNotAllowed }),
        ),
      /** Omitted: keep the position's unit; null or '': the product's own unit; an id (or `{ id }`): that unit. */
      unit: z
        .union([absent, z.object({ id: z.unknown() }).transform((unit) => unit.id), z.number(), z.string()], unitNotAvailable)
        .pipe(
          z.union(
            [
              z.null(),
              z.union([z.number(), z.string().transform(Number)]).pipe(z.int(unitNotAvailable).positive(unitNotAvailable)),
            ],
            unitNotAvailable,
          ),
        )
        .optional(),
      /** Omitted: keep the configuration; else aligned with the product's config.parts. */
      parts: z.array(partChoice, itemInvalid).nullish(),
    })
    .transform((body) => ({ amount: body.amount, unitId: body.unit, parts: body.parts ?? undefined })),
)

export type ItemChangeInput = {
  amount: number | string
  unit?: number | string | { id: number } | null
  parts?: (CartPartValue | null)[] | null
}
export type ItemChange = z.output<typeof ItemChangeBody>

/** Problems inside a part's value(s) are the part's ('parts.1'). */
const itemChangeField = (path: readonly PropertyKey[]) => (path[0] === 'parts' ? path.slice(0, 2) : path).map(String).join('.')

export function parseItemChangeBody(body: unknown): BodyResult<ItemChange> {
  const result = ItemChangeBody.safeParse(body, { error: germanIssue })
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: fieldErrors(result.error.issues, itemChangeField) }
}

const staffMessage = z
  .string({ error: M.mustBeText })
  .trim()
  .max(MAX_STAFF_MESSAGE_LENGTH, { error: M.messageTooLong(MAX_STAFF_MESSAGE_LENGTH) })
  .transform((text) => (text === '' ? null : text))
  .nullish()

/** The customer's message of a status change: `rejectionMessage` when given, else `message`; null when none. */
export const StatusMessageBody = z
  .preprocess(
    (body) => {
      const src = objectOrEmpty(body)
      return src.rejectionMessage !== undefined && src.rejectionMessage !== null
        ? { rejectionMessage: src.rejectionMessage }
        : { message: src.message }
    },
    z.object({ rejectionMessage: staffMessage, message: staffMessage }),
  )
  .transform((body) => body.rejectionMessage ?? body.message ?? null)

export type StatusMessageInput = { rejectionMessage?: string | null; message?: string | null }

/** The proposed appointment as epoch ms (any date-time Date.parse reads). */
export const CounterAppointmentBody = z.preprocess(
  objectOrEmpty,
  z
    .object({
      counterAppointment: z
        .union(
          [
            absent,
            z.undefined().transform(() => null),
            z
              .string()
              .refine((text) => Number.isFinite(Date.parse(text)), { error: M.invalidDate })
              .transform((text) => Date.parse(text)),
          ],
          {
            error: M.invalidDate,
          },
        )
        .refine((ms): ms is number => ms !== null, { error: M.counterAppointmentRequired }),
    })
    .transform((body) => body.counterAppointment),
)

export type CounterAppointmentInput = { counterAppointment: string }
