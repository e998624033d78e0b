import { describe, expect, it } from 'vitest'

import {
  accessibleThemeColors,
  blackOrWhiteOn,
  contrastRatio,
  parseColor,
  readableOn,
  relativeLuminance,
  themeContrastChecks,
  themeVariables,
  themeFromConfig,
} from '../../../domain'

describe('WCAG relative luminance and contrast ratio', () => {
  it('gives black 0 and white 1, and 21:1 between them', () => {
    expect(relativeLuminance({ r: 0, g: 0, b: 0 })).toBe(0)
    expect(relativeLuminance({ r: 255, g: 255, b: 255 })).toBeCloseTo(1, 10)
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 10)
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 10)
  })

  it('matches the published ratios of known pairs (WebAIM checker)', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
    expect(contrastRatio('#0000ff', '#ffffff')).toBeCloseTo(8.59, 2)
    expect(contrastRatio('#ff0000', '#ffffff')).toBeCloseTo(4.0, 2)
  })

  it('reads every colour syntax the theme accepts and refuses others', () => {
    expect(parseColor('#abc')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc })
    expect(parseColor('#aabbccdd')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc })
    expect(parseColor('rgb(10, 20, 30)')).toEqual({ r: 10, g: 20, b: 30 })
    expect(parseColor('rgba(10 20 30 / 0.5)')).toEqual({ r: 10, g: 20, b: 30 })
    expect(parseColor('hsl(0, 100%, 50%)')).toEqual({ r: 255, g: 0, b: 0 })
    expect(parseColor('hsl(240deg 100% 50%)')).toEqual({ r: 0, g: 0, b: 255 })
    expect(parseColor('red')).toBeNull()
    expect(parseColor('#12345')).toBeNull()
    expect(contrastRatio('red', '#fff')).toBeNull()
  })
})

describe('accessible fallback text colour', () => {
  it('keeps the editor’s colour when it passes and picks black or white when it fails', () => {
    expect(readableOn('#111111', '#ffffff')).toBe('#ffffff')
    // yellow buttons with white text fail (1.22:1): black passes
    expect(readableOn('#ffeb3b', '#ffffff')).toBe('#000000')
    // a mid blue with a light grey text fails: white is the better of the two
    expect(readableOn('#1565c0', '#9e9e9e')).toBe('#ffffff')
    expect(blackOrWhiteOn('#222')).toBe('#ffffff')
    expect(blackOrWhiteOn('#eee')).toBe('#000000')
  })

  it('gives stand-ins that always reach 4.5:1 for text and 3:1 for UI', () => {
    for (const [c1, c2] of [
      ['#ffeb3b', '#ffffff'],
      ['#777777', '#888888'],
      ['#00bcd4', '#ffffff'],
      ['#111111', '#ffffff'],
      ['#e53935', '#fafafa'],
    ] as const) {
      const colors = accessibleThemeColors(c1, c2)
      expect(contrastRatio(c1, colors.onColor1)).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio('#ffffff', colors.color1Text)).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio('#f6f5f2', colors.color1Text)).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio('#f6f5f2', colors.color1Ui)).toBeGreaterThanOrEqual(3)
    }
  })

  it('sets the stand-ins as CSS variables of the theme (the storefront and the first paint use them)', () => {
    const variables = Object.fromEntries(themeVariables(themeFromConfig({ color1: '#ffeb3b', color2: '#ffffff' })))
    expect(variables['--on-c1']).toBe('#000000')
    expect(variables['--c1-text']).toBe('#000000')
    expect(variables['--c1-ui']).toBe('#000000')
    const defaults = Object.fromEntries(themeVariables(themeFromConfig({})))
    expect(defaults['--on-c1']).toBe('#ffffff')
    expect(defaults['--c1-text']).toBe('#111111')
  })
})

describe('theme contrast checks for the admin', () => {
  it('passes the default theme', () => {
    expect(themeContrastChecks('#111111', '#ffffff').every((check) => check.ok)).toBe(true)
  })

  it('flags a failing choice with a German message naming the ratio and the fallback', () => {
    const checks = themeContrastChecks('#ffeb3b', '#ffffff')
    const failing = checks.filter((check) => !check.ok).map((check) => check.id)
    expect(failing).toEqual(['text-on-color1', 'color1-as-text', 'color1-as-ui'])
    const text = checks.find((check) => check.id === 'text-on-color1')
    expect(text?.message).toContain('1,22:1')
    expect(text?.message).toContain('nötig sind 4,5:1')
    expect(text?.message).toContain('schwarze Schrift')
  })

  it('separates text (4.5:1) from UI (3:1): #ff0000 on white passes for borders but not for text', () => {
    const checks = themeContrastChecks('#ff0000', '#ffffff')
    expect(checks.find((check) => check.id === 'color1-as-ui')?.ok).toBe(true)
    expect(checks.find((check) => check.id === 'color1-as-text')?.ok).toBe(false)
  })

  it('never rounds a failing ratio up to the minimum (4.49 shows as 4,48, not 4,5)', () => {
    const check = themeContrastChecks('#777777', '#ffffff').find((entry) => entry.id === 'text-on-color1')
    expect(check?.ok).toBe(false)
    expect(check?.ratio).toBeLessThan(4.5)
  })

  it('skips colours it cannot read', () => {
    expect(themeContrastChecks('nonsense', '#fff')).toEqual([])
  })
})
