/**
 * The API's path matching (`:param` segments), shared by the Next-routed router (platform/api/router.ts), the fast path
 * beside Next (platform/fast) and the main thread's front (platform/front). No Payload here: the front loads it without Next.
 */
import type { ApiEndpoint } from './types'

/** A compiled path: its segments (`null` where a `:param` stands) and the params' names in their order. */
type Compiled = { endpoint: ApiEndpoint; segments: (string | null)[]; keys: string[]; specificity: number }

/** Compiles `:param` paths once; static segments win over params (`/users/me` before `/users/:id`). */
export function compile(endpoints: ApiEndpoint[]): Compiled[] {
  return endpoints
    .map((endpoint) => {
      const keys: string[] = []
      const segments = endpoint.path
        .split('/')
        .filter(Boolean)
        .map((s) => {
          if (!s.startsWith(':')) return s
          keys.push(s.slice(1))
          return null
        })
      const specificity = segments.reduce<number>((acc, s, i) => acc + (s === null ? 0 : 1) * 2 ** (16 - i), 0)
      return { endpoint, segments, keys, specificity }
    })
    .sort((a, b) => b.specificity - a.specificity)
}

export type MatchResult = { endpoint: ApiEndpoint; params: Record<string, string> } | { methodNotAllowed: true } | null

/**
 * Whether `path` (with its leading '/', without a trailing one) has exactly these segments: a literal matches itself, a
 * parameter (`null`) any non-empty segment. Walks the string; nothing is allocated.
 */
function fits(segments: (string | null)[], path: string): boolean {
  const n = path.length
  if (segments.length === 0) return n <= 1
  let pos = 1
  for (let i = 0; i < segments.length; i++) {
    if (pos > n) return false
    let next = path.indexOf('/', pos)
    if (next === -1) next = n
    const segment = segments[i] as string | null
    if (segment === null ? next === pos : next - pos !== segment.length || !path.startsWith(segment, pos)) return false
    pos = next + 1
  }
  return pos === n + 1
}

/** The parameters of a path that fits (decoded only where it has a '%'). */
function paramsOf(c: Compiled, path: string): Record<string, string> {
  const params: Record<string, string> = {}
  let pos = 1
  let k = 0
  for (let i = 0; i < c.segments.length && k < c.keys.length; i++) {
    let next = path.indexOf('/', pos)
    if (next === -1) next = path.length
    if (c.segments[i] === null) {
      const raw = path.slice(pos, next)
      params[c.keys[k++]!] = raw.includes('%') ? decodeURIComponent(raw) : raw
    }
    pos = next + 1
  }
  return params
}

/**
 * The endpoint for a path: a literal segment matches itself, a `:param` any non-empty segment (decoded), one trailing
 * '/' is allowed. Compared segment by segment on the string, not by regular expressions: this runs on every status
 * poll, and the regular expressions (with their match arrays) were 3.6 % of a poll's CPU once the process had served
 * Payload's REST API (docs/benchmarks.md).
 */
export function match(compiled: Compiled[], method: string, path: string): MatchResult {
  if (path.charCodeAt(0) !== 47) return null
  const bare = path.length > 1 && path.charCodeAt(path.length - 1) === 47 ? path.slice(0, -1) : path
  let pathMatched = false
  for (let j = 0; j < compiled.length; j++) {
    const c = compiled[j]!
    if (!fits(c.segments, bare)) continue
    pathMatched = true
    if (c.endpoint.method !== method) continue
    return { endpoint: c.endpoint, params: paramsOf(c, bare) }
  }
  return pathMatched ? { methodNotAllowed: true } : null
}

/**
 * The path of a request target, or null when it needs normalising (dot segments, empty segments, a backslash) —
 * such requests go to Next, which normalises them; hot clients never send them.
 */
export function pathOf(url: string | undefined): string | null {
  if (!url || url[0] !== '/') return null
  const q = url.indexOf('?')
  const pathname = q === -1 ? url : url.slice(0, q)
  if (pathname.includes('/.') || pathname.includes('//') || pathname.includes('\\') || pathname.includes('#')) return null
  return pathname
}
