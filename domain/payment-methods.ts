/**
 * Payment methods (SF §3 Config/Branch payment flags, SF §4 payment choice): which methods a branch offers and what
 * they are called. One rule for the storefront's checkout, the server's order validation and every order text.
 */
import { isOnlinePayment } from './order-status'

/** Every payment method an order can carry, in the order they are offered. */
export const PAYMENT_METHODS = ['cash', 'atmCard', 'voucher', 'stripe', 'datatrans'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
export type OnlinePaymentMethod = Extract<PaymentMethod, 'stripe' | 'datatrans'>

/**
 * Decision: one German name per method, the customer's wording, used alike by checkout, status page, board, e-mail,
 * SMS, receipt and the admin's order form.
 */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  cash: 'Barzahlung',
  atmCard: 'Bankomatkarte',
  voucher: 'Gutschein',
  stripe: 'Kreditkarte (online)',
  datatrans: 'Online-Zahlung',
}

/** The methods as select options ({ label, value }), e.g. for the admin's order form. */
export const PAYMENT_METHOD_OPTIONS: readonly { readonly label: string; readonly value: PaymentMethod }[] = PAYMENT_METHODS.map(
  (value) => ({
    label: PAYMENT_METHOD_LABELS[value],
    value,
  }),
)

export const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value)

/** The German name of a stored method; an unknown stored value is shown as it is, none as '–'. */
export function paymentMethodLabel(method: string | null | undefined): string {
  if (isPaymentMethod(method)) return PAYMENT_METHOD_LABELS[method]
  return method || '–'
}

/** The branch's payment switches (SF §3 Branch). */
export interface BranchPaymentFlags {
  readonly isCashEnabled?: boolean | null
  readonly isATMCardEnabled?: boolean | null
  readonly isVoucherEnabled?: boolean | null
  readonly isStripeEnabled?: boolean | null
  readonly isDatatransEnabled?: boolean | null
}

/** The shop's payment switches (SF §3 Config): cash alone, the others as plugin + enable. */
export interface ShopPaymentFlags {
  readonly enableCash?: boolean | null
  readonly enablePluginATMCard?: boolean | null
  readonly enableATMCard?: boolean | null
  readonly enablePluginVoucher?: boolean | null
  readonly enableVoucher?: boolean | null
  readonly enablePluginStripe?: boolean | null
  readonly enableStripe?: boolean | null
  readonly enablePluginDatatrans?: boolean | null
  readonly enableDatatrans?: boolean | null
}

/** A switch that was never stored counts as its field's default: cash is on by default, everything else off. */
const on = (value: boolean | null | undefined, byDefault = false): boolean => (value ?? byDefault) === true

/**
 * The payment methods a customer may choose: the branch's switch and the shop's switches must be on (a switch never
 * stored counts as its default — cash on, the rest off), and an online method needs its provider to be ready
 * (configured; the server knows, the storefront gets it folded into the public config flags).
 */
export function offeredPaymentMethods(
  branch: BranchPaymentFlags,
  shop: ShopPaymentFlags,
  isProviderReady: (method: OnlinePaymentMethod) => boolean = () => true,
): PaymentMethod[] {
  const enabled: Record<PaymentMethod, boolean> = {
    cash: on(branch.isCashEnabled, true) && on(shop.enableCash, true),
    atmCard: on(branch.isATMCardEnabled) && on(shop.enablePluginATMCard) && on(shop.enableATMCard),
    voucher: on(branch.isVoucherEnabled) && on(shop.enablePluginVoucher) && on(shop.enableVoucher),
    stripe: on(branch.isStripeEnabled) && on(shop.enablePluginStripe) && on(shop.enableStripe) && isProviderReady('stripe'),
    datatrans:
      on(branch.isDatatransEnabled) && on(shop.enablePluginDatatrans) && on(shop.enableDatatrans) && isProviderReady('datatrans'),
  }
  return PAYMENT_METHODS.filter((method) => enabled[method])
}

/** The first online method among the offered ones (SF §4: the default when cash is off). */
export function firstOnlineMethod(methods: readonly string[]): string | null {
  return methods.find((method) => isOnlinePayment(method)) ?? null
}
