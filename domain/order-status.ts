/**
 * Order status (SF §4, BO §4): state derived from the order's flags, the back-office state machine,
 * the customer's timeline, counter appointments, polling and the rating prompt.
 */
import { MESSAGES } from './messages'
import { TIMELINE_LABELS } from './order-labels'

/** SF §9 */
export const ORDER_POLL_INTERVAL_MS = 10_000

export interface OrderFlags {
  readonly isConfirmed?: boolean | null
  readonly isInDelivery?: boolean | null
  readonly isDelivered?: boolean | null
  readonly isCompleted?: boolean | null
  readonly isRejected?: boolean | null
  readonly isCanceled?: boolean | null
  readonly isFailed?: boolean | null
  readonly isPaid?: boolean | null
  readonly isRefunded?: boolean | null
  readonly isDelivery?: boolean | null
  readonly isDineIn?: boolean | null
  readonly paymentMethod?: string | null
  readonly appointment?: string | number | null
  readonly counterAppointment?: string | number | null
  readonly questionnaireRating?: unknown
}

export type OrderState = 'pending' | 'confirmed' | 'inDelivery' | 'completed' | 'rejected' | 'canceled' | 'failed'
export type OrderAction = 'cancel' | 'confirm' | 'reject' | 'inDelivery' | 'completed'

export const ORDER_ACTIONS: readonly OrderAction[] = ['cancel', 'confirm', 'reject', 'inDelivery', 'completed']
export const TERMINAL_ORDER_STATES: readonly OrderState[] = ['completed', 'rejected', 'canceled', 'failed']

/**
 * The back-office state machine (decision; BO §4 leaves the order open):
 * pending --confirm--> confirmed --inDelivery--> inDelivery --completed--> completed;
 * confirmed --completed--> completed (pickup without a separate ready step);
 * pending --reject--> rejected; pending/confirmed/inDelivery --cancel--> canceled.
 * Terminal states (completed, rejected, canceled, failed) allow nothing.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderState, Readonly<Partial<Record<OrderAction, OrderState>>>>> = {
  pending: { confirm: 'confirmed', reject: 'rejected', cancel: 'canceled' },
  confirmed: { inDelivery: 'inDelivery', completed: 'completed', cancel: 'canceled' },
  inDelivery: { completed: 'completed', cancel: 'canceled' },
  completed: {},
  rejected: {},
  canceled: {},
  failed: {},
}

/** The flags that decide an order's state (each a boolean column of the order). */
export type OrderStateFlag = 'isFailed' | 'isCanceled' | 'isRejected' | 'isCompleted' | 'isInDelivery' | 'isConfirmed'

/**
 * The state table: the first row whose flag is true decides the state, so terminal flags win
 * (failed > canceled > rejected > completed > inDelivery > confirmed); no flag set is 'pending'.
 * `orderState` (TypeScript) and the server's SQL and Payload `Where` predicates (modules/orders/lifecycle) are all
 * read from this one table.
 */
export const ORDER_STATE_TABLE: readonly { readonly state: Exclude<OrderState, 'pending'>; readonly flag: OrderStateFlag }[] = [
  { state: 'failed', flag: 'isFailed' },
  { state: 'canceled', flag: 'isCanceled' },
  { state: 'rejected', flag: 'isRejected' },
  { state: 'completed', flag: 'isCompleted' },
  { state: 'inDelivery', flag: 'isInDelivery' },
  { state: 'confirmed', flag: 'isConfirmed' },
]

export const ORDER_STATES: readonly OrderState[] = [...ORDER_STATE_TABLE.map((row) => row.state), 'pending']

/** States an order can still move on from (the board's "open" orders). */
export const OPEN_ORDER_STATES: readonly OrderState[] = ['pending', 'confirmed', 'inDelivery']

/** The state of an order; terminal flags win (failed > canceled > rejected > completed). */
export function orderState(order: OrderFlags): OrderState {
  for (const row of ORDER_STATE_TABLE) if (order[row.flag] === true) return row.state
  return 'pending'
}

/**
 * A condition on the state flags: true when every flag of `set` is true and no flag of `unset` is true
 * (an unset flag may be false or null). A state predicate is an OR of such terms.
 */
export interface OrderFlagTerm {
  readonly set: readonly OrderStateFlag[]
  readonly unset: readonly OrderStateFlag[]
}

/**
 * The flag condition of a set of states, as an OR of terms (empty: matches nothing). A state is "its flag true and
 * every earlier flag of the table not true"; a set that holds a whole tail of the table (down to pending) is just
 * "no earlier flag true" (e.g. the open states: not failed, canceled, rejected or completed).
 */
