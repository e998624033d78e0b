import { describe, expect, it } from 'vitest'

import { buildRedirectTable, findRedirect, findRedirectLoop, redirectAnswer, redirectKey } from '../../../domain/redirects'
import { wildcardMatch } from '../../../domain/text'
import type { RedirectRule } from '../../../domain/redirects'

const rule = (id: number, path: string, target: string, statusCode: 301 | 302 = 301): RedirectRule => ({
  id,
  path,
  target,
  statusCode,
})

describe('SF §5 wildcard match', () => {
  it('* matches any run (also none, also slashes), ? exactly one character, case-insensitively', () => {
    expect(wildcardMatch('blog/*', 'blog/2024/mein-artikel')).toBe(true)
    expect(wildcardMatch('blog/*', 'blog/')).toBe(true)
    expect(wildcardMatch('blog/*', 'blogger')).toBe(false)
    expect(wildcardMatch('seite-?', 'seite-1')).toBe(true)
    expect(wildcardMatch('seite-?', 'seite-12')).toBe(false)
    expect(wildcardMatch('Aktion', 'AKTION')).toBe(true)
    expect(wildcardMatch('Aktion', 'AKTION', true)).toBe(false)
  })

  it('treats regular-expression characters in paths literally', () => {
    expect(wildcardMatch('preise.html', 'preise.html')).toBe(true)
    expect(wildcardMatch('preise.html', 'preiseXhtml')).toBe(false)
    expect(wildcardMatch('a+(b)', 'a+(b)')).toBe(true)
  })
})

describe('findRedirect', () => {
  const table = buildRedirectTable([
    rule(1, 'aktion/*', '/angebote'),
    rule(2, 'aktion/sommer', '/sommer', 302),
    rule(3, 'aktion/s*', '/s'),
    rule(4, 'alt', 'https://example.org/neu'),
  ])

  it('prefers the exact path, then the pattern with more literal characters', () => {
    expect(findRedirect(table, '/aktion/sommer')?.id).toBe(2)
    expect(findRedirect(table, '/aktion/spaet')?.id).toBe(3)
    expect(findRedirect(table, '/aktion/winter')?.id).toBe(1)
    expect(findRedirect(table, '/Alt/')?.id).toBe(4)
    expect(findRedirect(table, '/neu')).toBeNull()
  })

  it('answers status and Location, keeping the query when the target has none', () => {
    expect(redirectAnswer(rule(1, 'a', '/b', 302), '?utm_source=x')).toEqual({ status: 302, location: '/b?utm_source=x' })
    expect(redirectAnswer(rule(1, 'a', '/b?c=1'), '?utm_source=x')).toEqual({ status: 301, location: '/b?c=1' })
    expect(redirectAnswer(rule(1, 'a', 'https://example.org/'))).toEqual({ status: 301, location: 'https://example.org/' })
  })

  it('normalises paths: no leading, trailing or repeated slashes, lower case', () => {
    expect(redirectKey('//Ueber//Uns/')).toBe('ueber/uns')
  })
})

describe('findRedirectLoop', () => {
  it('finds a redirect to itself and circles through other redirects', () => {
    expect(findRedirectLoop(rule(9, 'a', '/a'), [])).toEqual(['/a', '/a'])
    expect(findRedirectLoop(rule(9, 'a', '/b'), [rule(1, 'b', '/c'), rule(2, 'c', '/a')])).toEqual(['/a', '/b', '/c', '/a'])
  })

  it('finds a pattern whose target falls under the pattern itself', () => {
    expect(findRedirectLoop(rule(9, 'alt/*', '/alt/neu'), [])).not.toBeNull()
  })

  it('accepts chains that end, external targets, and an edit that breaks an old circle', () => {
    expect(findRedirectLoop(rule(9, 'a', '/b'), [rule(1, 'b', '/c')])).toBeNull()
    expect(findRedirectLoop(rule(9, 'a', 'https://example.org/a'), [rule(1, 'b', '/a')])).toBeNull()
    // record 2 pointed back to a; saving it with a new target replaces its old version
    expect(findRedirectLoop(rule(2, 'c', '/d'), [rule(1, 'b', '/c'), rule(2, 'c', '/a'), rule(9, 'a', '/b')])).toBeNull()
  })
})
