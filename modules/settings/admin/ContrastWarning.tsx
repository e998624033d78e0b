'use client'
/**
 * Issue #34 (WCAG 2.1 AA, BFSG/BaFG): beside the theme's colour fields, the contrast of colour 1 and colour 2 as the
 * storefront uses them (domain/contrast.ts), following every keystroke. A failing choice may still be saved: the
 * storefront then paints the affected text and borders in black or white, and this says so in German.
 */
import { useFormFields } from '@payloadcms/ui'

import { THEME_DEFAULTS, themeContrastChecks, themeFromConfig } from '../../../domain'

export function ContrastWarning() {
  const color1 = useFormFields(([fields]) => String(fields.color1?.value ?? THEME_DEFAULTS.color1))
  const color2 = useFormFields(([fields]) => String(fields.color2?.value ?? THEME_DEFAULTS.color2))
  // the colours the storefront really uses (an unreadable value falls back to the default there too)
  const theme = themeFromConfig({ color1, color2 })
  const failing = themeContrastChecks(theme.color1, theme.color2).filter((check) => !check.ok)
  if (failing.length === 0) {
    return (
      <p data-testid="contrast-ok" style={{ margin: '0 0 var(--base)', color: 'var(--theme-success-750, inherit)' }}>
        Kontrast geprüft: Farbe 1 und Farbe 2 erfüllen WCAG 2.1 AA (Schrift 4,5:1, Bedienelemente 3:1).
      </p>
    )
  }
  return (
    <div
      role="status"
      data-testid="contrast-warning"
      style={{
        margin: '0 0 var(--base)',
        padding: '12px 16px',
        borderRadius: 6,
        border: '1px solid var(--theme-warning-500, #b7791f)',
        background: 'var(--theme-warning-100, #fff8e6)',
        color: 'var(--theme-elevation-1000, #111)',
      }}
    >
      <p style={{ fontWeight: 700, margin: '0 0 6px' }}>Kontrastwarnung (Barrierefreiheit, WCAG 2.1 AA)</p>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {failing.map((check) => (
          <li key={check.id}>{check.message}</li>
        ))}
      </ul>
      <p style={{ margin: '6px 0 0' }}>Sie können die Farben trotzdem speichern; besser lesbar ist eine dunklere Farbe 1 oder ein stärkerer Unterschied zu Farbe 2.</p>
    </div>
  )
}
