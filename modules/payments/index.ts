/**
 * Payments, the module's public face. One job a file: rows.ts (payment rows and their status), start.ts, webhooks.ts,
 * refresh.ts, refunds.ts; the provider adapters and offered methods are platform/payment-providers. What a payment
 * does to its order is domain/order-payment.ts, written by the orders module's writer.
 */
export { startPayment } from './start'
export { handleWebhook } from './webhooks'
export { refreshPaymentStatus } from './refresh'
export { refundOrderPayment } from './refunds'
export { InvalidSignatureError } from '../../platform/payment-providers/types'
export type { ProviderId } from '../../platform/payment-providers/types'
