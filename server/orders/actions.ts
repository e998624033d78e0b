/**
 * The customer's actions on a public order (SF §4): answer a counter-appointment, rate a completed order.
 * Each runs in one transaction with the order row locked (FOR UPDATE), so two simultaneous answers cannot
 * both succeed; the rules are the domain's (respondToCounterAppointment, validateReview, orderState).
 */
import type { PayloadRequest } from 'payload'

import { MESSAGES, orderState, respondToCounterAppointment, shouldShowRatingPrompt, validateReview } from '../../domain'
import type { FieldError, ReviewInput } from '../../domain'
import type { Config1 as Config, Order } from '../../payload-types'
import { ApiError, badRequest } from '../api/errors'
import { inTransaction, lockOrderRow } from './db'
import { afterCounterAppointmentAnswered, afterOrderReviewed, runHook } from './hooks'
import { ORDER_MESSAGES as M } from './messages'
import { findOrderByUidHash, toPublicOrder } from './public'
import type { PublicOrder } from './public'

type HistoryEntry = NonNullable<Order['history']>[number]

const history = (order: Order, entry: Omit<HistoryEntry, 'id'>): HistoryEntry[] => [...(order.history ?? []), entry]

/** Finds the order by uid + hash and locks its row for the rest of the transaction; returns the locked row. */
async function lockedOrder(req: PayloadRequest, uid: string, hash: string): Promise<Order> {
  const found = await findOrderByUidHash(req, uid, hash)
  await lockOrderRow(req, found.id)
  // re-read after the lock: the row may have changed between the lookup and the lock
  // (overrideAccess: the caller proved access with uid + hash above)
  return (await req.payload.findByID({ collection: 'orders', id: found.id, depth: 0, req, overrideAccess: true })) as Order
}

/** Unexpected failures become the German fallback of the action (BO §8); ApiErrors pass through. */
async function withFallback<T>(message: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (error) {
    if (error instanceof ApiError) throw error
    console.error('[orders] public action failed', error)
    throw new ApiError(500, message)
  }
}

const flagsOf = (order: Order) => ({
  ...order,
  appointment: order.appointmentDate ?? null,
  counterAppointment: order.counterAppointment ?? null,
  questionnaireRating: typeof order.questionnaireRating?.rating === 'number' ? order.questionnaireRating : null,
})

/** confirm: the counter-appointment becomes the appointment (domain: and the order is confirmed); reject: the order is cancelled. */
export async function answerCounterAppointment(req: PayloadRequest, uid: string, hash: string, answer: 'confirm' | 'reject'): Promise<PublicOrder> {
  const fallback = answer === 'reject' ? MESSAGES.orderCancelFailed : MESSAGES.orderStatusChangeFailed
  const updated = await withFallback(fallback, () =>
    inTransaction(req, async () => {
      const order = await lockedOrder(req, uid, hash)
      const result = respondToCounterAppointment(flagsOf(order), answer)
      if (!result.ok) throw new ApiError(409, M.counterAppointmentNotAllowed)
      const at = new Date().toISOString()
      const data: Partial<Order> =
        answer === 'confirm'
          ? {
              appointmentDate: order.counterAppointment ?? null,
              counterAppointment: null,
              isConfirmed: result.order.isConfirmed === true,
              history: history(order, { at, action: 'counter-appointment-confirmed', from: 'pending', to: result.state, message: M.counterAppointmentConfirmed }),
            }
          : {
              counterAppointment: null,
              isCanceled: true,
              history: history(order, { at, action: 'canceled', from: 'pending', to: result.state, message: M.counterAppointmentRejected }),
            }
      // Deliberately overrideAccess: anonymous caller, access proven by uid + hash; only the fields above change.
      return (await req.payload.update({ collection: 'orders', id: order.id, data, req, depth: 0, overrideAccess: true })) as Order
    }),
  )
  await runHook('afterCounterAppointmentAnswered', () => afterCounterAppointmentAnswered(updated, answer, req))
  return toPublicOrder(updated)
}

/** Parses the review body; every problem is returned (German, by field). */
export function parseReview(body: unknown): { review: ReviewInput; errors: FieldError[] } {
  const src = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  const num = (value: unknown) => (typeof value === 'number' ? value : null)
  const review: ReviewInput = {
    rating: num(src.rating),
    foodRating: num(src.foodRating),
    serviceRating: num(src.serviceRating),
    processRating: num(src.processRating),
    comment: typeof src.comment === 'string' && src.comment.trim() !== '' ? src.comment.trim() : null,
  }
  const errors: FieldError[] = [...validateReview(review)]
  if (src.comment !== undefined && src.comment !== null && typeof src.comment !== 'string') errors.push({ field: 'comment', message: M.mustBeText })
  else if (typeof review.comment === 'string' && review.comment.length > 2000) errors.push({ field: 'comment', message: M.tooLong(2000) })
  return { review, errors }
}

/** Rates a completed order once (SF §4 "The rating prompt shows after completion"). */
export async function submitOrderReview(req: PayloadRequest, uid: string, hash: string, body: unknown): Promise<PublicOrder> {
  const updated = await withFallback(M.reviewSendFailed, () =>
    inTransaction(req, async () => {
      const order = await lockedOrder(req, uid, hash)
      const { review, errors } = parseReview(body)
      if (errors.length > 0) throw badRequest(errors)
      const config = (await req.payload.findGlobal({ slug: 'config', depth: 0, req, overrideAccess: false })) as Config
      if (config.enablePluginOrderReviews === false) throw new ApiError(409, M.reviewsDisabled)
      const flags = flagsOf(order)
      if (!shouldShowRatingPrompt(flags)) {
        throw new ApiError(409, orderState(flags) === 'completed' ? M.reviewAlreadySent : M.reviewNotCompleted)
      }
      return (await req.payload.update({
        collection: 'orders',
        id: order.id,
        data: {
          questionnaireRating: {
            rating: review.rating ?? null,
            foodRating: review.foodRating ?? null,
            serviceRating: review.serviceRating ?? null,
            processRating: review.processRating ?? null,
            comment: review.comment ?? null,
          },
          history: history(order, { at: new Date().toISOString(), action: 'reviewed', from: null, to: null, message: null }),
        },
        req,
        depth: 0,
        // Deliberately overrideAccess: anonymous caller, access proven by uid + hash; only the rating changes.
        overrideAccess: true,
      })) as Order
    }),
  )
  await runHook('afterOrderReviewed', () => afterOrderReviewed(updated, req))
  return toPublicOrder(updated)
}
