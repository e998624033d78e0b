'use client'
/**
 * The snippet preview of the SEO tab (SeoSnippet.tsx): title, address and description as a search engine shows them,
 * cut where search results usually cut them (about 60 characters of title, 160 of description), with the lengths
 * and a German hint when a field is empty or too long. Reads the form's values, so it follows every keystroke.
 */
import { useFormFields } from '@payloadcms/ui'

import { pageTitle } from '../../../domain'

const TITLE_MAX = 60
const DESCRIPTION_MIN = 50
const DESCRIPTION_MAX = 160

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()} …` : text)

export function SeoSnippetPreview({ shopName }: { readonly shopName: string }) {
  // one selector per value: a primitive, so the preview renders again only when one of them changes
  const name = useFormFields(([fields]) => String(fields.name?.value ?? ''))
  const title = useFormFields(([fields]) => String(fields.title?.value ?? ''))
  const description = useFormFields(([fields]) => String(fields.description?.value ?? ''))
  const path = useFormFields(([fields]) => String(fields.path?.value ?? ''))
  const heading = title.trim() || name.trim()
  // the storefront's document title of a content page (the same rule, domain/page-title.ts)
  const documentTitle = pageTitle('site', heading, shopName)
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  const address = `${origin}/${path.replace(/^\/+/, '')}`
  const hints: string[] = []
  if (documentTitle.length > TITLE_MAX) hints.push(`Der Titel ist ${documentTitle.length} Zeichen lang; Suchmaschinen zeigen etwa ${TITLE_MAX}.`)
  if (description.trim() === '') hints.push('Ohne Beschreibung wählt die Suchmaschine selbst einen Textausschnitt der Seite.')
  else if (description.length < DESCRIPTION_MIN) hints.push(`Die Beschreibung ist kurz (${description.length} Zeichen); ideal sind ${DESCRIPTION_MIN}–${DESCRIPTION_MAX}.`)
  else if (description.length > DESCRIPTION_MAX) hints.push(`Die Beschreibung ist ${description.length} Zeichen lang; Suchmaschinen zeigen etwa ${DESCRIPTION_MAX}.`)
  return (
    <section aria-label="Vorschau im Suchergebnis" className="seo-snippet" style={{ marginBottom: 'var(--base)' }}>
      <p style={{ fontWeight: 600, margin: '0 0 6px' }}>Vorschau im Suchergebnis</p>
      <div
        data-testid="seo-snippet"
        style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 6, padding: '12px 16px', maxWidth: 600, fontFamily: 'Arial, sans-serif', background: 'var(--theme-input-bg)' }}
      >
        <div style={{ fontSize: 12, color: 'var(--theme-elevation-600)', overflowWrap: 'anywhere' }}>{address}</div>
        <div style={{ fontSize: 18, lineHeight: 1.3, color: '#1a0dab', margin: '2px 0' }}>{cut(documentTitle, TITLE_MAX)}</div>
        <div style={{ fontSize: 13, lineHeight: 1.5, color: 'var(--theme-elevation-800)' }}>
          {description.trim() === '' ? <em>Keine Beschreibung angegeben.</em> : cut(description, DESCRIPTION_MAX)}
        </div>
      </div>
      <p style={{ fontSize: '0.85rem', opacity: 0.8, margin: '6px 0 0' }}>
        Titel {documentTitle.length} Zeichen · Beschreibung {description.length} Zeichen
        {hints.map((hint) => (
          <span key={hint} style={{ display: 'block' }}>
            {hint}
          </span>
        ))}
      </p>
    </section>
  )
}
