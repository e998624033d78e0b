/**
 * The outbox: every notification is first a row in `outbox`, then delivered by the job `sendOutboxMessage`.
 *
 * Exactly-once per row: the job claims the row atomically (queued → sending, attempts + 1), sends, and marks it
 * 'sent' right after the provider accepted it. A retried or duplicated job finds the row no longer 'queued' and
 * does nothing; a row left in 'sending' by a crash is never sent again automatically (state 'failed',
 * 'Zustellung unbekannt') — staff can resend explicitly. Automatic messages carry a unique dedupeKey, so a
 * repeated order event cannot queue the same message twice.
 *
 * Every Local API call here is a system operation and passes overrideAccess deliberately: outbox rows are written
 * only by the server, and the jobs that read them have no user.
 */
import type { Payload, PayloadRequest } from 'payload'

import type { Order, Outbox } from '../../contracts/payload-types'
import { execute, sql } from '../../platform/db'
import { workClaimedRow } from '../../platform/jobs/claimed-rows'
import type { ClaimedRowResult, ClaimedRowsSpec } from '../../platform/jobs/claimed-rows'
import { TASK_ATTEMPTS } from '../../platform/jobs/tasks'
import { errorText, logFailure } from '../../platform/jobs/log'
import { NOTIFICATION_MESSAGES as M, emailStatus, smsStatus } from '../../platform/delivery-config'
import { EmailNotConfiguredError } from './email-adapter'
import type { SentEmail } from './email-adapter'
import { loadOrderBundle } from './order-data'
import type { OrderBundle } from './order-data'
import { SmsNotConfiguredError, sendSms } from './sms'
import { renderEmail, renderSms } from './templates'
import type { TemplateName, TemplateOptions } from './templates'

export type Channel = 'email' | 'sms'
export type OutboxState = 'queued' | 'sending' | 'sent' | 'failed' | 'skipped'

/** An outbox row as Payload reads it (the generated record type). */
export type OutboxRow = Outbox

export const OUTBOX_TASK = 'sendOutboxMessage'
/** Attempts per message (the first + retries of the job). */
export const OUTBOX_MAX_ATTEMPTS = TASK_ATTEMPTS.sendOutboxMessage

/** A message to queue: who gets it over which channel with which template. */
export type MessageSpec = {
  channel: Channel
  template: TemplateName
  /** 'manager': the branch manager of the escalation (issue 33), by e-mail or mobile number. */
  audience: 'customer' | 'branch' | 'manager'
  options?: TemplateOptions
  /** Extra part of the dedupe key (e.g. the proposed appointment); null = a resend without dedupe. */
  variant?: string | null
  isResend?: boolean
}

function recipientOf(spec: MessageSpec, bundle: OrderBundle): string | null {
  const { order, branch } = bundle
  if (spec.audience === 'branch') return branch.notificationEmail || branch.email || null
  if (spec.audience === 'manager') {
    return (spec.channel === 'email' ? branch.escalationEmail || branch.notificationEmail || branch.email : branch.escalationPhone)?.trim() || null
  }
  return (spec.channel === 'email' ? order.email : order.phone)?.trim() || null
}

/** The dedupe key of an automatic message (one per order, template, channel, audience and variant). */
export const messageDedupeKey = (orderId: number, spec: Pick<MessageSpec, 'template' | 'channel' | 'audience' | 'variant'>): string =>
  [orderId, spec.template, spec.channel, spec.audience, spec.variant ?? ''].join(':')

export type QueuedMessage = { row: OutboxRow; jobId: number | string | null }

/** The values of a message's outbox row (rendered text, recipient, state: skipped ones say why). */
export type OutboxValues = {
  channel: Channel
  template: TemplateName
  recipient: string | null
  subject: string | null
  body: string
  state: OutboxState
  lastError: string | null
  isResend: boolean
  dedupeKey: string | null
}

export function outboxValues(bundle: OrderBundle, spec: MessageSpec): OutboxValues {
  const recipient = recipientOf(spec, bundle)
  const rendered = spec.channel === 'email' ? renderEmail(spec.template, bundle, spec.options) : renderSms(spec.template, bundle, spec.options)
  const status = spec.channel === 'email' ? emailStatus() : smsStatus()
  let state: OutboxState = 'queued'
  let lastError: string | null = null
  if (!recipient) {
    state = 'skipped'
    lastError = spec.audience === 'branch' || (spec.audience === 'manager' && spec.channel === 'email') ? M.noBranchEmail : spec.channel === 'email' ? M.noEmailAddress : M.noPhoneNumber
  } else if (!status.configured) {
    state = 'skipped'
    lastError = `${M.notConfigured}: ${status.reason}`
  }
  return {
    channel: spec.channel,
    template: spec.template,
    recipient,
    subject: rendered.subject || null,
    body: rendered.body,
    state,
    lastError,
    isResend: spec.isResend === true,
    dedupeKey: spec.isResend ? null : messageDedupeKey(bundle.order.id, spec),
  }
}

/**
 * Creates the outbox row of one message (skipped rows say why) and queues its job. Null when it existed already.
 * With `req` the row and its job are written in the request's transaction and a failure is thrown, never recorded on
 * the row. (A new public order writes its rows in its own insert statement: modules/orders/intake/insert.ts.)
 */
