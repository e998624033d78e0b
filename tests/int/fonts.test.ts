/**
 * Self-hosted fonts: GET /api/fonts (families with variants and the weight names of BO §9), the style sheet per family
 * and variant under /fonts/google (and /api/fonts/google) as CSS with immutable caching for the versioned address,
 * ETag/304 and German 404s instead of the SPA's HTML; the default Mulish from the installed @fontsource package; WOFF2
 * uploads checked by content and served from our server.
 */
import { promises as fs } from 'node:fs'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { answerFonts, WEIGHT_NAMES, type FontFamily } from '../../modules/devices/fonts/fonts'
import { mulishFile } from '../../modules/devices/fonts/glyphs'
import { call, loadPayload } from './helpers/api'

let payload: Payload
const created: number[] = []
const get = (path: string, headers: Record<string, string> = {}) =>
  answerFonts(
    payload,
    new Request(`http://localhost:3000${path}`, { headers }),
    path.split('?')[0]!.split('/').slice(2).map(decodeURIComponent),
  )

beforeAll(async () => {
  payload = await loadPayload()
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'font-files', id, overrideAccess: true }).catch(() => {})
})

describe('GET /api/fonts', () => {
  it('lists Mulish from the installed package with every variant named Thin…Black', async () => {
    expect(Object.values(WEIGHT_NAMES)).toEqual([
      'Thin',
      'Extralight',
      'Light',
      'Regular',
      'Medium',
      'Semibold',
      'Bold',
      'Extrabold',
      'Black',
    ])
    const res = await call<FontFamily[]>('GET', '/fonts')
    expect(res.status).toBe(200)
    const mulish = res.body.data?.find((f) => f.family === 'Mulish')
    expect(mulish?.sources).toEqual(['npm'])
    const bold = mulish?.variants.find((v) => v.variant === '700')
    expect(bold).toMatchObject({ weight: 700, weightName: 'Bold', style: 'normal' })
    expect(bold?.stylesheet).toMatch(/^\/fonts\/google\/Mulish\/700\.css\?v=[0-9a-f]{16}$/)
    expect(mulish?.variants.find((v) => v.variant === 'italic')).toMatchObject({
      weight: 400,
      weightName: 'Regular',
      style: 'italic',
    })
    expect(mulish?.variants.find((v) => v.variant === '900italic')).toMatchObject({ weightName: 'Black', style: 'italic' })
  })
})

describe('GET /fonts/google/{family}/{variant}.css', () => {
  it('answers the variant’s @font-face rules pointing at our own files, immutable with the current version', async () => {
    const list = (await call<FontFamily[]>('GET', '/fonts')).body.data ?? []
    const address = list.find((f) => f.family === 'Mulish')?.variants.find((v) => v.variant === '700')?.stylesheet ?? ''
    const res = await get(address)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/css; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const css = await res.text()
    expect(css.startsWith('/* Mulish Bold (700) */')).toBe(true)
    expect(css).toContain("font-family: 'Mulish';")
    expect(css).toContain('font-weight: 700;')
    expect(css).toMatch(/url\(\/fonts\/files\/mulish\/mulish-latin-700-normal\.woff2\?v=[\d.]+\) format\('woff2'\)/)
    expect(css).not.toMatch(/https?:\/\//)
    // without the version: short caching, ETag and 304
    const plain = await get('/fonts/google/Mulish/700.css')
    expect(plain.headers.get('cache-control')).toBe('public, max-age=3600, stale-while-revalidate=86400')
    const again = await get('/fonts/google/mulish/700.css', { 'if-none-match': plain.headers.get('etag') ?? '' })
    expect(again.status).toBe(304)
  })

  it('answers the same through /api/fonts/google/{family}/{variant}', async () => {
    const { apiEndpoints } = await import('../../modules/endpoints')
    const { createRouter } = await import('../../platform/api/router')
    const path = '/fonts/google/Mulish/italic'
    const res = await createRouter(apiEndpoints, loadPayload)(new Request(`http://localhost:3000/api${path}`), path)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/css; charset=utf-8')
    const css = await res.text()
    expect(css).toContain('/* Mulish Regular Kursiv (400) */')
    expect(css).toContain('font-style: italic;')
    const missing = await createRouter(apiEndpoints, loadPayload)(
      new Request('http://localhost:3000/api/fonts/google/Comic/regular'),
      '/fonts/google/Comic/regular',
    )
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ errors: [{ field: null, message: 'Schriftart konnte nicht geladen werden.' }] })
  })

  it('answers a German 404 as CSS (not the SPA) for unknown families, variants and paths', async () => {
    for (const path of [
      '/fonts/google/Comic%20Sans/regular.css',
      '/fonts/google/Mulish/750.css',
      '/fonts/google/Mulish/100.css',
      '/fonts/google/Mulish',
      '/fonts/x/y/z',
    ]) {
      const res = await get(path)
      expect(res.status, path).toBe(404)
      expect(res.headers.get('content-type')).toBe('text/css; charset=utf-8')
      expect(await res.text()).toContain('Schriftart konnte nicht geladen werden.')
    }
  })
})

