/**
 * Staff status actions on an order (BO §4 "Order status actions"), the counter-appointment proposal and the
 * acknowledgement of a new order. Each is one lifecycle step (modules/orders/lifecycle runOrderChange): the row locked
 * and read with the caller's access (404 for unknown and foreign orders), the domain decides (applyOrderAction /
 * canProposeCounterAppointment / checkAppointment), the one writer stores flags, statusChangedAt and history, and
 * only AFTER the commit the order event runs the side effects (notifications, printing, payments).
 */
import type { PayloadRequest } from 'payload'

import { applyOrderAction, canProposeCounterAppointment, checkAppointment, orderDeliveryType } from '../../../domain'
import type { OrderAction } from '../../../domain'
import type { Order, Product } from '../../../contracts/payload-types'
import { ApiError, badRequest, notFound } from '../../../platform/api/errors'
import { parseBody } from '../../../contracts/errors'
import { CounterAppointmentBody, StatusMessageBody } from '../../../contracts/order-admin'
import { orderBranchForStaff, orderFlags, orderForStaff, runOrderChange } from '../lifecycle'
import type { OrderChange, OrderEventType } from '../lifecycle'
import { toBranchInput, toProductInput } from '../intake/load'
import { ORDER_ADMIN_MESSAGES as M } from '../../../domain/order-admin-messages'
import { userIdOf } from './scope'

/** URL action (BO §7) → domain action. */
export const STATUS_ACTIONS = {
  cancel: 'cancel',
  confirm: 'confirm',
  reject: 'reject',
  'in-delivery': 'inDelivery',
  completed: 'completed',
} as const satisfies Record<string, OrderAction>

export type StatusActionSlug = keyof typeof STATUS_ACTIONS

export const isStatusActionSlug = (raw: string): raw is StatusActionSlug => Object.hasOwn(STATUS_ACTIONS, raw)



/** The body is "the order object" (BO §7): only `rejectionMessage` (or `message`) is read, the rest is ignored. */
export function parseStatusMessage(body: unknown): string | null {
  const result = parseBody(StatusMessageBody, body)
  if (!result.ok) throw badRequest(result.errors)
  return result.data
}

/** Unexpected failures become the action's German fallback (BO §8); ApiErrors (403/404/409/400) pass through. */
export async function withFallback<T>(message: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (error) {
    if (error instanceof ApiError) throw error
    console.error('[order-admin]', message, error)
    throw new ApiError(500, message)
  }
}

/**
 * POST /orders/:id/status/:action — confirm, reject, cancel, in-delivery, completed.
 * Impossible moves → 409 with 'Bestellung konnte nicht storniert werden.' (cancel) or
 * 'Bestellstatus konnte nicht geändert werden.' (the others).
 */
export async function changeOrderStatus(req: PayloadRequest, id: number, slug: StatusActionSlug, body: unknown): Promise<Order> {
  const action = STATUS_ACTIONS[slug]
  const fallback = action === 'cancel' ? M.cancelFailed : M.statusChangeFailed
  const message = parseStatusMessage(body)
  return withFallback(fallback, () =>
    runOrderChange(
      req,
      () => orderForStaff(req, id, { lock: true }),
      (order) => {
        const result = applyOrderAction(orderFlags(order), action)
        if (!result.ok) throw new ApiError(409, result.message)
        const at = new Date().toISOString()
        const userId = userIdOf(req)
        const next = result.order
        const change: OrderChange = {
          isConfirmed: next.isConfirmed === true,
          isInDelivery: next.isInDelivery === true,
          isCompleted: next.isCompleted === true,
          isRejected: next.isRejected === true,
          isCanceled: next.isCanceled === true,
          // any action on a new order also stops its alarm
          ...(order.acknowledgedAt ? {} : { acknowledgedAt: at, acknowledgedBy: userId }),
          // the customer sees this message on the status page (reject; cancel when given)
          ...((action === 'reject' || action === 'cancel') && message !== null ? { rejectionMessage: message } : {}),
          // an unanswered counter-proposal is void once staff decide (confirm keeps the customer's own appointment)
          ...(order.counterAppointment ? { counterAppointment: null } : {}),
        }
        return { change, note: { at, action: slug, user: userId, message }, event: { type: slug as OrderEventType, message } }
      },
    ),
  )
}

/** Parses `{ counterAppointment: ISO }`. */
export function parseCounterAppointment(body: unknown): number {
  const result = parseBody(CounterAppointmentBody, body)
  if (!result.ok) throw badRequest(result.errors)
  return result.data
}

/** The branch and the order's products as they are now (for opening hours and lead times). */
export async function appointmentContext(req: PayloadRequest, order: Order) {
  const branch = await orderBranchForStaff(req, order)
  if (!branch) throw notFound()
  const productIds = [
    ...new Set((order.items ?? []).map((item) => (typeof item.product === 'object' ? item.product?.id : item.product)).filter((v): v is number => typeof v === 'number')),
  ]
  const products =
    productIds.length === 0
      ? []
      : ((
          await req.payload.find({
            collection: 'products',
            where: { id: { in: productIds } },
            depth: 0,
            pagination: false,
            req,
            user: req.user,
            overrideAccess: false,
          })
        ).docs as Product[])
  return { branch, branchInput: toBranchInput(branch), products: products.map(toProductInput), deliveryType: orderDeliveryType(order) }
}

/**
 * POST /orders/:id/counter-appointment — staff proposes another time; only while the order is unconfirmed and
 * not rejected/cancelled (domain canProposeCounterAppointment), validated against the branch's hours and the
 * products' lead times (domain checkAppointment). The customer answers on the public status page.
 */
export async function proposeCounterAppointment(req: PayloadRequest, id: number, body: unknown, now = Date.now()): Promise<Order> {
  const appointment = parseCounterAppointment(body)
  return withFallback(M.statusChangeFailed, () =>
    runOrderChange(
      req,
      () => orderForStaff(req, id, { lock: true }),
      async (order) => {
        if (!canProposeCounterAppointment(orderFlags(order))) throw new ApiError(409, M.counterAppointmentNotAllowed)
        const ctx = await appointmentContext(req, order)
        const check = checkAppointment({ branch: ctx.branchInput, deliveryType: ctx.deliveryType, products: ctx.products, now, appointment })
        if (!check.ok) throw badRequest([{ field: 'counterAppointment', message: check.message }])
        const at = new Date(now).toISOString()
        const userId = userIdOf(req)
        const change: OrderChange = {
          counterAppointment: new Date(appointment).toISOString(),
          ...(order.acknowledgedAt ? {} : { acknowledgedAt: at, acknowledgedBy: userId }),
        }
        return {
          change,
          note: { at, action: 'counter-appointment-proposed', user: userId, message: M.history.counterAppointmentProposed },
          event: { type: 'counter-appointment-proposed', message: null },
        }
      },
    ),
  )
}

/** POST /orders/:id/acknowledge — stops the new-order alarm on every screen (idempotent). */
export async function acknowledgeOrder(req: PayloadRequest, id: number): Promise<Order> {
  return withFallback(M.updateFailed, () =>
    runOrderChange(
      req,
      () => orderForStaff(req, id, { lock: true }),
      (order) => {
        if (order.acknowledgedAt) return null
        const at = new Date().toISOString()
        const userId = userIdOf(req)
        return {
          change: { acknowledgedAt: at, acknowledgedBy: userId },
          note: { at, action: 'acknowledged', user: userId, message: M.history.acknowledged },
          event: null,
        }
      },
    ),
  )
}
