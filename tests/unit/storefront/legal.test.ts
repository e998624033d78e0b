import { describe, expect, it } from 'vitest'

import { withoutRepeatedTitle } from '../../../storefront/src/features/legal'

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
