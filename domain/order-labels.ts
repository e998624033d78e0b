/**
 * The order's words, each written once: state names (the ready state per delivery type), action buttons, payment
 * words, history codes, the customer's timeline steps and status message. Board, admin, device screens, statistics,
 * e-mail/SMS and the status page read these tables (see docs/domain.md "Order vocabulary").
 */
import { MESSAGES } from './messages'
import type { OrderAction, OrderState } from './order-status'
import type { DeliveryType } from './types'

// ---------------------------------------------------------------------------
// States and actions
// ---------------------------------------------------------------------------

/**
 * The ready state ('inDelivery') as each delivery type names it. Decision: dine-in is 'Servierbereit', like
 * 'Abholbereit' the moment the kitchen is done — true from the click on, where 'Wird serviert' would claim more.
 */
export const READY_LABELS: Readonly<Record<DeliveryType, string>> = {
  takeaway: 'Abholbereit',
  delivery: 'In Zustellung',
  dineIn: 'Servierbereit',
}

/** The ready state in "Ihre Bestellung A01 …" (e-mail subject, SMS). */
export const READY_PHRASES: Readonly<Record<DeliveryType, string>> = {
  takeaway: 'ist abholbereit',
  delivery: 'ist unterwegs',
  dineIn: 'ist servierbereit',
}

/** The states as staff call them; 'inDelivery' as here where orders of every delivery type stand together. */
export const ORDER_STATE_LABELS: Readonly<Record<OrderState, string>> = {
  pending: 'Neu',
  confirmed: 'Bestätigt',
  inDelivery: 'In Zustellung / abholbereit',
  completed: 'Abgeschlossen',
  rejected: 'Abgelehnt',
  canceled: 'Storniert',
  failed: 'Fehlgeschlagen',
}

