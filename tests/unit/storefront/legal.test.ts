import { describe, expect, it } from 'vitest'

import { legalEntry, withoutRepeatedTitle } from '../../../storefront/src/features/legal'

describe('legal texts in a dialog or page that already shows the title', () => {
  it('drop a first heading that repeats the title (the pop-up showed "Allgemeine Geschäftsbedingungen" twice)', () => {
    const source = '## Allgemeine Geschäftsbedingungen\n\n1. **Geltungsbereich.** …'
    expect(withoutRepeatedTitle(source, 'Allgemeine Geschäftsbedingungen')).toBe('1. **Geltungsbereich.** …')
  })

  it('keep a first heading that says something else, and a text without heading', () => {
    expect(withoutRepeatedTitle('# Stand: 1. Jänner 2026\n\nText', 'Impressum')).toBe('# Stand: 1. Jänner 2026\n\nText')
    expect(withoutRepeatedTitle('Nur Text', 'Impressum')).toBe('Nur Text')
  })
})

describe('the generated privacy section (issue 34)', () => {
  const generated = '## Datenschutz bei Bestellungen\n\nText'

  it('fills the privacy page while the shop has neither text nor link of its own', () => {
    expect(legalEntry({ privacyPolicyGeneratedText: generated }, 'privacy')).toMatchObject({ text: generated, url: null })
    expect(legalEntry({ privacyPolicyText: '# Eigener Text', privacyPolicyGeneratedText: generated }, 'privacy').text).toBe('# Eigener Text')
    expect(legalEntry({ privacyPolicy: 'https://example.org/datenschutz', privacyPolicyGeneratedText: generated }, 'privacy').text).toBeNull()
    expect(legalEntry({ privacyPolicyGeneratedText: generated }, 'imprint').text).toBeNull()
  })
})
