/**
 * Image templates rendered on the server without a browser (issue 18): layers → SVG → PNG (resvg) → size (sharp).
 * Text is drawn as glyph outlines of the layer's font (uploaded file, installed package, else the bundled Mulish), so
 * nothing depends on the machine's fonts; placeholders ({{name}}, {{price}} …) are bound to a product; QR and image
 * layers are embedded. docs/image-templates.md "Rendering".
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { Resvg } from '@resvg/resvg-js'
import sharp from 'sharp'

import type { Image, ImageTemplate, Product } from '../../../contracts/payload-types'
import { textPath } from '../fonts/glyphs'
import type { TextPath } from '../fonts/glyphs'
import { labelOf } from '../labels'
import { qrSvg } from '../qr/qr'

export type Layer = NonNullable<ImageTemplate['layers']>[number]
export type Bindings = Readonly<Record<string, string>>

/** Mulish ships weights 200–900 (Thin 100 is drawn as 200). */
const weightOf = (raw: string | null | undefined): number =>
  Math.min(900, Math.max(200, Math.round(Number(raw ?? 400) / 100) * 100 || 400))

const num = (value: number | null | undefined, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback
const COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const color = (value: string | null | undefined, fallback: string): string =>
  typeof value === 'string' && COLOR.test(value.trim()) ? value.trim() : fallback
const attr = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The texts a product binds to ({{name}} …); without a product the placeholders show their German names. */
export function productBindings(product: Product | null): Bindings {
  if (!product)
    return {
      name: 'Produktname',
      price: '0,00 €',
      grundpreis: 'Grundpreis 0,00 €/kg',
      allergens: 'Allergene: A, C, G',
      description: 'Beschreibung',
    }
  const label = labelOf(product)
  return {
    name: label.name,
    price: label.price ?? '',
    grundpreis: label.unitPrice ?? '',
    allergens: label.allergens ?? '',
    description: label.description ?? '',
  }
}

/** Replaces {{key}} (also {{ key }}; `unitPrice` = `grundpreis`); unknown keys become empty. */
export function bind(text: string, bindings: Bindings): string {
  return text.replace(/\{\{\s*([a-zA-Z]+)\s*\}\}/g, (_, key: string) => bindings[key === 'unitPrice' ? 'grundpreis' : key] ?? '')
}

/** The font file a text layer's family is drawn with (modules/devices/fonts/fonts.ts fontFileFor); null = the bundled Mulish. */
export type FontFileResolver = (family: string, weight: number) => Promise<string | null>

/** Without the font records (tests, benchmarks): every text in the bundled Mulish. */
const bundledFontOnly: FontFileResolver = async () => null

/** Lines of at most `maxWidth` pixels (words wrapped; explicit line breaks kept). */
function wrapLines(text: string, draw: (text: string) => TextPath, size: number, maxWidth: number): string[] {
  const scale = size / 1000
  const lines: string[] = []
  for (const paragraph of text.split(/\r?\n/)) {
    let line = ''
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word
      if (line && maxWidth > 0 && draw(candidate).width * scale > maxWidth) {
        lines.push(line)
        line = word
      } else line = candidate
    }
    lines.push(line)
  }
  return lines
}

/** `file`: the layer's font file (its family at the nearest weight); null → the bundled Mulish at `fontWeight`. */
function textLayer(layer: Layer, bindings: Bindings, file: string | null): string {
  const text = bind(layer.content ?? '', bindings)
  if (text.trim() === '') return ''
  const size = num(layer.fontSize, 48)
  const weight = weightOf(layer.fontWeight)
  const draw = (line: string) => (file === null ? textPath(line, weight) : textPath(line, weight, file))
  const width = num(layer.width)
  const lineHeight = num(layer.lineHeight, 1.2) * size
  const scale = size / 1000
  const fill = color(layer.color, '#111111')
  let out = ''
  wrapLines(text, draw, size, width).forEach((line, i) => {
    if (line === '') return
    const glyphs = draw(line)
    const w = glyphs.width * scale
    const dx = layer.textAlign === 'center' ? (width - w) / 2 : layer.textAlign === 'right' ? width - w : 0
    // baseline: the line box's top plus the font's ascent share (Mulish: ascent ≈ 1.0 em of a 1.255 em line)
    const baseline = i * lineHeight + (lineHeight - size) / 2 + size * 0.8
    out += `<g transform="translate(${(num(layer.x) + dx).toFixed(2)} ${(num(layer.y) + baseline).toFixed(2)}) scale(${scale.toFixed(5)})">${glyphs.svg}</g>`
  })
  return `<g fill="${fill}">${out}</g>`
}

function shapeLayer(layer: Layer): string {
  const x = num(layer.x)
  const y = num(layer.y)
  const w = num(layer.width)
  const h = num(layer.height)
  const fill = color(layer.color, '#111111')
  const borderWidth = num(layer.borderWidth)
  const stroke = borderWidth > 0 ? ` stroke="${color(layer.borderColor, '#000000')}" stroke-width="${borderWidth}"` : ''
  if (layer.shape === 'ellipse')
    return `<ellipse cx="${x + w / 2}" cy="${y + h / 2}" rx="${w / 2}" ry="${h / 2}" fill="${fill}"${stroke}/>`
  if (layer.shape === 'line')
    return `<line x1="${x}" y1="${y}" x2="${x + w}" y2="${y + h}" stroke="${fill}" stroke-width="${Math.max(1, borderWidth || 2)}"/>`
  const r = num(layer.borderRadius)
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" ry="${r}" fill="${fill}"${stroke}/>`
}