const isKeyOf = <T extends object>(table: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(table, key)

/** A state's name; the ready state by the delivery type when it is known. Unknown codes are shown as they are. */
export function orderStateLabel(state: string | null | undefined, deliveryType?: DeliveryType | null): string {
  if (!state) return ''
  if (state === 'inDelivery' && deliveryType) return READY_LABELS[deliveryType]
  return isKeyOf(ORDER_STATE_LABELS, state) ? ORDER_STATE_LABELS[state] : state
}

/** The board's buttons; 'inDelivery' is named by the state it leads to (orderActionLabel). */
export const ORDER_ACTION_LABELS: Readonly<Record<Exclude<OrderAction, 'inDelivery'>, string>> = {
  confirm: 'Bestätigen',
  reject: 'Ablehnen',
  cancel: 'Stornieren',
  completed: 'Abschließen',
}

export function orderActionLabel(action: OrderAction, deliveryType: DeliveryType): string {
  return action === 'inDelivery' ? READY_LABELS[deliveryType] : ORDER_ACTION_LABELS[action]
}

// ---------------------------------------------------------------------------
// Payment
// ---------------------------------------------------------------------------

/** Where an order's payment stands (history, timeline, board, e-mail). */
export const PAYMENT_LABELS = {
  started: 'Zahlung gestartet',
  open: 'Zahlung ausstehend',
  waiting: 'Warten auf Zahlung',
  paid: 'Bezahlt',
  failed: 'Zahlung fehlgeschlagen',
  refunded: 'Rückerstattet',
  onHandover: 'Bei Übergabe',
} as const

// ---------------------------------------------------------------------------
// History
// ---------------------------------------------------------------------------

/**
 * Every code the server writes into an order's history (the writer's note is typed by this table) and its name for
 * staff. 'canceled' is the customer's rejection of a counter-appointment; a staff cancel is 'cancel'.
 */
export const ORDER_HISTORY_LABELS = {
  created: 'Bestellung eingegangen',
  confirm: ORDER_STATE_LABELS.confirmed,
  reject: ORDER_STATE_LABELS.rejected,
  cancel: ORDER_STATE_LABELS.canceled,
  'in-delivery': ORDER_STATE_LABELS.inDelivery,
  completed: ORDER_STATE_LABELS.completed,
  acknowledged: 'Gesehen',
  'counter-appointment-proposed': 'Gegenvorschlag gesendet',
  'counter-appointment-confirmed': 'Gegenvorschlag angenommen',
  canceled: 'Gegenvorschlag abgelehnt – storniert',
  'item-updated': 'Position geändert',
  reviewed: 'Bewertet',
  'payment-started': PAYMENT_LABELS.started,
  paid: PAYMENT_LABELS.paid,
  refunded: PAYMENT_LABELS.refunded,
  'payment-failed': PAYMENT_LABELS.failed,
  // issue 33: a new order neither confirmed nor rejected in time (modules/orders/lifecycle/escalation.ts)
  escalated: 'Filialleitung benachrichtigt (keine Bestätigung)',
  'auto-rejected': 'Automatisch abgelehnt (keine Bestätigung)',
} as const satisfies Readonly<Record<string, string>>

export type OrderHistoryAction = keyof typeof ORDER_HISTORY_LABELS

/** German name of a stored history code ('in-delivery' by the delivery type when known); unknown codes as they are. */
export function orderHistoryLabel(action: string | null | undefined, deliveryType?: DeliveryType | null): string {
  if (!action) return ''
  if (action === 'in-delivery' && deliveryType) return READY_LABELS[deliveryType]
  return isKeyOf(ORDER_HISTORY_LABELS, action) ? ORDER_HISTORY_LABELS[action] : action
}

// ---------------------------------------------------------------------------
// The customer's view
// ---------------------------------------------------------------------------

/** The steps of the status page's timeline (orderTimeline). */
export const TIMELINE_LABELS = {
  received: 'Bestellung eingegangen',
  paymentPending: PAYMENT_LABELS.waiting,
  paid: PAYMENT_LABELS.paid,
  refunded: PAYMENT_LABELS.refunded,
  confirmationPending: 'Warten auf Bestätigung',
  confirmed: 'Bestätigt – wird zubereitet',
  inDelivery: READY_LABELS.delivery,
  readyForPickup: READY_LABELS.takeaway,
  readyToServe: READY_LABELS.dineIn,
  delivered: 'Zugestellt',
  completed: ORDER_STATE_LABELS.completed,
  canceled: ORDER_STATE_LABELS.canceled,
  rejected: ORDER_STATE_LABELS.rejected,
  failed: ORDER_STATE_LABELS.failed,
} as const

const everyType = (text: string): Readonly<Record<DeliveryType, string>> => ({ takeaway: text, delivery: text, dineIn: text })

/** The status page's message per state × delivery type (rejected, cancelled and failed orders say they are cancelled). */
export const ORDER_STATUS_MESSAGES: Readonly<Record<OrderState, Readonly<Record<DeliveryType, string>>>> = {
  pending: everyType('Ihre Bestellung ist bei uns eingegangen und wartet auf die Bestätigung.'),
  confirmed: everyType('Ihre Bestellung wurde bestätigt und wird gerade zubereitet.'),
  inDelivery: {
    takeaway: 'Ihre Bestellung ist abholbereit.',
    delivery: 'Ihre Bestellung ist unterwegs zu Ihnen.',
    dineIn: 'Ihre Bestellung ist servierbereit und wird gleich an Ihren Tisch gebracht.',
  },
  completed: everyType('Ihre Bestellung ist abgeschlossen. Guten Appetit!'),
  rejected: everyType(MESSAGES.orderCanceled),
  canceled: everyType(MESSAGES.orderCanceled),
  failed: everyType(MESSAGES.orderCanceled),
}

export function orderStatusMessage(state: OrderState, deliveryType: DeliveryType): string {
  return ORDER_STATUS_MESSAGES[state][deliveryType]
}
