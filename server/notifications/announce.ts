/**
 * The message sets of the order events, shared by server/order-events.ts and server/payments (an online order is
 * announced once it is paid).
 */
import type { Payload } from 'payload'

import { queueAutoPrint } from '../printing/print-jobs'
import { logFailure } from '../jobs/log'
import type { OrderBundle } from './order-data'
import { queueMessages } from './outbox'
import type { MessageSpec } from './outbox'
import type { TemplateName, TemplateOptions } from './templates'

/** The customer's e-mail, plus the SMS when the SMS plugin is on. */
export function customerMessages(bundle: OrderBundle, template: TemplateName, options: TemplateOptions = {}, variant: string | null = null): MessageSpec[] {
  const specs: MessageSpec[] = [{ channel: 'email', template, audience: 'customer', options, variant }]
  if (bundle.config.enablePluginSMS === true) specs.push({ channel: 'sms', template, audience: 'customer', options, variant })
  return specs
}

/** A new order: customer 'received' (mail/SMS), the branch's new-order mail, and the print on arrival. */
export async function announceNewOrder(payload: Payload, bundle: OrderBundle): Promise<void> {
  await queueMessages(payload, bundle.order.id, [...customerMessages(bundle, 'received'), { channel: 'email', template: 'newOrder', audience: 'branch' }], bundle)
  try {
    await queueAutoPrint(payload, bundle, 'onArrival')
  } catch (error) {
    await logFailure(payload, 'printing', `Automatischer Druck von Bestellung ${bundle.order.id} konnte nicht angelegt werden`, error)
  }
}
