/**
 * QR codes: the image per code (SVG with path data, PNG of the asked size that decodes to the code's address, table
 * codes with the table number in the middle still decoding), the scan (GET /qr/{path} → one qr_scans row, counter + 1,
 * 302 to the target; HEAD does not count), table codes pointing to the branch with the table preselected, German 404s
 * and staff-only images.
 */
import jsQR from 'jsqr'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { QrCode } from '../../contracts/payload-types'
import { env } from '../../platform/env'
import { execute, sql } from '../../platform/db'
import { answerQrScan } from '../../modules/devices/qr/scans'
import { call, loadPayload, login } from './helpers/api'
import { ADMIN, EMPLOYEE, branchId } from './helpers/users'

let payload: Payload
let poster: QrCode
let tableCode: QrCode
let tableId = 0
const created: { collection: 'qr-codes' | 'tables'; id: number }[] = []

/** GET through the API router without the helper's JSON parsing (images). */
async function raw(path: string, token?: string): Promise<Response> {
  const { apiEndpoints } = await import('../../modules/endpoints')
  const { createRouter } = await import('../../platform/api/router')
  const headers: Record<string, string> = token ? { authorization: `JWT ${token}` } : {}
  return createRouter(apiEndpoints, loadPayload)(new Request(`http://localhost:3000/api${path}`, { headers }), path.split('?')[0] ?? path)
}

/** The PNG's size, its decoded QR content (jsQR on the RGBA pixels) and its pixels. */
async function decodePng(bytes: Uint8Array) {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const pixels = new Uint8ClampedArray(data)
  return { width: info.width, height: info.height, pixels, text: jsQR(pixels, info.width, info.height)?.data ?? null }
}

