/**
 * server.mjs puts the security headers on every answer — storefront, admin, API (Next and fast path), media — and
 * HSTS plus Secure cookies only behind a trusted proxy that forwarded a TLS request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'

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

  it('a server not behind a trusted proxy ignores a forged X-Forwarded-Proto', async () => {
    const res = await fetch(`${a}/api/init`, { headers: { 'x-forwarded-proto': 'https' } })
    await res.arrayBuffer()
    expect(res.headers.get('strict-transport-security')).toBeNull()
  })
})
