/**
 * White-label theme (BO §3, §9): colour 1, colour 2, font and border radius as CSS variables, each value checked
 * against a safe pattern (it ends up in a style attribute or a CSS custom property), else the default. Used by the
 * storefront (applyTheme) and the server's first paint (modules/storefront/shell.ts).
 */
import { accessibleThemeColors } from './contrast'

export const THEME_DEFAULTS = {
  color1: '#111111',
  color2: '#ffffff',
  font: 'Mulish',
  borderRadius: '0.8rem',
} as const

export type Theme = { readonly color1: string; readonly color2: string; readonly font: string; readonly borderRadius: string }
export type ThemeSource = { readonly color1?: unknown; readonly color2?: unknown; readonly font?: unknown; readonly borderRadius?: unknown }

const SAFE_COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/i
const SAFE_LENGTH = /^\d+(\.\d+)?(rem|px|em)$/
const SAFE_FONT = /^[\w\s-]{1,60}$/

const pick = (value: unknown, pattern: RegExp, fallback: string): string =>
  typeof value === 'string' && pattern.test(value.trim()) ? value.trim() : fallback

export function themeFromConfig(config: ThemeSource | null | undefined): Theme {
  return {
    color1: pick(config?.color1, SAFE_COLOR, THEME_DEFAULTS.color1),
    color2: pick(config?.color2, SAFE_COLOR, THEME_DEFAULTS.color2),
    font: pick(config?.font, SAFE_FONT, THEME_DEFAULTS.font),
    borderRadius: pick(config?.borderRadius, SAFE_LENGTH, THEME_DEFAULTS.borderRadius),
  }
}

/**
 * The theme's CSS custom properties. Only the default Mulish is a web font (self-hosted, storefront/src/app/fonts.css),
 * followed by its metric-matched fallback while it loads; another font applies when installed, else the system stack.
 */
export function themeVariables(theme: Theme): readonly (readonly [string, string])[] {
  const colors = accessibleThemeColors(theme.color1, theme.color2)
  const fallback = theme.font.toLowerCase() === THEME_DEFAULTS.font.toLowerCase() ? ", 'Mulish Fallback'" : ''
  return [
    ['--c1', theme.color1],
    ['--c2', theme.color2],
    // accessible stand-ins when an editor's colours fail WCAG contrast (domain/contrast.ts): text on colour 1,
    // colour 1 as text and as a border/focus colour on the light page
    ['--on-c1', colors.onColor1],
    ['--c1-text', colors.color1Text],
    ['--c1-ui', colors.color1Ui],
    ['--font', `'${theme.font}'${fallback}, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`],
    ['--radius', theme.borderRadius],
  ]
}
