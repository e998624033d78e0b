import type { BranchDoc, ConfigDoc } from '../../lib/types'

export interface PaymentOption {
  readonly value: string
  readonly label: string
}

/** Payment methods offered: the branch flag and (where the config has one) the shop flag must be on. */
export function paymentOptions(config: ConfigDoc, branch: BranchDoc): PaymentOption[] {
  const options: PaymentOption[] = []
  if (branch.isCashEnabled !== false && config.enableCash !== false) options.push({ value: 'cash', label: 'Barzahlung' })
  if (branch.isATMCardEnabled === true && config.enablePluginATMCard === true && config.enableATMCard !== false) options.push({ value: 'atmCard', label: 'Bankomatkarte' })
  if (branch.isVoucherEnabled === true && config.enablePluginVoucher === true && config.enableVoucher !== false) options.push({ value: 'voucher', label: 'Gutschein' })
  if (branch.isStripeEnabled === true && config.enablePluginStripe === true && config.enableStripe !== false) options.push({ value: 'stripe', label: 'Kreditkarte (online)' })
  if (branch.isDatatransEnabled === true && config.enablePluginDatatrans === true && config.enableDatatrans !== false) options.push({ value: 'datatrans', label: 'Online bezahlen' })
  return options
}

export function onlineMethod(options: readonly PaymentOption[]): string | null {
  return options.find((option) => option.value === 'stripe' || option.value === 'datatrans')?.value ?? null
}
