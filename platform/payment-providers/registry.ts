/**
 * The online payment providers (adapters: stripe.ts, datatrans.ts), by id. Offline methods (cash, card terminal,
 * voucher) have none. A provider is usable only when its env keys are set (notConfiguredReason null).
 */
import { datatransProvider } from './datatrans'
import { stripeProvider } from './stripe'
import type { PaymentProviderAdapter, ProviderId } from './types'

const PROVIDERS: Readonly<Record<ProviderId, PaymentProviderAdapter>> = { stripe: stripeProvider, datatrans: datatransProvider }

export const isProviderId = (value: unknown): value is ProviderId => value === 'stripe' || value === 'datatrans'

export const providerById = (id: ProviderId): PaymentProviderAdapter => PROVIDERS[id]

export function providerFor(method: string | null | undefined): PaymentProviderAdapter | null {
  return isProviderId(method) ? PROVIDERS[method] : null
}

/** Online providers and why one is not usable (German, for the admin banner and docs). */
export function onlineProviderStatus(): { id: ProviderId; label: string; reason: string | null }[] {
  return Object.values(PROVIDERS).map((p) => ({ id: p.id, label: p.label, reason: p.notConfiguredReason() }))
}
