import { wildcardMatch } from './text'

/**
 * Redirect rules (BO §1/§3 redirects, SF §5 wildcard match): which redirect answers a storefront path, and whether a
 * set of redirects sends a visitor in a circle. Pure: the server (modules/content/redirects.ts) loads and caches the records.
 *
 * Paths are compared without leading/trailing slashes. A redirect path may contain `*` (any run of characters, also
 * none, also slashes) and `?` (exactly one character); matching is case-insensitive (SF §5). Exact paths win over
 * patterns; among patterns, the one with more literal characters wins, then the older one (lower id).
 */

export type RedirectStatus = 301 | 302

export interface RedirectRule {
  readonly id?: number | string
  /** Source path without leading slash; may contain * and ?. */
  readonly path: string
  /** A path (/…) or an absolute http(s) URL. */
  readonly target: string
  readonly statusCode: RedirectStatus
}

export interface RedirectAnswer {
  readonly status: RedirectStatus
  readonly location: string
}

/** The comparable form of a path: no leading/trailing slashes, no repeated slashes, lower case. */
export function redirectKey(path: string): string {
  return path
    .trim()
    .replace(/\/{2,}/g, '/')
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase()
}

export const isWildcard = (path: string): boolean => /[*?]/.test(path)

export const isInternalTarget = (target: string): boolean => target.startsWith('/') && !target.startsWith('//')

/** A prepared lookup over many redirects (built once per cache generation). */
export interface RedirectTable {
  readonly exact: ReadonlyMap<string, RedirectRule>
  readonly patterns: readonly { readonly rule: RedirectRule; readonly pattern: string }[]
}

const literalLength = (path: string) => path.replace(/[*?]/g, '').length

export function buildRedirectTable(rules: readonly RedirectRule[]): RedirectTable {
  const exact = new Map<string, RedirectRule>()
  const patterns: { rule: RedirectRule; pattern: string; order: number }[] = []
  rules.forEach((rule, order) => {
    const key = redirectKey(rule.path)
    if (isWildcard(key)) patterns.push({ rule, pattern: key, order })
    else if (!exact.has(key)) exact.set(key, rule)
  })
  patterns.sort((a, b) => literalLength(redirectKey(b.rule.path)) - literalLength(redirectKey(a.rule.path)) || a.order - b.order)
  return { exact, patterns: patterns.map(({ rule, pattern }) => ({ rule, pattern })) }
}

/** The redirect for a path, or null. */
export function findRedirect(table: RedirectTable, path: string): RedirectRule | null {
  const key = redirectKey(path)
  const hit = table.exact.get(key)
  if (hit) return hit
  // SF §5 wildcard match (domain/text.ts), case-insensitive
  for (const { rule, pattern } of table.patterns) if (wildcardMatch(pattern, key)) return rule
  return null
}

/**
 * The answer for a request: status and Location. The visitor's query string is kept when the target has none
 * (campaign parameters survive an old link).
 */
export function redirectAnswer(rule: RedirectRule, search = ''): RedirectAnswer {
  const target = rule.target.trim()
  const query =
    search && search !== '?' && !target.includes('?') && !target.includes('#')
      ? search.startsWith('?')
        ? search
        : `?${search}`
      : ''
  return { status: rule.statusCode, location: `${target}${query}` }
}

/** The path part of an internal target (no query, no fragment). */
function targetPath(target: string): string {
  return target.split(/[?#]/, 1)[0] ?? ''
}

/**
 * The chain of paths a redirect would send a visitor through and back to a path already visited, or null when the
 * chain ends (an external target, a path without redirect, or more than `maxHops` hops).
 * `candidate` replaces the rule with the same id in `rules` (the record being saved).
 */
export function findRedirectLoop(candidate: RedirectRule, rules: readonly RedirectRule[], maxHops = 20): string[] | null {
  const others = rules.filter((rule) => candidate.id === undefined || rule.id !== candidate.id)
  const table = buildRedirectTable([candidate, ...others])
  const start = redirectKey(candidate.path)
  // a pattern source: the loop shows up when its own target matches it, or a chain leads back into it
  const startIsPattern = isWildcard(start)
  const seen = [start]
  let current: RedirectRule = candidate
  for (let hop = 0; hop < maxHops; hop++) {
    if (!isInternalTarget(current.target.trim())) return null
    const next = redirectKey(targetPath(current.target.trim()))
    const display = `/${next}`
    if (seen.includes(next) || (startIsPattern && wildcardMatch(start, next))) return [...seen.map((p) => `/${p}`), display]
    const rule = findRedirect(table, next)
    if (!rule) return null
    seen.push(next)
    current = rule
  }
  return [...seen.map((p) => `/${p}`)]
}

/** The German message for a refused loop. */
export function redirectLoopMessage(chain: readonly string[]): string {
  return `Diese Weiterleitung würde eine Schleife erzeugen (${chain.join(' → ')}). Bitte wählen Sie ein anderes Ziel.`
}