export function orderStateTerms(states: readonly OrderState[]): OrderFlagTerm[] {
  const wanted = new Set(states)
  const terms: OrderFlagTerm[] = []
  const earlier: OrderStateFlag[] = []
  for (let i = 0; i < ORDER_STATE_TABLE.length; i++) {
    const row = ORDER_STATE_TABLE[i]!
    const tail = ORDER_STATE_TABLE.slice(i).every((r) => wanted.has(r.state)) && wanted.has('pending')
    if (tail) {
      terms.push({ set: [], unset: [...earlier] })
      return terms
    }
    if (wanted.has(row.state)) terms.push({ set: [row.flag], unset: [...earlier] })
    earlier.push(row.flag)
  }
  if (wanted.has('pending')) terms.push({ set: [], unset: [...earlier] })
  return terms
}

/** Evaluates terms on an order in TypeScript (the reference the SQL and Where forms are tested against). */
export function matchesOrderStateTerms(order: OrderFlags, terms: readonly OrderFlagTerm[]): boolean {
  return terms.some((term) => term.set.every((flag) => order[flag] === true) && term.unset.every((flag) => order[flag] !== true))
}

export function isTerminalOrderState(state: OrderState): boolean {
  return TERMINAL_ORDER_STATES.includes(state)
}

export function nextOrderState(state: OrderState, action: OrderAction): OrderState | null {
  return ORDER_TRANSITIONS[state][action] ?? null
}

export function allowedOrderActions(order: OrderFlags): OrderAction[] {
  const state = orderState(order)
  return ORDER_ACTIONS.filter((action) => nextOrderState(state, action) !== null)
}

const ACTION_FLAGS: Readonly<Record<OrderAction, Partial<Record<keyof OrderFlags, boolean>>>> = {
  confirm: { isConfirmed: true },
  reject: { isRejected: true },
  cancel: { isCanceled: true },
  inDelivery: { isConfirmed: true, isInDelivery: true },
  completed: { isConfirmed: true, isCompleted: true },
}

export type OrderActionResult<T extends OrderFlags> =
  | { readonly ok: true; readonly order: T; readonly state: OrderState }
  | { readonly ok: false; readonly message: string }

/**
 * Applies a back-office status action; impossible moves (e.g. confirming a completed order) are
 * rejected with the BO §8 message ('Bestellung konnte nicht storniert werden.' for cancel,
 * 'Bestellstatus konnte nicht geändert werden.' otherwise).
 */
export function applyOrderAction<T extends OrderFlags>(order: T, action: OrderAction): OrderActionResult<T> {
  const state = nextOrderState(orderState(order), action)
  if (state === null) {
    return { ok: false, message: action === 'cancel' ? MESSAGES.orderCancelFailed : MESSAGES.orderStatusChangeFailed }
  }
  return { ok: true, order: { ...order, ...ACTION_FLAGS[action] }, state }
}

// ---------------------------------------------------------------------------
// Payment
// ---------------------------------------------------------------------------

/** Payment methods settled outside the web shop; every other non-empty method is online. */
export const OFFLINE_PAYMENT_METHODS: readonly string[] = ['cash', 'card', 'atmCard', 'voucher']

export function isOnlinePayment(paymentMethod: string | null | undefined): boolean {
  return typeof paymentMethod === 'string' && paymentMethod !== '' && !OFFLINE_PAYMENT_METHODS.includes(paymentMethod)
}

// ---------------------------------------------------------------------------
// Timeline
// ---------------------------------------------------------------------------

export type TimelineStepKey =
  | 'received'
  | 'payment'
  | 'confirmed'
  | 'inDelivery'
  | 'readyForPickup'
  | 'readyToServe'
  | 'delivered'
  | 'completed'
  | 'canceled'
export type TimelineStepState = 'done' | 'current' | 'pending'

export interface TimelineStep {
  readonly key: TimelineStepKey
  readonly label: string
  readonly state: TimelineStepState
}

interface DraftStep {
  readonly key: TimelineStepKey
  readonly label: string
  readonly done: boolean
  /** A wait ('Warten auf Zahlung', 'Warten auf Bestätigung'): true now while not done. */
  readonly waiting?: boolean
}

