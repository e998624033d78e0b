/**
 * QR code images (qrcode package for the matrix; the SVG is drawn here, the PNG rasterised from it by sharp):
 *   GET /api/qr-codes/{id}/qr.svg and /qr.png (staff) — `?size=` (PNG edge in pixels, 128…4096, default 1024),
 *   `?download=1` for an attachment (409 while PUBLIC_URL points to this machine). The code encodes PUBLIC_URL + /qr/{path}
 *   (modules/devices/qr/scans.ts counts the scan and redirects). Table codes show the table number in the middle (SF §2): error correction H (30 %) and a white box of
 *   at most ~9 % of the modules, the number drawn as Mulish glyph paths (no font needed wherever the file is opened).
 */
import QRCode from 'qrcode'
import type { PayloadRequest } from 'payload'
import sharp from 'sharp'

import type { QrCode } from '../../../contracts/payload-types'
import { loopbackHost, qrLoopbackMessage } from '../../../domain'
import { ApiError } from '../../../platform/api/errors'
import type { ApiAnswer } from '../../../platform/api/types'
import { env } from '../../../platform/env'
import { textPath } from '../fonts/glyphs'
import { parseId } from '../../../platform/records/records'

export const QR_MESSAGES = {
  notFound: 'QR Code konnte nicht geladen werden.',
  invalidSize: 'Die Größe muss eine ganze Zahl zwischen 128 und 4096 Pixeln sein.',
} as const

const QUIET_ZONE = 4 // modules of white border (ISO/IEC 18004)

/** The address a printed code encodes. */
export const qrCodeUrl = (path: string): string => `${env.PUBLIC_URL}/qr/${path.split('/').map(encodeURIComponent).join('/')}`

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The QR code of `text` as SVG; with `label` (a table number) drawn in a white box in the middle. */
export function qrSvg(text: string, options: { label?: string | null; title?: string; pixels?: number } = {}): string {
  const label = options.label?.trim() || null
  const qr = QRCode.create(text, { errorCorrectionLevel: label ? 'H' : 'M' })
  const n = qr.modules.size
  const total = n + 2 * QUIET_ZONE
  // the cleared box: an odd number of modules, ≤ 30 % of the edge (≤ 9 % of the area), centred
  let box = 0
  if (label) {
    box = Math.floor(n * 0.3)
    if (box % 2 === 0) box -= 1
  }
  const boxStart = Math.floor((n - box) / 2)
  const inBox = (row: number, col: number) =>
    box > 0 && row >= boxStart && row < boxStart + box && col >= boxStart && col < boxStart + box
  let d = ''
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (qr.modules.get(row, col) && !inBox(row, col)) d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`
    }
  }
  let overlay = ''
  if (label) {
    const glyphs = textPath(label)
    const x0 = boxStart + QUIET_ZONE
    const inner = box - 1.2 // padding of 0.6 module on each side
    const scale = Math.min(inner / Math.max(glyphs.width, 1), (inner * 0.62) / glyphs.capHeight)
    const width = glyphs.width * scale
    const tx = x0 + (box - width) / 2
    const ty = x0 + box / 2 + (glyphs.capHeight * scale) / 2
    overlay =
      `<rect x="${x0}" y="${x0}" width="${box}" height="${box}" rx="0.8" fill="#fff"/>` +
      `<g fill="#000" transform="translate(${tx.toFixed(3)} ${ty.toFixed(3)}) scale(${scale.toFixed(6)})">${glyphs.svg}</g>`
  }
  const title = options.title ? `<title>${escapeXml(options.title)}</title>` : ''
  return (
    `<svg xmlns="http://www.w3.org/2000/svg"${options.pixels ? ` width="${options.pixels}" height="${options.pixels}"` : ''} viewBox="0 0 ${total} ${total}" shape-rendering="crispEdges" role="img">` +
    `${title}<rect width="${total}" height="${total}" fill="#fff"/><path fill="#000" d="${d}"/>` +
    (overlay ? `<g shape-rendering="geometricPrecision">${overlay}</g>` : '') +
    '</svg>'
  )
}

/** The same image as PNG, `size` pixels square. */
export async function qrPng(text: string, options: { label?: string | null; size?: number } = {}): Promise<Buffer> {
  const size = options.size ?? 1024
  const svg = qrSvg(text, { label: options.label, pixels: size })
  return sharp(Buffer.from(svg)).flatten({ background: '#fff' }).png({ palette: true, colours: 2 }).toBuffer()
}

export function parseQrSize(raw: string | null): number {
  if (raw === null || raw === '') return 1024
  const size = Number(raw)
  if (!Number.isInteger(size) || size < 128 || size > 4096) throw new ApiError(400, [{ field: 'size', message: QR_MESSAGES.invalidSize }])
  return size
}

/** The code with its table (the caller's access: staff read QR codes). 404 in German for unknown ids. */
export async function qrCodeFor(req: PayloadRequest, rawId: string | undefined): Promise<QrCode> {
  const id = parseId(rawId)
  const doc = await req.payload
    .findByID({ collection: 'qr-codes', id, depth: 1, req, user: req.user, overrideAccess: false })
    .catch(() => null)
  if (!doc) throw new ApiError(404, QR_MESSAGES.notFound)
  return doc
}

/** The number in the middle: a table code's table identifier. */
export const qrLabel = (code: QrCode): string | null =>
  code.origin === 'table' && code.table && typeof code.table === 'object' ? code.table.identifier : null

const fileName = (code: QrCode, ext: string) =>
  `qr-${(code.path || String(code.id)).replace(/[^a-z0-9._-]+/gi, '-').replace(/^-+|-+$/g, '') || code.id}.${ext}`

export async function qrImageAnswer(req: PayloadRequest, params: Record<string, string>, query: URLSearchParams, format: 'svg' | 'png'): Promise<ApiAnswer> {
  const code = await qrCodeFor(req, params.id)
  const size = format === 'png' ? parseQrSize(query.get('size')) : 0
  const text = qrCodeUrl(code.path)
  // the preview still shows (with the admin's warning); a file for printing must not leave with a loopback address
  const loopback = loopbackHost(text)
  if (loopback && query.get('download') === '1') throw new ApiError(409, qrLoopbackMessage(loopback))
  const label = qrLabel(code)
  const headers: Record<string, string> = {
    'content-type': format === 'svg' ? 'image/svg+xml; charset=utf-8' : 'image/png',
    'cache-control': 'private, no-cache',
    'x-qr-content': encodeURI(text),
  }
  if (query.get('download') === '1') headers['content-disposition'] = `attachment; filename="${fileName(code, format)}"`
  const body = format === 'svg' ? qrSvg(text, { label, title: code.name }) : new Uint8Array(await qrPng(text, { label, size }))
  return { kind: 'raw', status: 200, headers, body }
}
