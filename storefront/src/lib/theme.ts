/**
 * White-label theme (BO §3, §9): colour 1, colour 2, font and border radius as CSS variables.
 * The theme global is not part of /api/init, so values are read from the config when present.
 */
import type { ConfigDoc } from './types'

export const THEME_DEFAULTS = {
  color1: '#111111',
  color2: '#ffffff',
  font: 'Mulish',
  borderRadius: '0.8rem',
} as const

const SAFE_COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/i
const SAFE_LENGTH = /^\d+(\.\d+)?(rem|px|em)$/
const SAFE_FONT = /^[\w\s-]{1,60}$/

export function themeFromConfig(config: ConfigDoc | null | undefined) {
  const pick = (value: unknown, pattern: RegExp, fallback: string): string =>
    typeof value === 'string' && pattern.test(value.trim()) ? value.trim() : fallback
  return {
    color1: pick(config?.color1, SAFE_COLOR, THEME_DEFAULTS.color1),
    color2: pick(config?.color2, SAFE_COLOR, THEME_DEFAULTS.color2),
    font: pick(config?.font, SAFE_FONT, THEME_DEFAULTS.font),
    borderRadius: pick(config?.borderRadius, SAFE_LENGTH, THEME_DEFAULTS.borderRadius),
  }
}

/** No web font is downloaded: the font applies when installed locally, else the system stack. */
export function applyTheme(config: ConfigDoc | null | undefined): void {
  const theme = themeFromConfig(config)
  const root = document.documentElement.style
  root.setProperty('--c1', theme.color1)
  root.setProperty('--c2', theme.color2)
  root.setProperty('--font', `'${theme.font}', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`)
  root.setProperty('--radius', theme.borderRadius)
  const meta = document.querySelector('meta[name="theme-color"]')
  if (meta !== null) meta.setAttribute('content', theme.color1)
}
