/** The payment methods offered at a branch (the rule is the domain's; this passes in which providers are configured). */
import { offeredPaymentMethods } from '../../domain'
import type { Branch, Config1 as Config } from '../../contracts/payload-types'
import { providerFor } from './registry'

/**
 * The payment methods a customer may choose at this branch: enabled by the branch and the shop config, and for
 * online methods only when the provider is configured. For order creation and the storefront's /api/init.
 */
export function availablePaymentMethods(branch: Branch, config: Config): string[] {
  return offeredPaymentMethods(branch, config, (method) => providerFor(method)?.notConfiguredReason() === null)
}
