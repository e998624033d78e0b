// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'

import { pageStatus } from '../../../modules/storefront/shell'
import { LegalLinks, accessibilityStatement } from '../../../storefront/src/features/legal'
import type { ConfigDoc } from '../../../storefront/src/lib/types'

afterEach(cleanup)

const shop = { shopName: 'Genusswerk', businessName: 'Genusswerk GmbH', email: 'hallo@genusswerk.example', street: 'Herrengasse 1', zipCode: '8010', city: 'Graz' } as ConfigDoc

const allText = (config: ConfigDoc): string => {
  const statement = accessibilityStatement(config)
  return [
    statement.intro,
    ...statement.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) =>
        block.kind === 'p' ? [block.text] : block.kind === 'list' ? block.items : block.kind === 'link' ? [block.text, block.href] : [...block.lines, block.email ?? ''],
      ),
    ]),
  ].join('\n')
}

describe('the accessibility statement (BFSG Anlage 3 / BaFG § 19) is generated from the shop settings', () => {
  it('has every part the laws ask for: service, conformance status, known limitations, feedback contact, enforcement', () => {
    const headings = accessibilityStatement({ ...shop, country: 'AT' }).sections.map((section) => section.heading)
    expect(headings).toEqual([
      'Beschreibung der Dienstleistung',
      'Wie der Shop die Anforderungen erfüllt',
      'Stand der Vereinbarkeit mit den Anforderungen',
      'Nicht barrierefreie Inhalte',
      'Feedback und Kontakt',
      'Durchsetzungsverfahren (Marktüberwachung und Schlichtung)',
    ])
    const text = allText({ ...shop, country: 'AT' })
    expect(text).toContain('Genusswerk GmbH')
    expect(text).toContain('„Genusswerk“')
    expect(text).toContain('hallo@genusswerk.example')
    expect(text).toContain('WCAG 2.1')
    expect(text).toContain('EN 301 549')
    expect(text).toContain('teilweise vereinbar')
  })

  it('names the Austrian enforcement: BaFG, Sozialministeriumservice and its Schlichtungsstelle', () => {
    const text = allText({ ...shop, country: 'AT' })
    expect(text).toContain('Barrierefreiheitsgesetz (BaFG)')
    expect(text).toContain('Schlichtungsstelle des Sozialministeriumservice')
    expect(text).not.toContain('MLBF')
  })

  it('names the German enforcement: BFSG and the MLBF in Magdeburg', () => {
    const text = allText({ ...shop, country: 'DE' })
    expect(text).toContain('Barrierefreiheitsstärkungsgesetz (BFSG)')
    expect(text).toContain('Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)')
    expect(text).toContain('Magdeburg')
    expect(text).not.toContain('Sozialministeriumservice')
  })

  it('still has a contact when the shop has no e-mail (the business name), and a default shop name', () => {
    const statement = accessibilityStatement({} as ConfigDoc)
    expect(statement.intro).toContain('„Tresen“')
    const contact = statement.sections.find((section) => section.heading === 'Feedback und Kontakt')?.blocks.find((block) => block.kind === 'contact')
    expect(contact).toEqual({ kind: 'contact', email: null, lines: ['Tresen'] })
  })
})

describe('the footer links the statement as "Barrierefreiheit", and the server answers its route with 200', () => {
  it('links /site/accessibility even when no other legal text is configured', () => {
    render(
      <MemoryRouter>
        <LegalLinks config={{} as ConfigDoc} />
      </MemoryRouter>,
    )
    const nav = screen.getByRole('navigation', { name: 'Rechtliches' })
    expect(within(nav).getByRole('link', { name: 'Barrierefreiheit' })).toHaveAttribute('href', '/site/accessibility')
  })

  it('is not the soft-404 of an unconfigured legal page', () => {
    const data = { config: {}, branches: [], sites: [] } as unknown as Parameters<typeof pageStatus>[0]
    expect(pageStatus(data, '/site/accessibility')).toBe(200)
    expect(pageStatus(data, '/site/imprint')).toBe(404)
  })
})
