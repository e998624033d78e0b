import { describe, expect, it } from 'vitest'

import { answerKind, requestCameOverTls, secureCookie, securityHeaders } from '../../../platform/http/security-headers.mjs'

describe('the kind of answer a path gets', () => {
  it.each([
    ['/', 'storefront'],
    ['/filialen/graz', 'storefront'],
    ['/backend', 'admin'],
    ['/backend/collections/orders', 'admin'],
    ['/_next/static/chunks/app.js', 'admin'],
    ['/api/init', 'api'],
    ['/custom/api/questionnaires', 'api'],
    ['/backend/api/users/login', 'api'],
    ['/image/small/1-1.jpg', 'media'],
    ['/upload/abc/1-1.pdf', 'media'],
  ])('%s is %s', (path, kind) => expect(answerKind(path)).toBe(kind))
})

describe('security headers', () => {
  it('are on every kind of answer: nosniff, referrer policy, permissions policy, frame-ancestors self, opener policy', () => {
    for (const kind of ['storefront', 'admin', 'api', 'media'] as const) {
      const headers = securityHeaders(kind, false)
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy']).toContain('camera=()')
      expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
      expect(headers['x-frame-options']).toBe('SAMEORIGIN')
      expect(headers['cross-origin-opener-policy']).toBe('same-origin')
    }
  })

  it('enforce a CSP with scripts from this origin only for the storefront, report-only for the admin', () => {
    const storefront = securityHeaders('storefront', false)['content-security-policy']
    expect(storefront).toContain("script-src 'self'")
    expect(storefront).not.toContain('unsafe-eval')
    expect(storefront).not.toMatch(/script-src[^;]*unsafe-inline/)
    const admin = securityHeaders('admin', false)
    expect(admin['content-security-policy']).toBe("frame-ancestors 'self'")
    expect(admin['content-security-policy-report-only']).toContain("script-src 'self'")
  })

  it('sandbox API answers and media, so an uploaded file never runs as a page', () => {
    expect(securityHeaders('media', false)['content-security-policy']).toMatch(/default-src 'none'.*sandbox/)
    expect(securityHeaders('api', false)['content-security-policy']).toMatch(/default-src 'none'.*sandbox/)
  })

  it('carry HSTS only over TLS', () => {
    expect(securityHeaders('storefront', false)).not.toHaveProperty('strict-transport-security')
    expect(securityHeaders('storefront', true)['strict-transport-security']).toMatch(/^max-age=\d+/)
  })
})

describe('TLS', () => {
  const headers = (proto: string) => (name: string) => (name === 'x-forwarded-proto' ? proto : null)

  it('is believed from X-Forwarded-Proto only when the proxy is trusted', () => {
    expect(requestCameOverTls(headers('https'), false)).toBe(false)
    expect(requestCameOverTls(headers('https'), true)).toBe(true)
    expect(requestCameOverTls(headers('http'), true)).toBe(false)
    expect(requestCameOverTls(headers('https, http'), true)).toBe(true)
  })

  it('marks cookies Secure once', () => {
    expect(secureCookie('payload-token=x; Path=/; HttpOnly')).toBe('payload-token=x; Path=/; HttpOnly; Secure')
    expect(secureCookie('a=b; Secure; Path=/')).toBe('a=b; Secure; Path=/')
  })
})
