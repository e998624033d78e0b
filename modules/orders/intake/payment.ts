/**
 * Payment at order creation. Offline methods (cash, card terminal, voucher) need nothing at submit time; online
 * methods (Stripe, Datatrans) are offered only when their provider is configured and start the provider's payment
 * after the order was committed. The payments module sits above orders, so the start comes in through a port that
 * the assembly connects (modules/endpoints.ts → connectOnlinePayments).
 */
import type { PayloadRequest } from 'payload'

import type { Branch, Order } from '../../../contracts/payload-types'
import { providerFor } from '../../../platform/payment-providers/registry'

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

/** Starts an order's online payment and answers where the customer's browser goes (the payments module's startPayment). */
export type OnlinePaymentStart = (order: Order, branch: Branch, req: PayloadRequest) => Promise<{ paymentRedirectUrl?: string | null }>

let startOnlinePayment: OnlinePaymentStart | null = null

/** Connects the payments module (the assembly does, once): orders never import payments. */
export function connectOnlinePayments(start: OnlinePaymentStart): void {
  startOnlinePayment = start
}

const offline = (method: string): PaymentProvider => ({
  method,
  isOnline: false,
  startPayment: async () => ({ redirectUrl: null }),
})

const online = (method: string): PaymentProvider => ({
  method,
  isOnline: true,
  startPayment: async (order, branch, req) => {
    if (!startOnlinePayment) throw new Error('Online-Zahlungen sind nicht angebunden (modules/endpoints.ts ruft connectOnlinePayments auf).')
    return { redirectUrl: (await startOnlinePayment(order, branch, req)).paymentRedirectUrl ?? null }
  },
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
