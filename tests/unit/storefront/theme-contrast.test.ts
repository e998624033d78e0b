// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'

import { themeStyle } from '../../../modules/storefront/shell'
import { applyTheme } from '../../../storefront/src/lib/theme'
import type { ConfigDoc } from '../../../storefront/src/lib/types'

const variable = (name: string) => document.documentElement.style.getPropertyValue(name)

afterEach(() => document.documentElement.removeAttribute('style'))

describe('the storefront paints an editor’s failing theme colours with an accessible fallback (issue #34)', () => {
  it('keeps colour 2 on colour 1 and colour 1 as text when they pass (the default theme)', () => {
    applyTheme({ color1: '#111111', color2: '#ffffff' } as ConfigDoc)
    expect(variable('--on-c1')).toBe('#ffffff')
    expect(variable('--c1-text')).toBe('#111111')
    expect(variable('--c1-ui')).toBe('#111111')
  })

  it('uses black text on a yellow colour 1 with white colour 2, and black for colour 1 as text and border', () => {
    applyTheme({ color1: '#ffeb3b', color2: '#ffffff' } as ConfigDoc)
    expect(variable('--c1')).toBe('#ffeb3b')
    expect(variable('--on-c1')).toBe('#000000')
    expect(variable('--c1-text')).toBe('#000000')
    expect(variable('--c1-ui')).toBe('#000000')
  })

  it('uses white text on a dark colour 1 whose colour 2 is too dark', () => {
    applyTheme({ color1: '#1a237e', color2: '#3949ab' } as ConfigDoc)
    expect(variable('--on-c1')).toBe('#ffffff')
    expect(variable('--c1-text')).toBe('#1a237e')
  })

  it('the server’s first paint sets the same fallbacks (no flash of unreadable buttons)', () => {
    const style = themeStyle({ color1: '#ffeb3b', color2: '#ffffff' })
    expect(style).toContain('--on-c1:#000000')
    expect(style).toContain('--c1-text:#000000')
  })
})

describe('the storefront’s styles paint theme text only through the accessible stand-ins', () => {
  it('has no text in raw colour 1 or colour 2 (color: var(--c1) / var(--c2)) and no border or focus ring in raw colour 1', async () => {
    const { readFileSync, readdirSync } = await import('node:fs')
    const { join } = await import('node:path')
    const root = join(__dirname, '../../../storefront/src')
    const files: string[] = []
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(join(dir, entry.name))
        else if (entry.name.endsWith('.css')) files.push(join(dir, entry.name))
      }
    }
    walk(root)
    const offending = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index, lines) => ({ line: line.trim(), before: lines[index - 1]?.trim() ?? '', where: `${file.slice(root.length + 1)}:${index + 1}` }))
        // colour 1 as text is fine on the stand-in --on-c1 (chosen to contrast with colour 1: inverted buttons)
        .filter(({ line, before }) => (/^color:[^;]*var\(--c[12]\b(?!-)/.test(line) && !before.startsWith('background: var(--on-c1')) || /^(border(-\w+)?|outline|accent-color):[^;]*var\(--c1\b(?!-)/.test(line))
        .map(({ where, line }) => `${where} ${line}`),
    )
    expect(offending).toEqual([])
  })
})
