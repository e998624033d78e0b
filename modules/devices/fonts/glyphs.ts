/**
 * Text as SVG path data, drawn with the bundled Mulish (npm @fontsource/mulish, the theme's default font): server
 * images (QR codes with a table number) then look the same everywhere and never depend on fonts installed on the
 * machine or the viewer's. fontkit is the font parser pdfkit uses as well.
 */
import path from 'node:path'

import * as fontkit from 'fontkit'

type Glyph = { path: { toSVG: () => string } }
type Font = {
  unitsPerEm: number
  capHeight: number
  layout: (text: string) => { glyphs: Glyph[]; positions: { xAdvance: number; xOffset: number; yOffset: number }[] }
}

/** The directory of an installed Fontsource package's font files (e.g. `mulish`), beside the server's node_modules. */
export const fontsourceDir = (slug: string): string => path.join(fontsourceRoot(), slug, 'files')

/** Where the installed Fontsource packages are (node_modules/@fontsource). */
export const fontsourceRoot = (): string => path.join(process.cwd(), 'node_modules', '@fontsource')

/** The bundled Mulish file of a weight and style (latin subset: ASCII, Latin-1, €). */
export const mulishFile = (weight: number, style: 'normal' | 'italic' = 'normal', ext: 'woff' | 'woff2' = 'woff'): string =>
  path.join(fontsourceDir('mulish'), `mulish-latin-${weight}-${style}.${ext}`)

const fonts = new Map<string, Font>()
const fontAt = (file: string): Font => {
  let font = fonts.get(file)
  if (!font) {
    font = (fontkit as unknown as { openSync: (file: string) => Font }).openSync(file)
    fonts.set(file, font)
  }
  return font
}

export type TextPath = { svg: string; width: number; capHeight: number }

/**
 * `text` as SVG paths (one per glyph) at font size 1 000 units per em, baseline at y = 0 (y grows downwards as in SVG);
 * `width` and `capHeight` in the same units. Scale it with a transform. `file`: another font file (WOFF/WOFF2/TTF, e.g.
 * an uploaded font of an image template's text layer, modules/devices/fonts/fonts.ts fontFileFor); the bundled Mulish
 * otherwise.
 */
export function textPath(text: string, weight = 800, file: string = mulishFile(weight)): TextPath {
  const font = fontAt(file)
  const scale = 1000 / font.unitsPerEm
  const run = font.layout(text)
  let x = 0
  const parts: string[] = []
  run.glyphs.forEach((glyph, i) => {
    const pos = run.positions[i]
    const d = glyph.path.toSVG()
    if (d) parts.push(`<path transform="translate(${(x + (pos?.xOffset ?? 0)) * scale} 0) scale(${scale} ${-scale})" d="${d}"/>`)
    x += pos?.xAdvance ?? 0
  })
  return { svg: parts.join(''), width: x * scale, capHeight: font.capHeight * scale }
}
