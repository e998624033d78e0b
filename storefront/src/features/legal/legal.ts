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
  const text = nonEmpty(config[textField])
  const url = nonEmpty(config[urlField])
  // the privacy section the server generated from what Tresen stores and sends, while the shop has none of its own
  const generated = page === 'privacy' && text === null && url === null ? nonEmpty(config.privacyPolicyGeneratedText) : null
  return { page, label: LABELS[page], text: text ?? generated, url }
}

export function legalTitle(page: LegalPage): string {
  return TITLES[page]
}

/**
 * The legal text without a first heading that only repeats the title the dialog or page already shows (shop texts
 * often start with '## Allgemeine Geschäftsbedingungen').
 */
export function withoutRepeatedTitle(source: string, title: string): string {
  const match = /^\s*#{1,6}[ \t]+(.+?)[ \t#]*(?:\r?\n|$)/.exec(source)
  if (!match || match[1]?.trim().toLocaleLowerCase('de') !== title.trim().toLocaleLowerCase('de')) return source
  return source.slice(match[0].length).replace(/^\s+/, '')
}
