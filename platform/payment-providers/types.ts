/**
 * One interface for the online payment providers (Stripe Checkout, Datatrans). Amounts are integer cents.
 */
import type { ReportedPaymentStatus } from '../../domain'

export type ProviderId = 'stripe' | 'datatrans'

/** The statuses a provider reports (domain/order-payment.ts: what each does to the payment and the order). */
export type ProviderPaymentStatus = ReportedPaymentStatus

/** What a provider needs to create a payment for an order. */
export type PaymentRequest = {
  orderId: number
  orderUid: string
  /** Shown to the customer on the provider's page, e.g. 'Bestellung A12 – Genusswerk Wien'. */
  description: string
  amount: number
  currency: string
  /** Line items (their gross sums to `amount`; a provider may use one line with the total instead). */
  lines: { name: string; amount: number }[]
  customerEmail: string | null
  successUrl: string
  cancelUrl: string
  errorUrl: string
  webhookUrl: string
}

export type CreatedPayment = { redirectUrl: string; reference: string }

export type ProviderStatus = {
  status: ProviderPaymentStatus
  amount: number | null
  /** Stripe: the PaymentIntent (needed for refunds). */
  providerPaymentId: string | null
}

/** A verified webhook event, normalised. `reference` null = an event we do not handle (answered 200, ignored). */
export type WebhookEvent = {
  eventId: string
  type: string
  reference: string | null
  /** Lookup by the provider's payment id instead (Stripe refunds carry only the PaymentIntent). */
  providerPaymentId: string | null
  status: ProviderPaymentStatus | null
  amount: number | null
}

export type RefundResult = { reference: string; status: 'refunded' | 'pending' }

export interface PaymentProviderAdapter {
  readonly id: ProviderId
  readonly label: string
  /** Null when usable; otherwise why not (German, for the admin). */
  notConfiguredReason(): string | null
  createPayment(payment: PaymentRequest): Promise<CreatedPayment>
  /** Throws InvalidSignatureError for a missing or wrong signature. */
  verifyWebhook(headers: Headers, rawBody: string): WebhookEvent
  queryStatus(reference: string): Promise<ProviderStatus>
  refund(reference: string, amount: number, options: { providerPaymentId: string | null; currency: string; idempotencyKey: string }): Promise<RefundResult>
}

export class InvalidSignatureError extends Error {
  constructor(message = 'Ungültige Signatur.') {
    super(message)
    this.name = 'InvalidSignatureError'
  }
}

export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message)
    this.name = 'ProviderError'
  }
}