function qrLayer(layer: Layer, bindings: Bindings): string {
  const content = bind(layer.qrContent ?? '', bindings).trim()
  const size = Math.min(num(layer.width), num(layer.height))
  if (content === '' || size <= 0) return ''
  return qrSvg(content).replace(
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/,
    `<svg x="${num(layer.x)}" y="${num(layer.y)}" width="${size}" height="${size}"`,
  )
}

export type ImageLoader = (image: Image, width: number, height: number, fit: 'cover' | 'contain') => Promise<string | null>

/** The image library's file of a record, resized to the box and embedded as a data URI (null when it is missing). */
export const libraryImage: ImageLoader = async (image, width, height, fit) => {
  if (!image.filename || width <= 0 || height <= 0) return null
  try {
    const file = await readFile(path.join(process.cwd(), 'media', 'images', path.basename(image.filename)))
    const png = await sharp(file)
      .resize(Math.round(width), Math.round(height), { fit, background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer()
    return `data:image/png;base64,${png.toString('base64')}`
  } catch {
    return null
  }
}

async function imageLayer(layer: Layer, load: ImageLoader): Promise<string> {
  const image = typeof layer.image === 'object' && layer.image !== null ? (layer.image as Image) : null
  const w = num(layer.width)
  const h = num(layer.height)
  if (!image) return ''
  const href = await load(image, w, h, layer.fit === 'contain' ? 'contain' : 'cover')
  if (!href) return ''
  const r = num(layer.borderRadius)
  const clipId = `clip-${layer.id ?? Math.random().toString(36).slice(2)}`
  const clip =
    r > 0
      ? `<clipPath id="${attr(clipId)}"><rect x="${num(layer.x)}" y="${num(layer.y)}" width="${w}" height="${h}" rx="${r}"/></clipPath>`
      : ''
  const border =
    num(layer.borderWidth) > 0
      ? `<rect x="${num(layer.x)}" y="${num(layer.y)}" width="${w}" height="${h}" rx="${r}" fill="none" stroke="${color(layer.borderColor, '#000000')}" stroke-width="${num(layer.borderWidth)}"/>`
      : ''
  return `${clip}<image x="${num(layer.x)}" y="${num(layer.y)}" width="${w}" height="${h}" href="${href}"${clip ? ` clip-path="url(#${attr(clipId)})"` : ''}/>${border}`
}

/** The template (layers populated with their images, depth ≥ 1) as one SVG document. */
export async function templateSvg(
  template: ImageTemplate,
  bindings: Bindings,
  load: ImageLoader = libraryImage,
  fontFile: FontFileResolver = bundledFontOnly,
): Promise<string> {
  const width = num(template.width, 1080)
  const height = num(template.height, 1080)
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="${color(template.backgroundColor, '#ffffff')}"/>`]
  const background =
    typeof template.backgroundImage === 'object' && template.backgroundImage !== null ? (template.backgroundImage as Image) : null
  if (background) {
    const href = await load(background, width, height, 'cover')
    if (href) parts.push(`<image x="0" y="0" width="${width}" height="${height}" href="${href}"/>`)
  }
  for (const layer of template.layers ?? []) {
    if (layer.isVisible === false) continue
    const body =
      layer.type === 'text'
        ? textLayer(layer, bindings, await fontFile(layer.font?.trim() || 'Mulish', Number(layer.fontWeight ?? 400) || 400))
        : layer.type === 'shape'
          ? shapeLayer(layer)
          : layer.type === 'qr'
            ? qrLayer(layer, bindings)
            : await imageLayer(layer, load)
    if (!body) continue
    const rotation = num(layer.rotation)
    const cx = num(layer.x) + num(layer.width) / 2
    const cy = num(layer.y) + num(layer.height) / 2
    const opacity = Math.min(1, Math.max(0, num(layer.opacity, 1)))
    parts.push(
      `<g${rotation ? ` transform="rotate(${rotation} ${cx} ${cy})"` : ''}${opacity < 1 ? ` opacity="${opacity}"` : ''}>${body}</g>`,
    )
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`
}

/**
 * SVG → pixels with resvg (no system fonts: every text is already outlines) → PNG with sharp (fast deflate level 3;
 * resvg's own PNG encoder took as long as the rendering), scaled to `width` pixels on the way when asked.
 */
export async function svgToPng(svg: string, width?: number | null): Promise<Buffer> {
  const rendered = new Resvg(svg, { font: { loadSystemFonts: false } }).render()
  let image = sharp(rendered.pixels, { raw: { width: rendered.width, height: rendered.height, channels: 4 } })
  if (width) image = image.resize({ width: Math.round(width) })
  return image.png({ compressionLevel: 3, adaptiveFiltering: false }).toBuffer()
}
