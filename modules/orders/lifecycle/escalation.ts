/**
 * Unacknowledged orders escalate (issue 33; docs/order-board.md "Eskalation und automatische Ablehnung"): the job
 * `escalateOrders` (jobs.ts, twice a minute on the job runner) finds new orders that staff neither confirmed nor
 * rejected within their branch's limit and
 *   • escalates each once: an e-mail and/or SMS to the branch manager through the outbox and the history row
 *     'escalated', written together in the order's transaction (the outbox's dedupe key makes a second row impossible
 *     even so);
 *   • after the second limit, when the branch turned "Automatisch ablehnen" on, rejects it through the one writer
 *     (history 'auto-rejected'); its event 'reject' informs the customer and queues the refund of an online payment
 *     exactly as a rejection from the board does (events.ts).
 * Every order is decided again after its row lock (domain escalationStep), so two runs — the runner and a manual run,
 * or a staff member confirming at the same moment — never escalate twice nor reject a confirmed order.
 */
import type { Payload } from 'payload'
import { createLocalReq } from 'payload'

import { ESCALATION_TEXTS, OFFLINE_PAYMENT_METHODS, awaitsStaffDecision, escalationDeadlines, escalationStep } from '../../../domain'
import type { Order } from '../../../contracts/payload-types'
import { execute, sql } from '../../../platform/db'
import { logFailure } from '../../../platform/jobs/log'
import { loadOrderBundle, queueMessage } from '../../notifications'
import type { MessageSpec } from '../../notifications'
import { orderForSystem } from './loaders'
import { orderStateSql } from './predicates'
import { orderFlags, runOrderChange } from './writer'
import type { OrderDecision } from './writer'

/** Orders looked at per run (the oldest first); the next run takes the rest. */
export const ESCALATION_BATCH = 100

/** The manager's messages of an escalation: both channels; one without a recipient is recorded as skipped. */
const MANAGER_MESSAGES: readonly Pick<MessageSpec, 'channel' | 'template' | 'audience'>[] = [
  { channel: 'email', template: 'escalation', audience: 'manager' },
  { channel: 'sms', template: 'escalation', audience: 'manager' },
]

const minutesAgo = (now: number, column: 'escalation_minutes' | 'auto_reject_minutes') =>
  sql`o.created_at <= ${new Date(now).toISOString()}::timestamptz - make_interval(mins => b.${sql.identifier(column)}::int)`

/**
 * The ids of orders that may have something due at `now`: new, no counter-proposal open, no unpaid online payment,
 * and past their branch's escalation limit without an 'escalated' row, or past its auto-reject limit.
 */
export async function escalationCandidates(payload: Payload, now: number): Promise<number[]> {
  const rows = await execute<{ id: number }>(
    payload,
    sql`select o.id from orders o join branches b on b.id = o.branch_id
        where ${orderStateSql(['pending'])}
          and o.counter_appointment is null
          and (o.is_paid is true or o.payment_method is null or o.payment_method::text in ${sql`(${sql.join(
            OFFLINE_PAYMENT_METHODS.map((m) => sql`${m}`),
            sql`, `,
          )})`})
          and ((b.escalation_minutes > 0 and ${minutesAgo(now, 'escalation_minutes')}
                and not exists (select 1 from orders_history h where h._parent_id = o.id and h.action = 'escalated'))
               or (b.is_auto_reject_enabled is true and b.auto_reject_minutes > 0 and ${minutesAgo(now, 'auto_reject_minutes')}))
        order by o.created_at, o.id
        limit ${ESCALATION_BATCH}`,
  )
  return rows.map((row) => Number(row.id))
}

export type EscalationResult = { escalated: number[]; rejected: number[] }

/** One order: locked, decided again, escalated or rejected (or left alone). Answers what was done. */
export async function escalateOrder(payload: Payload, orderId: number, now: number): Promise<'escalated' | 'rejected' | null> {
  const req = await createLocalReq({}, payload)
  let done: 'escalated' | 'rejected' | null = null
  await runOrderChange(
    req,
    () => orderForSystem(req, orderId),
    async (order: Order): Promise<OrderDecision> => {
      if (!awaitsStaffDecision(orderFlags(order))) return null
      const bundle = await loadOrderBundle(payload, order.id, order)
      const settings = bundle.branch
      const since = Date.parse(order.createdAt)
      const escalated = (order.history ?? []).some((row) => row.action === 'escalated')
      const step = escalationStep({ since, escalated }, settings, now)
      const at = new Date(now).toISOString()
      if (step.due === 'autoReject') {
        done = 'rejected'
        const message = ESCALATION_TEXTS.autoRejectMessage
        return {
          change: {
            isRejected: true,
            rejectionMessage: message,
            // the alarm stops on every board, as after any staff action
            ...(order.acknowledgedAt ? {} : { acknowledgedAt: at, acknowledgedBy: null }),
          },
          note: { at, action: 'auto-rejected', user: null, message },
          event: { type: 'reject', message },
        }
      }
      if (step.due !== 'escalate') return null
      done = 'escalated'
      const { autoRejectAt } = escalationDeadlines(since, settings)
      const options = { waitingMinutes: Math.max(0, Math.floor((now - since) / 60_000)), autoRejectAt: autoRejectAt === null ? null : new Date(autoRejectAt).toISOString() }
      const sent: string[] = []
      // in the order's transaction: the history row and the manager's messages are written together or not at all
      for (const spec of MANAGER_MESSAGES) {
        const queued = await queueMessage(payload, bundle, { ...spec, options }, req)
        if (queued?.row.recipient && queued.row.state === 'queued') sent.push(`${spec.channel === 'email' ? 'E-Mail' : 'SMS'} an ${queued.row.recipient}`)
      }
      const message = sent.length > 0 ? sent.join(', ') : 'Keine E-Mail-Adresse oder Mobilnummer der Filialleitung erreichbar (siehe Postausgang).'
      return { change: {}, note: { at, action: 'escalated', user: null, message }, event: null }
    },
  )
  return done
}

/** The job's run: every candidate in turn; one failing order is logged and does not stop the others. */
export async function escalateOrders(payload: Payload, now = Date.now()): Promise<EscalationResult> {
  const result: EscalationResult = { escalated: [], rejected: [] }
  for (const id of await escalationCandidates(payload, now)) {
    try {
      const done = await escalateOrder(payload, id, now)
      if (done === 'escalated') result.escalated.push(id)
      if (done === 'rejected') result.rejected.push(id)
    } catch (error) {
      await logFailure(payload, 'order-escalation', `Eskalation der Bestellung ${id} fehlgeschlagen`, error, { orderId: id })
    }
  }
  return result
}
