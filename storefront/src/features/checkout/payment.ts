import { PAYMENT_METHOD_LABELS, firstOnlineMethod, offeredPaymentMethods } from '@domain'
import type { BranchDoc, ConfigDoc } from '../../lib/types'

export interface PaymentOption {
  readonly value: string
  readonly label: string
}

/**
 * Payment methods offered (domain/payment-methods.ts, the rule the server validates with). The public config already
 * has the flags of an online provider without keys switched off (modules/settings/update.ts), so every provider counts as ready.
 */
export function paymentOptions(config: ConfigDoc, branch: BranchDoc): PaymentOption[] {
  return offeredPaymentMethods(branch, config).map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }))
}

export function onlineMethod(options: readonly PaymentOption[]): string | null {
  return firstOnlineMethod(options.map((option) => option.value))
}
