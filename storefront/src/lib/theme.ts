/**
 * White-label theme (BO §3, §9): the rules are domain/theme.ts (also the server's first paint); here they are applied.
 * The theme global is not part of /api/init, so values are read from the config when present.
 */
import { THEME_DEFAULTS, themeFromConfig, themeVariables } from '@domain'

import type { ConfigDoc } from './types'

export { THEME_DEFAULTS, themeFromConfig }

/** No web font is downloaded: the font applies when installed locally, else the system stack. */
export function applyTheme(config: ConfigDoc | null | undefined): void {
  const theme = themeFromConfig(config)
  const root = document.documentElement.style
  for (const [name, value] of themeVariables(theme)) root.setProperty(name, value)
  const meta = document.querySelector('meta[name="theme-color"]')
  if (meta !== null) meta.setAttribute('content', theme.color1)
}
