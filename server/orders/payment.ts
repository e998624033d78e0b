/**
 * Payment providers. Offline methods (cash, card terminal, voucher) need nothing at submit time; online
 * providers (Stripe, Datatrans) are not offered yet: `paymentProviderFor` returns null for them and the
 * submit is rejected with 'Diese Zahlungsart ist derzeit nicht verfügbar.'.
 *
 * To add an online provider: implement PaymentProvider (create the payment session, return its redirect URL,
 * store the provider's reference in `paymentReference`), register it in PROVIDERS and enable the method.
 */
import type { PayloadRequest } from 'payload'

import type { Branch, Config1 as Config, Order } from '../../payload-types'

export interface PaymentStart {
  /** Where the customer's browser goes next (online payment); null = straight to the status page. */
  readonly redirectUrl: string | null
}

export interface PaymentProvider {
  readonly method: string
  readonly isOnline: boolean
  /** Called after the order was committed. */
  startPayment(order: Order, req: PayloadRequest): Promise<PaymentStart>
}

const offline = (method: string): PaymentProvider => ({
  method,
  isOnline: false,
  startPayment: async () => ({ redirectUrl: null }),
})

const PROVIDERS: Readonly<Record<string, PaymentProvider>> = {
  cash: offline('cash'),
  atmCard: offline('atmCard'),
  voucher: offline('voucher'),
  // stripe / datatrans: not implemented yet
}

/** The provider of a method, or null when the method cannot be used (unknown or online and not implemented). */
export function paymentProviderFor(method: string | null | undefined): PaymentProvider | null {
  if (!method) return null
  return PROVIDERS[method] ?? null
}

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

