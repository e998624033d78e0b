/**
 * Payment at order creation. Offline methods (cash, card terminal, voucher) need nothing at submit time; online
 * methods (Stripe, Datatrans) are offered only when their provider is configured (server/payments) and start the
 * provider's payment after the order was committed, answering the redirect URL.
 */
import type { PayloadRequest } from 'payload'

import type { Branch, Order } from '../../../contracts/payload-types'
import { providerFor, startPayment as startOnlinePayment } from '../../payments'

export interface PaymentStart {
  /** Where the customer's browser goes next (online payment); null = straight to the status page. */
  readonly redirectUrl: string | null
}

export interface PaymentProvider {
  readonly method: string
  readonly isOnline: boolean
  /** Called after the order was committed. */
  startPayment(order: Order, branch: Branch, req: PayloadRequest): Promise<PaymentStart>
}

const offline = (method: string): PaymentProvider => ({
  method,
  isOnline: false,
  startPayment: async () => ({ redirectUrl: null }),
})

const online = (method: string): PaymentProvider => ({
  method,
  isOnline: true,
  startPayment: async (order, branch, req) => ({ redirectUrl: (await startOnlinePayment(order, branch, req)).paymentRedirectUrl ?? null }),
})

const OFFLINE: Readonly<Record<string, PaymentProvider>> = {
  cash: offline('cash'),
  atmCard: offline('atmCard'),
  voucher: offline('voucher'),
}

/** The provider of a method, or null when it cannot be used now (unknown, or online without configuration). */
export function paymentProviderFor(method: string | null | undefined): PaymentProvider | null {
  if (!method) return null
  if (OFFLINE[method]) return OFFLINE[method]
  const adapter = providerFor(method)
  return adapter && adapter.notConfiguredReason() === null ? online(method) : null
}
