/**
 * The customer's actions on a public order (SF §4): answer a counter-appointment, rate a completed order.
 * Each is one lifecycle step (modules/orders/lifecycle runOrderChange): the row found by uid + hash and locked, so two
 * simultaneous answers cannot both succeed; the rules are the domain's (respondToCounterAppointment,
 * validateReview, orderState); the one writer stores flags, statusChangedAt and history; the event runs after commit.
 */
import type { PayloadRequest } from 'payload'

import { MESSAGES, orderState, respondToCounterAppointment, shouldShowRatingPrompt, validateReview } from '../../../domain'
import type { FieldError, ReviewInput } from '../../../domain'
import { ApiError, badRequest } from '../../../platform/api/errors'
import { orderFlags, orderForCustomer, runOrderChange } from '../lifecycle'
import { readSettings } from '../../settings'
import { ORDER_MESSAGES as M } from '../../../domain/order-messages'
import { toPublicOrder } from './public'
import type { PublicOrder } from './public'

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

/** confirm: the counter-appointment becomes the appointment (domain: and the order is confirmed); reject: the order is cancelled. */
export async function answerCounterAppointment(req: PayloadRequest, uid: string, hash: string, answer: 'confirm' | 'reject'): Promise<PublicOrder> {
  const fallback = answer === 'reject' ? MESSAGES.orderCancelFailed : MESSAGES.orderStatusChangeFailed
  const updated = await withFallback(fallback, () =>
    runOrderChange(
      req,
      () => orderForCustomer(req, uid, hash),
      (order) => {
        const result = respondToCounterAppointment(orderFlags(order), answer)
        if (!result.ok) throw new ApiError(409, M.counterAppointmentNotAllowed)
        const at = new Date().toISOString()
        return answer === 'confirm'
          ? {
              change: { appointmentDate: order.counterAppointment ?? null, counterAppointment: null, isConfirmed: result.order.isConfirmed === true },
              note: { at, action: 'counter-appointment-confirmed', user: null, message: M.counterAppointmentConfirmed },
              event: { type: 'counter-appointment-confirmed' },
            }
          : {
              change: { counterAppointment: null, isCanceled: true },
              note: { at, action: 'canceled', user: null, message: M.counterAppointmentRejected },
              event: { type: 'counter-appointment-rejected' },
            }
      },
    ),
  )
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
    runOrderChange(
      req,
      () => orderForCustomer(req, uid, hash),
      async (order) => {
        const { review, errors } = parseReview(body)
        if (errors.length > 0) throw badRequest(errors)
        const settings = await readSettings(req.payload)
        if (settings.enablePluginOrderReviews === false) throw new ApiError(409, M.reviewsDisabled)
        const flags = orderFlags(order)
        if (!shouldShowRatingPrompt(flags)) {
          throw new ApiError(409, orderState(flags) === 'completed' ? M.reviewAlreadySent : M.reviewNotCompleted)
        }
        return {
          change: {
            questionnaireRating: {
              rating: review.rating ?? null,
              foodRating: review.foodRating ?? null,
              serviceRating: review.serviceRating ?? null,
              processRating: review.processRating ?? null,
              comment: review.comment ?? null,
            },
          },
          note: { at: new Date().toISOString(), action: 'reviewed', user: null, message: null },
          event: { type: 'reviewed' },
        }
      },
    ),
  )
  return toPublicOrder(updated)
}