describe('GET /fonts/files/…', () => {
  it('serves the package’s files with immutable caching and nothing outside them', async () => {
    const res = await get('/fonts/files/mulish/mulish-latin-700-normal.woff2')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('font/woff2')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('wOF2')
    for (const path of [
      '/fonts/files/mulish/..%2Fpackage.json',
      '/fonts/files/mulish/unbekannt.woff2',
      '/fonts/files/other/x.woff2',
    ]) {
      expect((await get(path)).status, path).toBe(404)
    }
  })
})

describe('uploaded WOFF2 files', () => {
  it('are checked by content: a PNG named .woff2 is refused in German', async () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0e4a1d30000000049454e44ae426082',
      'hex',
    )
    const error = await payload
      .create({
        collection: 'font-files',
        data: { family: 'Hausschrift', weight: '400', style: 'normal' },
        file: { data: png, mimetype: 'font/woff2', name: 'hausschrift.woff2', size: png.length },
        overrideAccess: true,
      })
      .then(
        () => null,
        (e: unknown) => e as { name?: string; data?: { errors?: { path?: string; message?: string }[] } },
      )
    expect(error?.name).toBe('ValidationError')
    expect(error?.data?.errors?.[0]).toMatchObject({
      path: 'file',
      message: 'Bitte laden Sie eine WOFF2-Schriftdatei hoch (.woff2).',
    })
    expect(
      (await payload.count({ collection: 'font-files', where: { family: { equals: 'Hausschrift' } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)
  })

  it('are listed, in the family’s style sheet and served from our server', async () => {
    const bytes = await fs.readFile(mulishFile(400, 'normal', 'woff2'))
    const doc = await payload.create({
      collection: 'font-files',
      data: { family: 'Hausschrift', weight: '600', style: 'normal' },
      file: { data: bytes, mimetype: 'application/octet-stream', name: 'hausschrift-600.woff2', size: bytes.length },
      overrideAccess: true,
    })
    created.push(doc.id)
    const family = (await call<FontFamily[]>('GET', '/fonts')).body.data?.find((f) => f.family === 'Hausschrift')
    expect(family?.sources).toEqual(['upload'])
    expect(family?.variants).toMatchObject([{ variant: '600', weightName: 'Semibold' }])
    const css = await (await get('/fonts/google/Hausschrift/600.css')).text()
    const url = /url\((\/fonts\/files\/upload\/\d+-\d+\.woff2)\)/.exec(css)?.[1]
    expect(url).toBeDefined()
    const file = await get(url!)
    expect(file.status).toBe(200)
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true)
    // an outdated version of the file's address is gone
    expect((await get(url!.replace(/-(\d+)\.woff2$/, '-1.woff2'))).status).toBe(404)
  })
})
