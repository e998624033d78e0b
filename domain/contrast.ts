/**
 * Colour contrast of the white-label theme (issue #34, WCAG 2.1 SC 1.4.3 / 1.4.11): relative luminance and contrast
 * ratio as WCAG defines them, the checks the admin warns about, and the accessible fallback text colour (black or
 * white) the storefront uses when an editor's choice fails.
 */
export type Rgb = { readonly r: number; readonly g: number; readonly b: number }

/** WCAG 2.1 minimums: normal text 4.5:1, user-interface components and graphics 3:1. */
export const CONTRAST_TEXT = 4.5
export const CONTRAST_UI = 3

/** The storefront's light surfaces that colour 1 appears on as text or border (storefront/src/app/styles.css --surface, --bg). */
export const PAGE_SURFACES = ['#ffffff', '#f6f5f2'] as const

const BLACK = '#000000'
const WHITE = '#ffffff'

const clamp = (value: number): number => Math.min(255, Math.max(0, value))

function hslToRgb(h: number, s: number, l: number): Rgb {
  const hue = (((h % 360) + 360) % 360) / 360
  const sat = Math.min(1, Math.max(0, s))
  const light = Math.min(1, Math.max(0, l))
  const q = light < 0.5 ? light * (1 + sat) : light + sat - light * sat
  const p = 2 * light - q
  const channel = (t0: number): number => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0
    if (t < 1 / 6) return p + (q - p) * 6 * t
    if (t < 1 / 2) return q
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6
    return p
  }
  return { r: Math.round(channel(hue + 1 / 3) * 255), g: Math.round(channel(hue) * 255), b: Math.round(channel(hue - 1 / 3) * 255) }
}

/**
 * A CSS colour as the theme accepts it (#rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba(), hsl()/hsla()), or null.
 * Alpha is ignored: the theme's colours are painted as solid backgrounds and text.
 */
export function parseColor(value: string): Rgb | null {
  const text = value.trim().toLowerCase()
  const hex = /^#([0-9a-f]{3,8})$/.exec(text)?.[1]
  if (hex !== undefined) {
    if (hex.length === 3 || hex.length === 4) {
      const [r, g, b] = [...hex].map((digit) => parseInt(digit + digit, 16))
      return { r: r ?? 0, g: g ?? 0, b: b ?? 0 }
    }
    if (hex.length === 6 || hex.length === 8) {
      return { r: parseInt(hex.slice(0, 2), 16), g: parseInt(hex.slice(2, 4), 16), b: parseInt(hex.slice(4, 6), 16) }
    }
    return null
  }
  const fn = /^(rgba?|hsla?)\(([^)]*)\)$/.exec(text)
  if (fn === null) return null
  const parts = (fn[2] ?? '').split(/[\s,/]+/).filter((part) => part !== '')
  if (parts.length < 3) return null
  const number = (part: string | undefined): number => Number.parseFloat(part ?? '')
  if (fn[1]?.startsWith('rgb')) {
    const channels = parts.slice(0, 3).map((part) => (part.endsWith('%') ? (number(part) / 100) * 255 : number(part)))
    if (channels.some((channel) => !Number.isFinite(channel))) return null
    const [r, g, b] = channels.map((channel) => Math.round(clamp(channel)))
    return { r: r ?? 0, g: g ?? 0, b: b ?? 0 }
  }
  const [h, s, l] = [number(parts[0]?.replace('deg', '')), number(parts[1]) / 100, number(parts[2]) / 100]
  if (![h, s, l].every(Number.isFinite)) return null
  return hslToRgb(h, s, l)
}

