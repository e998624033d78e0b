// Security headers of every answer, one rule for both paths: server.mjs sets them on everything it answers, and the API
// router adds them to its own answers so they hold under `next dev` too. Per kind of answer (every answer, storefront,
// admin, API and media, over TLS) the table is in docs/security.md "Security headers". Plain JavaScript: server.mjs
// runs without a TypeScript loader.

/** @typedef {'storefront' | 'signage' | 'admin' | 'api' | 'media'} AnswerKind */

const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'camera=(), microphone=(), usb=(), serial=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), interest-cohort=(), geolocation=(self), payment=(self)',
  'x-frame-options': 'SAMEORIGIN',
  // a page opened from another site gets no handle on ours (window.opener), and ours none on it (issue 32)
  'cross-origin-opener-policy': 'same-origin',
}

// The storefront's third-party tags (ad tag, social pixel; features/analytics/thirdParty.ts) load only after the
// visitor's marketing consent and only when the theme names their ids; these are the only foreign hosts allowed.
const TAG_SCRIPTS = 'https://www.googletagmanager.com https://connect.facebook.net'
const TAG_BEACONS =
  'https://www.google-analytics.com https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com https://www.facebook.com'
// The home page map (features/branches/map, mapbox-gl's CSP build with its worker from this origin): style, tiles,
// sprites and glyphs are fetched from Mapbox, only with the plugin on, consent given and a public token in the theme.
const MAP_HOSTS = 'https://api.mapbox.com https://events.mapbox.com'

const PAGE_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${TAG_SCRIPTS}`,
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob: ${TAG_BEACONS}`,
  "font-src 'self' data:",
  `connect-src 'self' ${TAG_BEACONS} ${MAP_HOSTS}`,
  // content blocks: the iframe block embeds https pages (sandboxed), the video block plays a path or an https URL
  "frame-src 'self' https:",
  "media-src 'self' blob: https:",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ')

// The signage player (/signage/…, docs/signage.md) plays what a TV's stream names: web pages in a frame and videos
// or HLS streams from any https origin (HLS playlists and segments are fetched by hls.js, hence connect-src https:).
const SIGNAGE_POLICY = [
  ...PAGE_POLICY.split('; ').filter((directive) => !/^(connect|frame|media)-src /.test(directive)),
  "connect-src 'self' https:",
  "frame-src 'self' https:",
  "media-src 'self' blob: https:",
].join('; ')

const SANDBOX_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox"

export const HSTS = 'max-age=31536000; includeSubDomains'

/**
 * What kind of answer a path gets.
 * @param {string} pathname
 * @returns {AnswerKind}
 */
export function answerKind(pathname) {
  if (/^\/(backend\/api|api|custom\/api)(\/|$)/.test(pathname) || pathname === '/health') return 'api'
  if (/^\/backend(\/|$)/.test(pathname) || pathname.startsWith('/_next/')) return 'admin'
  if (/^\/(image|upload|media)\//.test(pathname)) return 'media'
  if (/^\/signage(\/|$)/.test(pathname)) return 'signage'
  return 'storefront'
}

/**
 * The security headers of one answer.
 * @param {AnswerKind} kind
 * @param {boolean} tls whether the request came over TLS (see requestCameOverTls)
 * @returns {Record<string, string>}
 */
export function securityHeaders(kind, tls) {
  /** @type {Record<string, string>} */
  const headers = { ...COMMON }
  if (kind === 'storefront') headers['content-security-policy'] = PAGE_POLICY
  else if (kind === 'signage') headers['content-security-policy'] = SIGNAGE_POLICY
  else if (kind === 'admin') {
    headers['content-security-policy'] = "frame-ancestors 'self'"
    headers['content-security-policy-report-only'] = PAGE_POLICY
  } else headers['content-security-policy'] = SANDBOX_POLICY
  if (tls) headers['strict-transport-security'] = HSTS
  return headers
}

/**
 * Whether the request came over TLS: only X-Forwarded-Proto from a trusted proxy (TRUST_PROXY) can say so.
 * @param {(name: string) => string | null | undefined} header
 * @param {boolean} trustProxy
 */
export function requestCameOverTls(header, trustProxy) {
  if (!trustProxy) return false
  return (header('x-forwarded-proto') ?? '').split(',')[0]?.trim().toLowerCase() === 'https'
}

const headerLists = new Map()

/**
 * securityHeaders(kind, tls) as a frozen [name, value, …] list, built once per kind: the servers put it on every answer
 * (platform/http/next-server.mjs, platform/front/main.mjs, platform/fast/send.ts `send`).
 * @param {AnswerKind} kind
 * @param {boolean} tls
 * @returns {readonly string[]}
 */
export function securityHeaderList(kind, tls) {
  const key = tls ? `${kind}|tls` : kind
  let list = headerLists.get(key)
  if (!list) headerLists.set(key, (list = Object.freeze(Object.entries(securityHeaders(kind, tls)).flat())))
  return list
}

/**
 * Whether a Node request came over TLS (requestCameOverTls on its headers): only ever with a trusted proxy.
 * @param {import('node:http').IncomingMessage} req
 * @param {boolean} trustProxy
 */
export const nodeRequestCameOverTls = (req, trustProxy) =>
  trustProxy && requestCameOverTls((name) => [req.headers[name]].flat().join(', ') || null, true)

/**
 * A Set-Cookie value with `Secure` added (over TLS only).
 * @param {string} cookie
 */
export const secureCookie = (cookie) => (/;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`)
