/** The signage player's pages get their own CSP (platform/http/security-headers.mjs): frames, videos and HLS from https. */
import { describe, expect, it } from 'vitest'

import { answerKind, securityHeaders } from '../../../platform/http/security-headers.mjs'

describe('signage player CSP', () => {
  it('gives /signage/… its own kind, and nothing else', () => {
    expect(answerKind('/signage/tv-wien-1')).toBe('signage')
    expect(answerKind('/signage/vorschau/3')).toBe('signage')
    expect(answerKind('/signage-aktion')).toBe('storefront')
    expect(answerKind('/api/signage/ws')).toBe('api')
  })

  it('allows https frames, media and connections, but scripts only from this origin', () => {
    const csp = securityHeaders('signage', false)['content-security-policy']!
    const directive = (name: string) => csp.split('; ').filter((d) => d.startsWith(`${name} `))
    expect(directive('frame-src')).toEqual(["frame-src 'self' https:"])
    expect(directive('media-src')).toEqual(["media-src 'self' blob: https:"])
    expect(directive('connect-src')).toEqual(["connect-src 'self' https:"])
    expect(directive('script-src')[0]).toMatch(/^script-src 'self'/)
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("frame-ancestors 'self'")
  })
})