/** Runs `fn` with PUBLIC_URL (and SERVER_URL) set as given (null: unset), then restores both; env.ts reads on access. */
async function withPublicUrl<T>(publicUrl: string | null, fn: () => Promise<T>, serverUrl: string | null = null): Promise<T> {
  const saved = { PUBLIC_URL: process.env.PUBLIC_URL, SERVER_URL: process.env.SERVER_URL }
  const set = (name: 'PUBLIC_URL' | 'SERVER_URL', value: string | null | undefined) => {
    if (value === null || value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  set('PUBLIC_URL', publicUrl)
  set('SERVER_URL', serverUrl)
  try {
    return await fn()
  } finally {
    set('PUBLIC_URL', saved.PUBLIC_URL)
    set('SERVER_URL', saved.SERVER_URL)
  }
}

const scansOf = async (id: number) =>
  execute<{ origin: string; target: string; branch_id: number | null; table_id: number | null; scanned_at: Date }>(
    payload,
    sql`SELECT "origin", "target", "branch_id", "table_id", "scanned_at" FROM "qr_scans" WHERE "qr_code_id" = ${id} ORDER BY "id"`,
  )

beforeAll(async () => {
  payload = await loadPayload()
  const wien = await branchId('wien')
  poster = await payload.create({
    collection: 'qr-codes',
    data: { name: 'Plakat Sommerkarte', origin: 'poster', target: '/store/wien', path: 'plakat-sommer', branch: wien },
    overrideAccess: true,
  })
  const table = await payload.create({ collection: 'tables', data: { identifier: '12', branch: wien, seats: 4 }, overrideAccess: true })
  tableId = table.id
  tableCode = await payload.create({
    collection: 'qr-codes',
    data: { name: 'Tisch 12', origin: 'table', table: table.id, path: 'wien/tisch-12' },
    overrideAccess: true,
  })
  created.push({ collection: 'qr-codes', id: poster.id }, { collection: 'qr-codes', id: tableCode.id }, { collection: 'tables', id: table.id })
})

afterAll(async () => {
  for (const { collection, id } of created) await payload.delete({ collection, id, overrideAccess: true }).catch(() => {})
})

describe('table QR codes', () => {
  it('open the table’s branch with the table preselected', async () => {
    expect(tableCode.target).toBe('/store/wien?table=12')
    expect(typeof tableCode.branch === 'object' ? tableCode.branch?.id : tableCode.branch).toBe(await branchId('wien'))
  })

  it('refuse a table code without a table, in German', async () => {
    const token = await login(ADMIN.email, ADMIN.password)
    const res = await call('POST', '/qr-codes', { token, body: { name: 'Tisch ohne Tisch', origin: 'table', path: 'tisch-ohne' } })
    expect(res.status).toBe(400)
    expect(res.body.errors?.some((e) => e.message === 'Bitte wählen Sie den Tisch aus.')).toBe(true)
  })
})

describe('GET /api/qr-codes/:id/qr.svg and qr.png', () => {
  it('answers an SVG with the modules as path data', async () => {
    const token = await login(EMPLOYEE.email, EMPLOYEE.password)
    const res = await raw(`/qr-codes/${poster.id}/qr.svg`, token)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    const svg = await res.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    expect(svg).toMatch(/<path fill="#000" d="M\d+ \d+h1v1h-1z/)
    expect(svg).toContain('<title>Plakat Sommerkarte</title>')
    expect(decodeURI(res.headers.get('x-qr-content') ?? '')).toBe(`${env.PUBLIC_URL}/qr/plakat-sommer`)
  })

  it('answers a PNG of the asked size that decodes to the code’s address', async () => {
    const token = await login(EMPLOYEE.email, EMPLOYEE.password)
    const res = await raw(`/qr-codes/${poster.id}/qr.png?size=512`, token)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    const png = await decodePng(new Uint8Array(await res.arrayBuffer()))
    expect([png.width, png.height]).toEqual([512, 512])
    expect(png.text).toBe(`${env.PUBLIC_URL}/qr/plakat-sommer`)
  })

  it('draws the table number in the middle of a table code, which still decodes', async () => {
    const token = await login(EMPLOYEE.email, EMPLOYEE.password)
    const svg = await (await raw(`/qr-codes/${tableCode.id}/qr.svg`, token)).text()
    // the number as glyph paths on a white box (no font needed to show it)
    expect(svg).toMatch(/<rect x="\d+" y="\d+" width="\d+" height="\d+" rx="0.8" fill="#fff"\/><g fill="#000" transform=/)
    const res = await withPublicUrl('https://shop.example.ch', () => raw(`/qr-codes/${tableCode.id}/qr.png?size=600&download=1`, token))
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="qr-wien-tisch-12.png"')
    const png = await decodePng(new Uint8Array(await res.arrayBuffer()))
    expect(png.width).toBe(600)
    expect(png.text).toBe('https://shop.example.ch/qr/wien/tisch-12')
    // the corner is the white quiet zone; the box in the middle is white around the dark digits
    expect(png.pixels[0]).toBe(255)
    const at = (x: number, y: number) => png.pixels[(y * png.width + x) * 4] ?? -1
    const row = Array.from({ length: 60 }, (_, i) => at(270 + i, 300))
    expect(row.some((v) => v < 128)).toBe(true)
    expect(at(231, 300)).toBe(255)
  })

  it('answers German errors: unknown code 404, bad size 400, no sign-in 401', async () => {
    const token = await login(EMPLOYEE.email, EMPLOYEE.password)
    const missing = await raw('/qr-codes/999999/qr.svg', token)
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe('QR Code konnte nicht geladen werden.')
    const bad = await raw(`/qr-codes/${poster.id}/qr.png?size=50000`, token)
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { errors: { field: string; message: string }[] }).errors[0]).toEqual({
      field: 'size',
      message: 'Die Größe muss eine ganze Zahl zwischen 128 und 4096 Pixeln sein.',
    })
    expect((await raw(`/qr-codes/${poster.id}/qr.svg`)).status).toBe(401)
  })

  it('refuses to export a code for printing while its address points to this machine (PUBLIC_URL unset), in German', async () => {
    const token = await login(EMPLOYEE.email, EMPLOYEE.password)
    const message = (host: string) =>
      `Die Adresse im Code zeigt auf diesen Rechner (${host}). Setzen Sie PUBLIC_URL auf die öffentliche Adresse des Shops, bevor Sie Codes drucken.`
    const errorOf = async (res: Response) => ((await res.json()) as { errors: { message: string }[] }).errors[0]?.message
    await withPublicUrl(null, async () => {
      for (const file of ['qr.svg?download=1', 'qr.png?download=1&size=2048']) {
        const res = await raw(`/qr-codes/${poster.id}/${file}`, token)
        expect(res.status).toBe(409)
        expect(await errorOf(res)).toBe(message('localhost'))
      }
      // the admin's preview still shows the code (with its warning)
      const preview = await raw(`/qr-codes/${poster.id}/qr.svg`, token)
      expect(preview.status).toBe(200)
      expect(decodeURI(preview.headers.get('x-qr-content') ?? '')).toBe('http://localhost:3000/qr/plakat-sommer')
    })
    const loopback = await withPublicUrl('http://127.0.0.1:3000', () => raw(`/qr-codes/${poster.id}/qr.svg?download=1`, token))
    expect(loopback.status).toBe(409)
    expect(await errorOf(loopback)).toBe(message('127.0.0.1'))
    const ipv6 = await withPublicUrl(null, () => raw(`/qr-codes/${poster.id}/qr.svg?download=1`, token), 'http://[::1]:3000')
    expect(await errorOf(ipv6)).toBe(message('::1'))
    const exported = await withPublicUrl('https://shop.example.ch', () => raw(`/qr-codes/${poster.id}/qr.svg?download=1`, token))
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="qr-plakat-sommer.svg"')
  })
})

describe('GET /qr/{path}', () => {
  it('records the scan (code, time, origin, target, branch) and redirects to the target', async () => {
    const before = Date.now()
    const res = await answerQrScan(payload, ['plakat-sommer'], 'GET')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/store/wien')
    expect(res.headers.get('cache-control')).toBe('no-store')
    const rows = await scansOf(poster.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ origin: 'poster', target: '/store/wien', branch_id: await branchId('wien'), table_id: null })
    expect(new Date(rows[0]!.scanned_at).getTime()).toBeGreaterThanOrEqual(before - 1000)
    const doc = await payload.findByID({ collection: 'qr-codes', id: poster.id, overrideAccess: true })
    expect(doc.scans).toBe(1)
  })

  it('records a table code’s scan with its table and sends the guest to the branch with the table preselected', async () => {
    const res = await answerQrScan(payload, ['wien', 'tisch-12'], 'GET')
    expect(res.headers.get('location')).toBe('/store/wien?table=12')
    expect(await scansOf(tableCode.id)).toMatchObject([{ origin: 'table', table_id: tableId }])
  })

  it('does not count HEAD requests (link previews)', async () => {
    const count = (await scansOf(poster.id)).length
    const res = await answerQrScan(payload, ['plakat-sommer'], 'HEAD')
    expect(res.status).toBe(302)
    expect(await scansOf(poster.id)).toHaveLength(count)
  })

  it('answers an unknown code with a German 404 page and records nothing', async () => {
    const total = async () => Number((await execute<{ n: string }>(payload, sql`SELECT count(*) AS n FROM "qr_scans"`))[0]?.n)
    const count = await total()
    for (const segments of [['gibt-es-nicht'], ['%E0%A4%A'], ['']]) {
      const res = await answerQrScan(payload, segments, 'GET')
      expect(res.status).toBe(404)
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(await res.text()).toContain('Dieser QR Code ist unbekannt oder wurde entfernt.')
    }
    expect(await total()).toBe(count)
  })
})