/** WCAG 2.1 relative luminance (sRGB, 0 = black … 1 = white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (channel: number): number => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** WCAG 2.1 contrast ratio (1 … 21) of two colours, or null when one cannot be read. */
export function contrastRatio(a: string, b: string): number | null {
  const first = parseColor(a)
  const second = parseColor(b)
  if (first === null || second === null) return null
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** Black or white, whichever contrasts more with the background. */
export function blackOrWhiteOn(background: string): string {
  return (contrastRatio(background, BLACK) ?? 21) >= (contrastRatio(background, WHITE) ?? 0) ? BLACK : WHITE
}

/** The preferred colour when it reaches `minimum` against every background, else black or white (whichever passes). */
export function readableOn(backgrounds: string | readonly string[], preferred: string, minimum = CONTRAST_TEXT): string {
  const list = typeof backgrounds === 'string' ? [backgrounds] : backgrounds
  if (list.every((background) => (contrastRatio(background, preferred) ?? 0) >= minimum)) return preferred
  const candidates = [BLACK, WHITE]
  const score = (candidate: string): number => Math.min(...list.map((background) => contrastRatio(background, candidate) ?? 0))
  return candidates.sort((x, y) => score(y) - score(x))[0] ?? BLACK
}

export type ContrastCheck = {
  readonly id: 'text-on-color1' | 'color1-as-text' | 'color1-as-ui'
  /** The measured ratio, rounded down to two decimals (a displayed 4.5 must really pass). */
  readonly ratio: number
  readonly minimum: number
  readonly ok: boolean
  /** German, for the admin: what fails and what the storefront does instead. */
  readonly message: string
}

const floor2 = (value: number): number => Math.floor(value * 100) / 100
const shown = (value: number): string => floor2(value).toFixed(2).replace('.', ',')

/**
 * The theme's contrast checks: colour 2 as text on colour 1 (buttons, header), colour 1 as text on the light page
 * (prices, links), colour 1 as a UI colour against the page (borders, focus ring). Unreadable colours are skipped
 * (the theme falls back to its defaults for them anyway).
 */
export function themeContrastChecks(color1: string, color2: string): ContrastCheck[] {
  const checks: ContrastCheck[] = []
  const onColor1 = contrastRatio(color1, color2)
  if (onColor1 !== null) {
    checks.push({
      id: 'text-on-color1',
      ratio: floor2(onColor1),
      minimum: CONTRAST_TEXT,
      ok: onColor1 >= CONTRAST_TEXT,
      message: `Farbe 2 als Schrift auf Farbe 1 (Schaltflächen, Kopfzeile) hat einen Kontrast von ${shown(onColor1)}:1, nötig sind 4,5:1. Der Shop zeigt dort stattdessen ${blackOrWhiteOn(color1) === BLACK ? 'schwarze' : 'weiße'} Schrift.`,
    })
  }
  const surfaces = PAGE_SURFACES.map((surface) => contrastRatio(surface, color1))
  if (surfaces.every((ratio): ratio is number => ratio !== null)) {
    const worst = Math.min(...surfaces)
    checks.push({
      id: 'color1-as-text',
      ratio: floor2(worst),
      minimum: CONTRAST_TEXT,
      ok: worst >= CONTRAST_TEXT,
      message: `Farbe 1 als Schrift auf hellem Seitenhintergrund (Preise, Links) hat einen Kontrast von ${shown(worst)}:1, nötig sind 4,5:1. Der Shop zeigt diese Texte stattdessen in ${readableOn(PAGE_SURFACES, color1) === BLACK ? 'Schwarz' : 'Weiß'}.`,
    })
    checks.push({
      id: 'color1-as-ui',
      ratio: floor2(worst),
      minimum: CONTRAST_UI,
      ok: worst >= CONTRAST_UI,
      message: `Farbe 1 als Rahmen und Bedienelement auf hellem Seitenhintergrund hat einen Kontrast von ${shown(worst)}:1, nötig sind 3:1. Der Shop zeichnet Rahmen und Fokusrahmen dort stattdessen schwarz.`,
    })
  }
  return checks
}

/** The storefront's accessible colours for the theme (CSS variables --on-c1, --c1-text, --c1-ui). */
export function accessibleThemeColors(color1: string, color2: string): { onColor1: string; color1Text: string; color1Ui: string } {
  return {
    onColor1: readableOn(color1, color2, CONTRAST_TEXT),
    color1Text: readableOn(PAGE_SURFACES, color1, CONTRAST_TEXT),
    color1Ui: readableOn(PAGE_SURFACES, color1, CONTRAST_UI),
  }
}
