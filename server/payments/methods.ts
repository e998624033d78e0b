/** Which payment methods the branch and the shop switched on (before asking whether a provider is configured). */
import type { Branch, Config1 as Config } from '../../payload-types'

/**
 * Payment methods enabled for a branch and the shop (SF §3): both the branch flag and the config flag
 * (plugin + enable for card terminal, voucher and the online providers).
 */
export function enabledPaymentMethods(branch: Branch, config: Config): string[] {
  const methods: string[] = []
  if (branch.isCashEnabled === true && config.enableCash !== false) methods.push('cash')
  if (branch.isATMCardEnabled === true && config.enablePluginATMCard === true && config.enableATMCard === true) methods.push('atmCard')
  if (branch.isVoucherEnabled === true && config.enablePluginVoucher === true && config.enableVoucher === true) methods.push('voucher')
  if (branch.isStripeEnabled === true && config.enablePluginStripe === true && config.enableStripe === true) methods.push('stripe')
  if (branch.isDatatransEnabled === true && config.enablePluginDatatrans === true && config.enableDatatrans === true) methods.push('datatrans')
  return methods
}

