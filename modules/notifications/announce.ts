/**
 * The message sets of the order events, shared by the order intake (modules/orders/intake/create.ts), the order events
 * (modules/orders/lifecycle/events.ts: an online order is announced once it is paid) and the repair job.
 */
import type { Payload } from 'payload'

import { branchPrinters, queueAutoPrint } from './printing/print-jobs'
import type { InOrderTransaction } from './printing/print-jobs'
import { logFailure } from '../../platform/jobs/log'
import { loadBranchContext } from './order-data'
import type { BranchContext, OrderBundle } from './order-data'
import { messageDedupeKey, outboxValues, queueMessage, queueMessages } from './outbox'
import type { MessageSpec, OutboxValues } from './outbox'
import type { TemplateName, TemplateOptions } from './templates'

/** The customer's e-mail, plus the SMS when the SMS plugin is on. */
export function customerMessages(bundle: OrderBundle, template: TemplateName, options: TemplateOptions = {}, variant: string | null = null): MessageSpec[] {
  const specs: MessageSpec[] = [{ channel: 'email', template, audience: 'customer', options, variant }]
  if (bundle.config.enablePluginSMS === true) specs.push({ channel: 'sms', template, audience: 'customer', options, variant })
  return specs
}

const BRANCH_NEW_ORDER: MessageSpec = { channel: 'email', template: 'newOrder', audience: 'branch' }

/** The messages that announce a new order: customer 'received' (mail/SMS) and the branch's new-order mail. */
const newOrderMessages = (bundle: OrderBundle): MessageSpec[] => [...customerMessages(bundle, 'received'), BRANCH_NEW_ORDER]

/** The outbox rows that announce a new order (written by the order's own insert statement, modules/orders/intake/create.ts). */
export const newOrderOutboxValues = (bundle: OrderBundle): OutboxValues[] => newOrderMessages(bundle).map((spec) => outboxValues(bundle, spec))

/** The dedupe key of the branch's "Neue Bestellung" row: every announced order has it (state 'skipped' without an address). */
export const newOrderDedupeKey = (orderId: number): string => messageDedupeKey(orderId, BRANCH_NEW_ORDER)

/** What announcing a new order inside its transaction needs, read BEFORE the transaction (no pool wait inside it). */
export type AnnouncementContext = { context: BranchContext; printers: InOrderTransaction['printers'] }

export async function loadAnnouncementContext(payload: Payload, branchId: number): Promise<AnnouncementContext> {
  const context = await loadBranchContext(payload, branchId)
  const printers = context.branch.autoPrint === 'onArrival' ? await branchPrinters(payload, branchId) : []
  return { context, printers }
}

/**
 * A new order: customer 'received' (mail/SMS), the branch's new-order mail, and the print on arrival.
 * With `tx` (the order's own transaction) every row and job is written in that transaction and any failure is thrown,
 * so the order is written with all its notification rows or not at all. Without it (an online order's payment, the
 * repair job) each message is queued on its own and failures are logged; the dedupe keys make a repeat harmless.
 */
export async function announceNewOrder(payload: Payload, bundle: OrderBundle, tx?: InOrderTransaction): Promise<void> {
  if (tx) {
    for (const spec of newOrderMessages(bundle)) await queueMessage(payload, bundle, spec, tx.req)
    await queueAutoPrint(payload, bundle, 'onArrival', tx)
    return
  }
  await queueMessages(payload, bundle.order.id, newOrderMessages(bundle), bundle)
  try {
    await queueAutoPrint(payload, bundle, 'onArrival')
  } catch (error) {
    await logFailure(payload, 'printing', `Automatischer Druck von Bestellung ${bundle.order.id} konnte nicht angelegt werden`, error)
  }
}