function paymentStep(order: OrderFlags): DraftStep[] {
  if (!isOnlinePayment(order.paymentMethod)) return []
  if (order.isRefunded === true) return [{ key: 'payment', label: TIMELINE_LABELS.refunded, done: true }]
  if (order.isPaid === true) return [{ key: 'payment', label: TIMELINE_LABELS.paid, done: true }]
  return [{ key: 'payment', label: TIMELINE_LABELS.paymentPending, done: false, waiting: true }]
}

function progressSteps(order: OrderFlags, state: OrderState): DraftStep[] {
  const confirmed = state !== 'pending'
  const ready = state === 'inDelivery' || state === 'completed' || order.isDelivered === true
  const steps: DraftStep[] = [
    { key: 'confirmed', label: confirmed ? TIMELINE_LABELS.confirmed : TIMELINE_LABELS.confirmationPending, done: confirmed, waiting: !confirmed },
  ]
  if (order.isDelivery === true) {
    steps.push({ key: 'inDelivery', label: TIMELINE_LABELS.inDelivery, done: ready })
    if (order.isDelivered === true) steps.push({ key: 'delivered', label: TIMELINE_LABELS.delivered, done: true })
  } else if (order.isDineIn === true) {
    steps.push({ key: 'readyToServe', label: TIMELINE_LABELS.readyToServe, done: ready })
  } else {
    steps.push({ key: 'readyForPickup', label: TIMELINE_LABELS.readyForPickup, done: ready })
  }
  steps.push({ key: 'completed', label: TIMELINE_LABELS.completed, done: state === 'completed' })
  return steps
}

/**
 * The customer's timeline (SF §4): received → (online: waiting for payment → paid/refunded) →
 * waiting for confirmation/confirmed → in delivery | ready for pickup | served → (delivered) → completed.
 * Rejected, cancelled or failed orders show received → (payment) → cancelled.
 * 'current' is the step that is true now: a wait that is not over yet, else the last step reached before the first
 * one still to come (confirmed → 'Bestätigt – wird zubereitet', not the ready step). A finished timeline has none.
 */
export function orderTimeline(order: OrderFlags): TimelineStep[] {
  const state = orderState(order)
  const drafts: DraftStep[] = [{ key: 'received', label: TIMELINE_LABELS.received, done: true }, ...paymentStep(order)]
  if (state === 'canceled' || state === 'rejected' || state === 'failed') {
    drafts.push({ key: 'canceled', label: TIMELINE_LABELS[state], done: true })
  } else {
    drafts.push(...progressSteps(order, state))
  }
  const next = drafts.findIndex((step) => !step.done)
  const current = next < 0 ? -1 : drafts[next]?.waiting === true ? next : next - 1
  return drafts.map((step, index) => ({
    key: step.key,
    label: step.label,
    state: index === current ? 'current' : step.done ? 'done' : 'pending',
  }))
}

// ---------------------------------------------------------------------------
// Counter appointment, polling, rating prompt
// ---------------------------------------------------------------------------

/** A counter-appointment may be proposed while the order is unconfirmed and not rejected/cancelled/completed/failed. */
export function canProposeCounterAppointment(order: OrderFlags): boolean {
  return orderState(order) === 'pending'
}

function hasValue(value: string | number | null | undefined): boolean {
  return value !== null && value !== undefined && value !== ''
}

/** The customer may confirm or reject while a counter-appointment is pending on an unconfirmed order. */
export function canRespondToCounterAppointment(order: OrderFlags): boolean {
  return hasValue(order.counterAppointment) && canProposeCounterAppointment(order)
}

/**
 * The customer's answer: confirming adopts the counter-appointment as the appointment and confirms
 * the order (decision); rejecting cancels the order (SF §4).
 */
export function respondToCounterAppointment<T extends OrderFlags>(order: T, response: 'confirm' | 'reject'): OrderActionResult<T> {
  if (!canRespondToCounterAppointment(order)) return { ok: false, message: MESSAGES.orderStatusChangeFailed }
  if (response === 'confirm') {
    return { ok: true, order: { ...order, appointment: order.counterAppointment, counterAppointment: null, isConfirmed: true }, state: 'confirmed' }
  }
  return { ok: true, order: { ...order, counterAppointment: null, isCanceled: true }, state: 'canceled' }
}

/** Polling stops when the order is completed, rejected, canceled or failed (SF §4). */
export function shouldStopPolling(order: OrderFlags): boolean {
  return isTerminalOrderState(orderState(order))
}

/** The rating prompt shows for completed orders without a rating yet. */
export function shouldShowRatingPrompt(order: OrderFlags): boolean {
  return orderState(order) === 'completed' && (order.questionnaireRating === null || order.questionnaireRating === undefined)
}
