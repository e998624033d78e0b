/**
 * Payments, the module's public face (what other folders use). Files, one job each: registry.ts (providers;
 * adapters stripe.ts, datatrans.ts), methods.ts (offered methods), rows.ts (payment rows and their status changes),
 * start.ts, webhooks.ts, refresh.ts, refunds.ts. What a payment does to its order is domain/order-payment.ts, written
 * by the order lifecycle's writer.
 */
export { availablePaymentMethods } from './methods'
export { onlineProviderStatus, providerFor } from './registry'
export { startPayment } from './start'
export { handleWebhook } from './webhooks'
export { refreshPaymentStatus } from './refresh'
export { refundOrderPayment } from './refunds'
export { InvalidSignatureError } from './types'
export type { ProviderId } from './types'
export { PAYMENT_STATES } from './collections/Payments'
