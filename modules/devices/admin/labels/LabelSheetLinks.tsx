/**
 * Above the product list (server component, no client JS): „Etiketten drucken“ — the label sheets of every active
 * product as PDF (GET /api/labels.pdf, docs/fonts-labels.md), compact with the theme's rows × columns or detailed
 * 5 × 2. The links open in a new tab with the admin's session (staff only, like the call itself).
 */
import type { Payload } from 'payload'

import { labelGrid } from '../../labels'

export async function LabelSheetLinks({ payload }: { payload?: Payload }) {
  let compact = '12 × 4'
  try {
    // the theme is public data (GET /api/theme); read here only for the grid size shown on the button
    const theme = payload ? await payload.findGlobal({ slug: 'theme', depth: 0, overrideAccess: true }) : null
    const grid = labelGrid(theme)
    compact = `${grid.rows} × ${grid.columns}`
  } catch {
    // the links work without the size
  }
  const link = {
    display: 'inline-block',
    padding: '0.4rem 0.8rem',
    marginRight: '0.5rem',
    border: '1px solid var(--theme-elevation-250, #d1d5db)',
    borderRadius: 4,
    color: 'var(--theme-text, #1f2937)',
    textDecoration: 'none',
  } as const
  return (
    <div style={{ margin: '0 0 1rem', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' }}>
      <strong style={{ marginRight: '0.5rem' }}>Etiketten drucken:</strong>
      <a href="/api/labels.pdf?layout=compact" target="_blank" rel="noopener" style={link}>
        Kompakt ({compact}) als PDF
      </a>
      <a href="/api/labels.pdf?layout=detail" target="_blank" rel="noopener" style={link}>
        Ausführlich (5 × 2) als PDF
      </a>
      <span style={{ color: 'var(--theme-elevation-600, #6b7280)' }}>alle aktiven Produkte, nach Name</span>
    </div>
  )
}
