/**
 * server.mjs puts the security headers on every answer — storefront, admin, API (Next and fast path), media — and
 * HSTS plus Secure cookies only behind a trusted proxy that forwarded a TLS request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'

import { publicOrderBody } from '../fakes/orders'
import { startServerProcess } from './helpers/process'
import type { ServerProcess } from './helpers/process'

const { a, next, databaseUrl, nextPort } = inject('serverTest')

function expectCommon(res: Response, path: string) {
  expect(res.headers.get('x-content-type-options'), path).toBe('nosniff')
  expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
  expect(res.headers.get('permissions-policy'), path).toContain('camera=()')
  expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'self'")
}

describe('every kind of answer', () => {
  it.each([
    ['the storefront', '/'],
    ['the admin', '/backend/login'],
    ['the API through Next', '/api/branches'],
    ['the API on the fast path', '/api/init'],
    ['Payload’s REST API', '/backend/api/branches'],
    ['a missing image', '/image/small/999999-1.jpg'],
    ['a missing upload', '/upload/x/1-1.pdf'],
  ])('%s (%s) carries the headers on both servers', async (_label, path) => {
    for (const base of [a, next]) {
      const res = await fetch(`${base}${path}`, { redirect: 'manual' })
      await res.arrayBuffer()
      expectCommon(res, `${base}${path}`)
      expect(res.headers.get('strict-transport-security')).toBeNull()
    }
  })

  it('the fast path’s own answers (order status 200 / 304 / 404, order intake, an image) carry each header once', async () => {
    const init = (await (await fetch(`${a}/api/init`)).json()) as { data: { url: string; data: Record<string, unknown>[] }[] }
    const list = (url: string) => init.data.find((e) => e.url === url)!.data
    const branch = list('/api/branches').find((x) => x.identifier === 'graz')!
    const product = list('/api/products').find((p) => p.sku === 'GW-FRITTATENSUPPE')!
    const created = await fetch(`${a}/api/orders/public`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(publicOrderBody(Number(branch.id), Number(product.id))),
    })
    const { uid, hash } = ((await created.json()) as { data: { uid: string; hash: string } }).data
    expect(created.status).toBe(201)
    const status = await fetch(`${a}/api/orders/public/${uid}/${hash}`)
    await status.arrayBuffer()
    const notModified = await fetch(`${a}/api/orders/public/${uid}/${hash}`, { headers: { 'if-none-match': status.headers.get('etag')! } })
    const missing = await fetch(`${a}/api/orders/public/${uid}/wrong`)
    await missing.arrayBuffer()
    const invalid = await fetch(`${a}/api/orders/public`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' })
    await invalid.arrayBuffer()
    const pg = await import('pg')
    const client = new pg.default.Client({ connectionString: databaseUrl })
    await client.connect()
    const { rows: [image] } = await client.query<{ id: number; version: number | null; filename: string }>('select id, version, filename from images order by id limit 1')
    await client.end()
    const picture = await fetch(`${a}/image/small/${image!.id}-${image!.version ?? 1}.${image!.filename.split('.').pop()!.replace('jpeg', 'jpg')}`)
    await picture.arrayBuffer()
    const answers: [string, Response, number][] = [
      ['created', created, 201],
      ['status', status, 200],
      ['not modified', notModified, 304],
      ['missing', missing, 404],
      ['invalid', invalid, 400],
      ['image', picture, 200],
    ]
    for (const [label, res, code] of answers) {
      expect(res.status, label).toBe(code)
      expectCommon(res, label)
      // once each: a header written twice would read as "nosniff, nosniff"
      expect(res.headers.get('x-content-type-options'), label).toBe('nosniff')
      expect(res.headers.get('x-frame-options'), label).toBe('SAMEORIGIN')
    }
    // the sandbox policy of API answers and media
    for (const res of [status, notModified, created, picture]) expect(res.headers.get('content-security-policy')).toContain("default-src 'none'; img-src 'self'")
  })

  it('the storefront enforces scripts from this origin; the admin reports its policy only', async () => {
    const storefront = await fetch(`${a}/`)
    expect(storefront.headers.get('content-security-policy')).toContain("script-src 'self'")
    const html = await storefront.text()
    // no inline scripts the policy would block; the first paint's data block (type application/json) is never executed
    expect(html).not.toMatch(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>/)
    expect(html).toMatch(/<script type="application\/json"/)
    const admin = await fetch(`${a}/backend/login`)
    await admin.arrayBuffer()
    expect(admin.headers.get('content-security-policy-report-only')).toContain("script-src 'self'")
  })
})

describe('behind a trusted TLS proxy', () => {
  let proxied: ServerProcess
  beforeAll(async () => {
    proxied = await startServerProcess({ databaseUrl, port: nextPort + 1, env: { TRUST_PROXY: '1' } })
  })
  afterAll(() => proxied?.stop())

  it('answers HSTS and Secure cookies only for X-Forwarded-Proto https', async () => {
    const login = (headers: Record<string, string>) =>
      fetch(`${proxied.base}/backend/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email: 'admin@tresen.demo', password: 'tresen-admin' }),
      })
    const tls = await login({ 'x-forwarded-proto': 'https' })
    expect(tls.headers.get('strict-transport-security')).toMatch(/^max-age=/)
    expect(tls.headers.get('set-cookie')).toMatch(/;\s*Secure/i)
    const plain = await login({ 'x-forwarded-proto': 'http' })
    expect(plain.headers.get('strict-transport-security')).toBeNull()
  })

  it('the fast path answers HSTS for X-Forwarded-Proto https too, once', async () => {
    const tls = await fetch(`${proxied.base}/api/init`, { headers: { 'x-forwarded-proto': 'https' } })
    await tls.arrayBuffer()
    expect(tls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    expectCommon(tls, '/api/init over TLS')
    const plain = await fetch(`${proxied.base}/api/init`, { headers: { 'x-forwarded-proto': 'http' } })
    await plain.arrayBuffer()
    expect(plain.headers.get('strict-transport-security')).toBeNull()
  })

  it('a server not behind a trusted proxy ignores a forged X-Forwarded-Proto', async () => {
    const res = await fetch(`${a}/api/init`, { headers: { 'x-forwarded-proto': 'https' } })
    await res.arrayBuffer()
    expect(res.headers.get('strict-transport-security')).toBeNull()
  })
})
