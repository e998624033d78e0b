/**
 * The API router's answers carry the security headers (platform/http/security-headers.mjs) — data, errors and 404s alike —
 * and HSTS only when a trusted proxy says the request came over TLS.
 */
import { afterEach, describe, expect, it } from 'vitest'

import { call } from './helpers/api'

const saved = process.env.TRUST_PROXY
afterEach(() => {
  if (saved === undefined) delete process.env.TRUST_PROXY
  else process.env.TRUST_PROXY = saved
})

describe('API answers', () => {
  it.each([
    ['a data answer', '/init'],
    ['a list', '/branches'],
    ['a 404', '/gibt-es-nicht'],
    ['a 400', '/branches?name=%00'],
  ])('%s carries nosniff, referrer policy, permissions policy and a sandboxing CSP', async (_label, path) => {
    const res = await call('GET', path)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('permissions-policy')).toContain('camera=()')
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(res.headers.get('strict-transport-security')).toBeNull()
  })

  it('carry HSTS when a trusted proxy forwarded a TLS request, not when any client claims it', async () => {
    const https = { 'x-forwarded-proto': 'https' }
    expect((await call('GET', '/init', { headers: https })).headers.get('strict-transport-security')).toBeNull()
    process.env.TRUST_PROXY = '1'
    expect((await call('GET', '/init', { headers: https })).headers.get('strict-transport-security')).toMatch(/^max-age=/)
  })
})
