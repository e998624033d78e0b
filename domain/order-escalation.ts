/**
 * Unacknowledged orders escalate (issue 33): a new order that staff neither confirm nor reject within the branch's
 * escalation limit is reported to the branch manager once; after the auto-reject limit (when the branch turned it on)
 * it is rejected automatically. Both limits count from the order's arrival (`createdAt`), like the board's "seit …"
 * and its "Verpasst" badge. Pure: `now` is a parameter. The job (modules/orders/lifecycle/escalation.ts) and the
 * board's countdown (modules/orders/admin/board/EscalationCountdown.tsx) both decide with `escalationStep`.
 */
import { isOnlinePayment, orderState } from './order-status'
import type { OrderFlags } from './order-status'

/** A branch's escalation settings (Branches, tab "Bestellung"); a limit that is empty, 0 or negative is off. */
export interface EscalationSettings {
  readonly escalationMinutes?: number | null
  readonly autoRejectMinutes?: number | null
  readonly isAutoRejectEnabled?: boolean | null
}

export type EscalationKind = 'escalate' | 'autoReject'

/** A deadline of an order: what happens at `at` (epoch ms). */
export interface EscalationDeadline {
  readonly kind: EscalationKind
  readonly at: number
}

/**
 * What applies to an order now: `due` — what must happen now (null: nothing), `next` — the next deadline still ahead
 * (null: none). An auto-reject that is due wins over a pending escalation (a job that was down does not report an order
 * it rejects in the same run).
 */
export interface EscalationStep {
  readonly due: EscalationKind | null
  readonly next: EscalationDeadline | null
}

const MINUTE = 60_000

/** A limit in whole minutes, or null when it is off. */
export function escalationLimit(minutes: number | null | undefined): number | null {
  return typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0 ? Math.floor(minutes) : null
}

/** The deadlines of an order that arrived at `since` (epoch ms) under `settings`, each null when off. */
export function escalationDeadlines(since: number, settings: EscalationSettings): { escalateAt: number | null; autoRejectAt: number | null } {
  const escalate = escalationLimit(settings.escalationMinutes)
  const reject = settings.isAutoRejectEnabled === true ? escalationLimit(settings.autoRejectMinutes) : null
  return { escalateAt: escalate === null ? null : since + escalate * MINUTE, autoRejectAt: reject === null ? null : since + reject * MINUTE }
}

/**
 * Whether an order waits for staff at all: it is new (pending), no counter-proposal waits for the customer's answer,
 * and an online payment has arrived (an unpaid online order is not announced to staff yet). Only such orders escalate.
 */
export function awaitsStaffDecision(order: OrderFlags): boolean {
  if (orderState(order) !== 'pending') return false
  if (order.counterAppointment !== null && order.counterAppointment !== undefined && order.counterAppointment !== '') return false
  if (isOnlinePayment(order.paymentMethod) && order.isPaid !== true) return false
  return true
}

/**
 * Which deadline applies now to an order that awaits a staff decision (see awaitsStaffDecision), arrived at `since`;
 * `escalated`: the manager was already told (the job records it in the order's history; the board, which does not
 * know, passes false and shows the escalation as done once its time passed).
 */
export function escalationStep(order: { since: number; escalated: boolean }, settings: EscalationSettings, now: number): EscalationStep {
  const { escalateAt, autoRejectAt } = escalationDeadlines(order.since, settings)
  if (autoRejectAt !== null && now >= autoRejectAt) return { due: 'autoReject', next: null }
  const autoReject: EscalationDeadline | null = autoRejectAt === null ? null : { kind: 'autoReject', at: autoRejectAt }
  if (escalateAt === null || order.escalated) return { due: null, next: autoReject }
  if (now >= escalateAt) return { due: 'escalate', next: autoReject }
  return { due: null, next: { kind: 'escalate', at: escalateAt } }
}

/** The German texts of escalation: the customer's rejection message and the history notes. */
export const ESCALATION_TEXTS = {
  autoRejectMessage: 'Ihre Bestellung konnte leider nicht rechtzeitig bestätigt werden und wurde daher automatisch abgelehnt.',
  autoRejectTooEarly: 'Die automatische Ablehnung muss später als die Eskalation erfolgen.',
} as const

/** '4:05' — minutes and seconds until a deadline (never negative); hours as '1:02:05'. */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = String(total % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}