export async function queueMessage(payload: Payload, bundle: OrderBundle, spec: MessageSpec, req?: PayloadRequest): Promise<QueuedMessage | null> {
  const { order, branch } = bundle
  const { recipient, subject, body, state, lastError, isResend, dedupeKey } = outboxValues(bundle, spec)
  // One INSERT … ON CONFLICT (dedupe_key) DO NOTHING (the outbox collection has no hooks; Payload's create cost ~8 ms):
  // no row back means an earlier, identical event queued this message already.
  const inserted = await execute(
    req ?? payload,
    sql`insert into outbox (order_id, branch_id, channel, template, recipient, subject, body, state, attempts, last_error, is_resend, dedupe_key, created_at, updated_at)
        values (${order.id}, ${branch.id}, ${spec.channel}, ${spec.template}, ${recipient}, ${subject}, ${body}, ${state}, 0, ${lastError},
                ${isResend}, ${dedupeKey}, now(), now())
        on conflict (dedupe_key) do nothing
        returning id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`,
  )
  const created = inserted[0]
  if (!created) return null
  const row: OutboxRow = {
    id: Number(created.id),
    createdAt: String(created.created_at),
    updatedAt: String(created.created_at),
    order: order.id,
    channel: spec.channel,
    recipient,
    template: spec.template,
    subject,
    body,
    state,
    attempts: 0,
    lastError,
  }
  if (state !== 'queued') return { row, jobId: null }
  if (req) return { row, jobId: (await payload.jobs.queue({ task: OUTBOX_TASK, input: { outboxId: row.id }, req })).id }
  try {
    const job = await payload.jobs.queue({ task: OUTBOX_TASK, input: { outboxId: row.id } })
    return { row, jobId: job.id }
  } catch (error) {
    // a row without a job would wait forever: say so on the row
    await update(payload, row.id, { state: 'failed', lastError: `${M.queueFailed} ${errorText(error)}` })
    throw error
  }
}

/** Queues several messages of one order event; one failing message does not stop the others. */
export async function queueMessages(payload: Payload, orderId: number, specs: MessageSpec[], bundle?: OrderBundle): Promise<OutboxRow[]> {
  const data = bundle ?? (await loadOrderBundle(payload, orderId))
  const rows: OutboxRow[] = []
  for (const spec of specs) {
    try {
      const queued = await queueMessage(payload, data, spec)
      if (queued) rows.push(queued.row)
    } catch (error) {
      await logFailure(payload, 'notifications', `Nachricht ${spec.template}/${spec.channel} zu Bestellung ${orderId} konnte nicht angelegt werden`, error)
    }
  }
  return rows
}

/** Retry only what can succeed later: SMTP 5xx answers and SMS 4xx answers are final. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown })?.responseCode
  if (typeof code === 'number' && code >= 500 && code < 600) return true
  const status = /antwortete mit (\d{3})/.exec(error instanceof Error ? error.message : '')?.[1]
  const n = status ? Number(status) : 0
  return n >= 400 && n < 500 && n !== 408 && n !== 429
}

async function update(payload: Payload, id: number, data: Partial<OutboxRow> & Record<string, unknown>) {
  // Deliberately overrideAccess: outbox rows are written only by the server.
  await payload.update({ collection: 'outbox', id, data, depth: 0, overrideAccess: true })
}

/** Sends one claimed outbox row; claim, sweep, retry and give-up are the claimed-row worker's (platform/jobs/claimed-rows.ts). */
const OUTBOX_ROWS: ClaimedRowsSpec<OutboxRow, OutboxState> = {
  table: 'outbox',
  collection: 'outbox',
  claimedState: 'sending',
  maxAttempts: OUTBOX_MAX_ATTEMPTS,
  // a crash while sending: the provider may have accepted it, so it is never sent again automatically
  interrupted: M.interrupted,
  async work(row, { payload }) {
    if (!row.recipient) throw new Error(M.noEmailAddress)
    let providerMessageId: string | null
    if (row.channel === 'email') {
      const sent = (await payload.sendEmail({ to: row.recipient, subject: row.subject ?? '', text: row.body ?? '' })) as SentEmail
      providerMessageId = sent?.messageId || null
    } else {
      providerMessageId = (await sendSms(row.recipient, row.body ?? '')).messageId
    }
    return { state: 'sent', data: { sentAt: new Date().toISOString(), providerMessageId } }
  },
  failure(error) {
    if (error instanceof EmailNotConfiguredError || error instanceof SmsNotConfiguredError) {
      return { settle: 'skipped', lastError: `${M.notConfigured}: ${error.message}` }
    }
    return { lastError: errorText(error), final: isPermanent(error) }
  },
  failureLog: (row, id) => ({ channel: 'notifications', message: `Nachricht ${id} (${row.channel}) endgültig fehlgeschlagen`, context: { outboxId: id } }),
}

/**
 * The job body: claims and delivers one outbox row. Throws RetryLaterError when the job should retry (Payload's
 * retries with backoff); answers the resulting state otherwise.
 */
export async function deliverOutboxMessage(payload: Payload, outboxId: number): Promise<ClaimedRowResult<OutboxState>> {
  return workClaimedRow(payload, OUTBOX_ROWS, outboxId)
}

/** Staff: sends the customer's order confirmation again (a new outbox row), delivering it right away. */
export async function resendOrderConfirmation(payload: Payload, order: Order, channel: Channel): Promise<OutboxRow | null> {
  const bundle = await loadOrderBundle(payload, order.id)
  const queued = await queueMessage(payload, bundle, { channel, template: 'received', audience: 'customer', isResend: true })
  if (!queued || queued.jobId === null) return queued?.row ?? null
  // deliver now so staff see the outcome; a failure stays queued for the job's retries
  await payload.jobs.runByID({ id: queued.jobId, silent: true })
  return await payload.findByID({ collection: 'outbox', id: queued.row.id, depth: 0, overrideAccess: true })
}

