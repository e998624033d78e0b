/**
 * The privacy section generated from the settings and from which processors are configured (the adapters' own
 * checks: SMTP, SMS, Stripe, Datatrans), issue 34: shown on the storefront's privacy page while the shop has no text or
 * link of its own, and offered to copy in the admin (GET /api/privacy/text). Text: domain/privacy.ts privacyText.
 */
import { DEFAULT_CONTACT_RETENTION_MONTHS, DEFAULT_LEAD_RETENTION_MONTHS, privacyText, retentionRule } from '../../domain/privacy'
import type { Config1 as Config } from '../../contracts/payload-types'
import type { PrivacyTextAnswer } from '../../contracts/privacy'
import { emailStatus, smsStatus } from '../../platform/delivery-config'
import { onlineProviderStatus } from '../../platform/payment-providers/registry'

export function generatedPrivacyText(settings: Partial<Config>): PrivacyTextAnswer {
  const configured = new Map(onlineProviderStatus().map((p) => [p.id, p.reason === null]))
  const rule = retentionRule(settings)
  const place = [settings.zipCode, settings.city].filter(Boolean).join(' ')
  const address = [settings.street, place].filter(Boolean).join(', ')
  const markdown = privacyText({
    shopName: settings.shopName || null,
    businessName: settings.businessName || null,
    address: address || null,
    email: settings.email || null,
    emailConfigured: emailStatus().configured,
    smsConfigured: settings.enablePluginSMS === true && smsStatus().configured,
    stripeConfigured: settings.enablePluginStripe === true && settings.enableStripe === true && configured.get('stripe') === true,
    datatransConfigured: settings.enablePluginDatatrans === true && settings.enableDatatrans === true && configured.get('datatrans') === true,
    customerSaving: true,
    rule,
    contactMessageMonths: settings.contactMessageRetentionMonths ?? DEFAULT_CONTACT_RETENTION_MONTHS,
    leadMonths: settings.leadRetentionMonths ?? DEFAULT_LEAD_RETENTION_MONTHS,
  })
  return { markdown, retention: { basis: rule.basis, years: rule.years, label: rule.label } }
}

const nonEmpty = (value: unknown): boolean => typeof value === 'string' && value.trim() !== ''

/** Whether the shop has a privacy text or link of its own (else the storefront shows the generated one). */
export const hasOwnPrivacyPolicy = (settings: Partial<Config>): boolean => nonEmpty(settings.privacyPolicyText) || nonEmpty(settings.privacyPolicy)
