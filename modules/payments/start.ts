/**
 * Starting an order's online payment, after the order was committed: a payment row, the provider's redirect, and the
 * order's 'payment-started' (or, when the provider fails, 'payment-failed') written by the order lifecycle's writer.
 */
import type { PayloadRequest } from 'payload'

import { orderAfterPayment, orderPaymentStarted } from '../../domain'
import type { OrderPaymentDecision } from '../../domain'
import type { Branch, Order } from '../../contracts/payload-types'
import { errorText, logFailure } from '../../platform/jobs/log'
import { checkoutErrorUrl, loadOrderBundle, publicBaseUrl, statusUrl, ticketLabel } from '../notifications'
import { orderFlags, orderForSystem, runOrderChange } from '../orders'
import { providerFor } from '../../platform/payment-providers/registry'
import { latestPayment, orderDecisionOf } from './rows'

/**
 * Starts the online payment of a committed order (called by order creation). Offline methods: nothing.
 * Idempotent per order (a second call answers the same redirect). If the provider fails, the order is marked
 * failed and the customer is sent to the checkout error page (SF §8 'Leider ist Ihre Zahlung fehlgeschlagen …').
 */
export async function startPayment(order: Order, branch: Branch, req: PayloadRequest): Promise<{ paymentRedirectUrl?: string }> {
  const provider = providerFor(order.paymentMethod)
  if (!provider) return {}
  const { payload } = req
  const existing = await latestPayment(payload, order.id)
  if (existing?.redirectUrl && (existing.status === 'created' || existing.status === 'pending'))
    return { paymentRedirectUrl: existing.redirectUrl }
  // the order as just inserted (items, totals, hash): no second read
  const bundle = await loadOrderBundle(payload, order.id, order)
  const full = bundle.order
  const description = `Bestellung ${ticketLabel(full)} – ${branch.name}`
  const lines = [
    ...(full.items ?? []).map((item) => ({
      name: `${item.amount ?? 1} ${item.unitName ?? ''} ${item.name ?? ''}`.replace(/\s+/g, ' ').trim(),
      amount: item.gross ?? 0,
    })),
    ...((full.deliveryGross ?? 0) > 0 ? [{ name: 'Lieferung', amount: full.deliveryGross ?? 0 }] : []),
  ]
  const amount = full.totalGross ?? 0
  try {
    const created = await provider.createPayment({
      orderId: full.id,
      orderUid: full.uid ?? String(full.id),
      description,
      amount,
      currency: bundle.currency,
      lines,
      customerEmail: full.email ?? null,
      successUrl: statusUrl(full),
      cancelUrl: checkoutErrorUrl(branch),
      errorUrl: checkoutErrorUrl(branch),
      webhookUrl: `${publicBaseUrl()}/api/payments/${provider.id}/webhook`,
    })
    await payload.create({
      collection: 'payments',
      data: {
        order: full.id,
        branch: branch.id,
        provider: provider.id,
        reference: created.reference,
        status: 'pending',
        amount,
        currency: bundle.currency,
        redirectUrl: created.redirectUrl,
        events: [],
      },
      // Deliberately overrideAccess: payment rows are written only by the server.
      overrideAccess: true,
    })
    await paymentStep(req, full.id, () => orderPaymentStarted(created.reference))
    return { paymentRedirectUrl: created.redirectUrl }
  } catch (error) {
    await logFailure(
      payload,
      'payment',
      `Zahlung für Bestellung ${full.id} (${provider.id}) konnte nicht gestartet werden`,
      error,
    )
    await payload.create({
      collection: 'payments',
      data: {
        order: full.id,
        branch: branch.id,
        provider: provider.id,
        status: 'failed',
        amount,
        currency: bundle.currency,
        lastError: errorText(error),
        events: [],
      },
      overrideAccess: true,
    })
    await paymentStep(req, full.id, (locked) =>
      orderAfterPayment({ ...orderFlags(locked), paymentStatus: locked.paymentStatus }, 'failed'),
    )
    return { paymentRedirectUrl: checkoutErrorUrl(branch) }
  }
}

/** The payment start's own change of the order (one lifecycle step: locked, written with history, event after commit). */
async function paymentStep(req: PayloadRequest, orderId: number, decide: (order: Order) => OrderPaymentDecision) {
  await runOrderChange(
    req,
    () => orderForSystem(req, orderId),
    (order) => orderDecisionOf(decide(order)),
  )
}
