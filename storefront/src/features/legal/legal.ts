import type { ConfigDoc } from '../../lib/types'
import type { LegalPage } from '../../paths'

export interface LegalEntry {
  readonly page: LegalPage
  readonly label: string
  readonly text: string | null
  readonly url: string | null
}

const LABELS: Record<LegalPage, string> = {
  'terms-and-conditions': 'AGB',
  privacy: 'Datenschutz',
  imprint: 'Impressum',
  allergens: 'Allergene',
}

const TITLES: Record<LegalPage, string> = {
  'terms-and-conditions': 'Allgemeine Geschäftsbedingungen',
  privacy: 'Datenschutzerklärung',
  imprint: 'Impressum',
  allergens: 'Allergene',
}

const FIELDS: Record<LegalPage, readonly [keyof ConfigDoc, keyof ConfigDoc]> = {
  'terms-and-conditions': ['termsAndConditionsText', 'termsAndConditions'],
  privacy: ['privacyPolicyText', 'privacyPolicy'],
  imprint: ['imprintText', 'imprint'],
  allergens: ['allergensText', 'allergens'],
}

function nonEmpty(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null
}

export function legalEntry(config: ConfigDoc, page: LegalPage): LegalEntry {
  const [textField, urlField] = FIELDS[page]
  return { page, label: LABELS[page], text: nonEmpty(config[textField]), url: nonEmpty(config[urlField]) }
}

export function legalTitle(page: LegalPage): string {
  return TITLES[page]
}
