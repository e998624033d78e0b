/** Which payment methods the branch and the shop switched on (before asking whether a provider is configured). */
import { offeredPaymentMethods } from '../../domain'
import type { PaymentMethod } from '../../domain'
import type { Branch, Config1 as Config } from '../../payload-types'

/**
 * Payment methods enabled for a branch and the shop (SF §3): the domain's rule (domain/payment-methods.ts, the same
 * the storefront offers with). Whether an online provider is configured is checked by the caller (payments/index.ts).
 */
export function enabledPaymentMethods(branch: Branch, config: Config): PaymentMethod[] {
  return offeredPaymentMethods(branch, config)
}
