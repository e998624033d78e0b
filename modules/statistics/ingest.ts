/**
 * POST /api/analytics-log: anonymous analytics events (BO §3 payload: type, action, category, data), one or a batch
 * of ≤ 50 (docs/statistics.md §1 is the contract). Validation reports every problem at once with field paths
 * (`type`, `events.3.data`); derivation (visitor/session key, origin, browser, OS, device class, referrer host, device
 * fields) happens here; the rows go into `analytics_events` with one INSERT per batch.
 */
import { isbot } from 'isbot'
import type { Payload } from 'payload'
import { UAParser } from 'ua-parser-js'

import { ANALYTICS_DATA_MAX_BYTES, ANALYTICS_TEXT_MAX } from './collections/analytics-limits'
import { ApiError, badRequest, MESSAGES } from '../../platform/api/errors'
import type { FieldError } from '../../platform/api/errors'
import { queryPool } from '../../platform/db'
import { newSessionKey, SESSION_IDLE_MINUTES, visitorKey } from './visitor'

export type AnalyticsInput = {
  type: string | null
  action: string | null
  category: string | null
  data: Record<string, unknown> | null
}

/** Most events per batch. */
export const ANALYTICS_BATCH_MAX = 50
/** Largest accepted request body of the analytics call (bytes). */
export const ANALYTICS_BODY_MAX_BYTES = 256 * 1024
/** A client-supplied `data.at` is accepted within this many hours before now. */
const CLIENT_TIME_MAX_AGE_MS = 24 * 3600_000
const CLIENT_TIME_SKEW_MS = 60_000

const TEXT_FIELDS = ['type', 'action', 'category'] as const

/** One event's problems, with `prefix` before each field ('' or 'events.3.'). */
function parseEvent(value: unknown, prefix: string, errors: FieldError[]): AnalyticsInput | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    errors.push({ field: prefix ? prefix.slice(0, -1) : null, message: prefix ? 'Das Ereignis muss ein JSON-Objekt sein.' : 'Die Anfrage muss ein JSON-Objekt enthalten.' })
    return null
  }
  const b = value as Record<string, unknown>
  const before = errors.length
  const out: AnalyticsInput = { type: null, action: null, category: null, data: null }
  for (const field of TEXT_FIELDS) {
    const v = b[field]
    if (v === undefined || v === null) continue
    if (typeof v !== 'string') errors.push({ field: prefix + field, message: 'Dieser Wert sollte eine Zeichenkette sein.' })
    else if (v.length > ANALYTICS_TEXT_MAX) {
      errors.push({ field: prefix + field, message: `Dieser Wert ist zu lang. Er sollte höchstens ${ANALYTICS_TEXT_MAX} Zeichen haben.` })
    } else out[field] = v.trim() || null
  }
  if (errors.length === before && !out.type && !out.action && !out.category) {
    errors.push({ field: prefix + 'category', message: 'Bitte geben Sie mindestens Typ, Aktion oder Kategorie an.' })
  }
  const data = b.data
  if (data !== undefined && data !== null) {
    if (typeof data !== 'object' || Array.isArray(data)) {
      errors.push({ field: prefix + 'data', message: 'Die Daten müssen ein JSON-Objekt sein.' })
    } else if (Buffer.byteLength(JSON.stringify(data), 'utf8') > ANALYTICS_DATA_MAX_BYTES) {
      errors.push({ field: prefix + 'data', message: `Die Daten sind zu groß (höchstens ${ANALYTICS_DATA_MAX_BYTES / 1024} KB).` })
    } else out.data = data as Record<string, unknown>
  }
  return errors.length === before ? out : null
}

/** Parses one event or `{ events: [...] }`; every problem is reported at once (German messages). */
export function parseAnalyticsInput(body: unknown, rawBody = ''): AnalyticsInput[] {
  if (Buffer.byteLength(rawBody, 'utf8') > ANALYTICS_BODY_MAX_BYTES) throw new ApiError(413, MESSAGES.bodyTooLarge)
  const errors: FieldError[] = []
  if (body && typeof body === 'object' && !Array.isArray(body) && 'events' in body) {
    const events = (body as { events: unknown }).events
    if (!Array.isArray(events) || events.length === 0) {
      throw badRequest([{ field: 'events', message: `Bitte senden Sie zwischen 1 und ${ANALYTICS_BATCH_MAX} Ereignisse.` }])
    }
    if (events.length > ANALYTICS_BATCH_MAX) {
      throw badRequest([{ field: 'events', message: `Es können höchstens ${ANALYTICS_BATCH_MAX} Ereignisse auf einmal gesendet werden.` }])
    }
    const parsed = events.map((event, index) => parseEvent(event, `events.${index}.`, errors))
    if (errors.length) throw badRequest(errors)
    return parsed as AnalyticsInput[]
  }
  const one = parseEvent(body, '', errors)
  if (errors.length || !one) throw badRequest(errors)
  return [one]
}

const str = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null)

/** The host of a URL, lower-case without `www.`; null for anything that is not an absolute http(s) URL. */
export function referrerHost(value: unknown, ownHost: string | null): string | null {
  if (typeof value !== 'string' || !value) return null
  try {
    const url = new URL(value)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    const host = url.hostname.toLowerCase().replace(/^www\./, '')
    const own = (ownHost ?? '').toLowerCase().replace(/:\d+$/, '').replace(/^www\./, '')
    return host && host !== own ? host.slice(0, 255) : null
  } catch {
    return null
  }
}

/** The query of a storefront path (`/store/wien?utm_source=x`). */
const queryOf = (path: string | null): URLSearchParams => {
  const at = path?.indexOf('?') ?? -1
  return new URLSearchParams(at >= 0 && path ? path.slice(at + 1) : '')
}

/** The branch identifier in a storefront path `/store/{identifier}…`. */
export const branchIdentifierOf = (path: string | null): string | null => {
  const match = /^\/store\/([^/?#]+)/.exec(path ?? '')
  if (!match?.[1]) return null
  try {
    return decodeURIComponent(match[1])
  } catch {
    return null
  }
}

export type ParsedUserAgent = { browser: string | null; os: string | null; deviceClass: string }

/**
 * The last UA_CACHE_SIZE User-Agents with what they parsed to (a bot: null). Parsing is the biggest part of an
 * analytics request's own CPU (a CPU profile under mixed load: ~0.15 ms of ua-parser-js regular expressions per
 * request), and a shop's visitors send few distinct User-Agents, each again and again.
 */
export const UA_CACHE_SIZE = 1000
const uaCache = new Map<string, ParsedUserAgent | null>()

/** Browser, OS and device class from a User-Agent (ua-parser-js 1.x); null for a bot (isbot). */
export function parseVisitorAgent(ua: string): ParsedUserAgent | null {
  const cached = uaCache.get(ua)
  if (cached !== undefined) return cached
  const parsed = isbot(ua) ? null : parseUserAgent(ua)
  // insertion order is age: the oldest goes first (a bounded map, not a full LRU: a hit does not refresh it)
  if (uaCache.size >= UA_CACHE_SIZE) uaCache.delete(uaCache.keys().next().value as string)
  uaCache.set(ua, parsed)
  return parsed
}

/** Browser, OS and device class from a User-Agent (ua-parser-js 1.x). */
export function parseUserAgent(ua: string): ParsedUserAgent {
  const result = new UAParser(ua).getResult()
  const type = result.device.type
  const deviceClass = type === 'mobile' || type === 'tablet' ? type : type ? 'other' : 'desktop'
  return { browser: result.browser.name?.slice(0, 50) ?? null, os: result.os.name?.slice(0, 50) ?? null, deviceClass }
}

/** The event's time: the client's `at` when plausible (queued events), else now. */
function eventTime(data: Record<string, unknown>, now: number): Date {
  const raw = data.at
  const at = typeof raw === 'string' || typeof raw === 'number' ? new Date(raw).getTime() : NaN
  if (Number.isFinite(at) && at <= now + CLIENT_TIME_SKEW_MS && at >= now - CLIENT_TIME_MAX_AGE_MS) return new Date(Math.min(at, now))
  return new Date(now)
}

/**
 * The one statement of a batch (a named statement on the pool: prepared once per connection, then only its name and
 * values travel): $1 visitor key of the first event, $2 a new session key, $3 origin, $4 time of the first event (the
 * session UPSERT, docs/statistics.md §1: the current session when its last event is less than 30 minutes before the
 * batch's first one, else a new one), $10 time of the batch's last event (the session's last event from then on),
 * $5 the batch's first external referrer (a session's referrer is counted on its first event), $6–$8 browser, OS,
 * device class, $9 the rows as a JSON array.
 */
const INSERT_EVENTS = `with s as (
    insert into analytics_sessions as s (visitor_key, session_key, origin, last_at) values ($1::bigint, $2::bigint, $3::text, $10::timestamptz)
    on conflict (visitor_key) do update set
      session_key = case when s.last_at < $4::timestamptz - ${SESSION_IDLE_MINUTES} * interval '1 minute' then excluded.session_key else s.session_key end,
      origin = case when s.last_at < $4::timestamptz - ${SESSION_IDLE_MINUTES} * interval '1 minute' then excluded.origin else s.origin end,
      last_at = greatest(s.last_at, excluded.last_at)
    returning s.session_key, s.origin, (s.session_key = $2::bigint) as is_new)
  insert into analytics_events (at, branch_id, name, category, action, path, visitor_key, session_key, is_session_start,
    origin, referrer_host, utm_source, utm_medium, utm_campaign, qr, browser, os, device_class, resolution, pixel_ratio,
    color_scheme, order_ref, value_cents, data)
  select v.at, coalesce(v.branch_id, b.id), v.name, v.category, v.action, v.path, v.visitor_key, s.session_key,
    v.i = 0 and s.is_new, s.origin,
    case when v.i = 0 and s.is_new then coalesce(v.referrer_host, $5::text) else v.referrer_host end,
    v.utm_source, v.utm_medium, v.utm_campaign, v.qr, $6::text, $7::text, $8::text,
    v.resolution, v.pixel_ratio, v.color_scheme, v.order_ref, v.value_cents, v.data
  from jsonb_to_recordset($9::jsonb) as v(i int, at timestamptz, branch_id int, branch_identifier text,
    name text, category text, action text, path text, visitor_key bigint, referrer_host text, utm_source text, utm_medium text,
    utm_campaign text, qr text, resolution text, pixel_ratio numeric, color_scheme text, order_ref text, value_cents int, data jsonb)
  cross join s
  left join branches b on v.branch_id is null and b.identifier = v.branch_identifier
  order by v.i`

export type AnalyticsRequestInfo = { ip: string; userAgent: string | null; host: string | null; now?: number }

/**
 * Stores the events of one request (one client): bots are dropped (answer `accepted: 0`); everything else in one
 * INSERT. The statistics read these rows (modules/statistics).
 */
export async function logAnalyticsEvents(payload: Payload, events: AnalyticsInput[], info: AnalyticsRequestInfo) {
  const userAgent = info.userAgent ?? ''
  const ua = userAgent ? parseVisitorAgent(userAgent) : null
  if (ua === null) return { accepted: 0 }
  const now = info.now ?? Date.now()

  const rows = events.map((event) => {
    const data = event.data ?? {}
    const name = (event.type ?? event.category ?? event.action ?? '').toLowerCase().slice(0, 100)
    const path = str(data.path, 500)
    const query = queryOf(path)
    const isDevice = name === 'device'
    const qr = str(data.qr, 100) ?? str(query.get('qr'), 100)
    const utmSource = str(data.utm_source, 100) ?? str(query.get('utm_source'), 100)
    const refHost = referrerHost(data.referrer ?? data.documentReferrer, info.host)
    const branchRaw = data.branch
    const branch: number | string | null =
      typeof branchRaw === 'number' && Number.isInteger(branchRaw) && branchRaw > 0
        ? branchRaw
        : (str(branchRaw, 100) ?? branchIdentifierOf(path))
    const euros = num(data.value) ?? num(data.price)
    const orderRef = data.orderId === undefined || data.orderId === null ? null : str(String(data.orderId), 100)
    const width = num(data.screenWidth)
    const height = num(data.screenHeight)
    const ratio = num(data.pixelRatio ?? data.devicePixelRatio)
    return {
      at: eventTime(data, now),
      branch,
      name,
      category: event.category,
      action: event.action,
      path,
      origin: qr ? 'QR-Code' : (utmSource ?? refHost ?? 'Direkt'),
      referrerHost: refHost,
      utmSource,
      utmMedium: str(data.utm_medium, 100) ?? str(query.get('utm_medium'), 100),
      utmCampaign: str(data.utm_campaign, 100) ?? str(query.get('utm_campaign'), 100),
      qr,
      resolution: isDevice && width && height ? `${Math.round(width)}×${Math.round(height)}` : null,
      pixelRatio: isDevice && ratio && ratio > 0 && ratio < 100 ? Math.round(ratio * 100) / 100 : null,
      colorScheme: isDevice && typeof data.darkMode === 'boolean' ? (data.darkMode ? 'dark' : 'light') : null,
      orderRef: name === 'purchase' ? orderRef : null,
      valueCents: euros !== null && Math.abs(euros) < 10_000_000 ? Math.round(euros * 100) : null,
      data: event.data,
    }
  })
  // an event without a branch (e.g. the device record, which has no path) counts for the branch of its batch
  const batchBranch = rows.find((r) => r.branch !== null)?.branch ?? null
  for (const r of rows) r.branch ??= batchBranch
  rows.sort((a, b) => a.at.getTime() - b.at.getTime())
  const first = rows[0]
  if (!first) return { accepted: 0 }
  // the visitor key of each event is that of its own UTC day (a client-queued event of yesterday gets yesterday's
  // key): a key lives exactly one UTC day, which the daily visitor rollup relies on (docs/statistics.md §2)
  const keys = new Map<string, string>()
  for (const r of rows) {
    const day = r.at.toISOString().slice(0, 10)
    if (!keys.has(day)) keys.set(day, await visitorKey(payload, info.ip, userAgent, r.at))
  }
  const keyOf = (r: (typeof rows)[number]) => keys.get(r.at.toISOString().slice(0, 10))!
  // one session per visitor and 30 idle minutes; its origin is, of the batch's events, the first with a QR code, else
  // the first with a UTM source, else the first with an external referrer, else 'Direkt' — by kind, not by position:
  // the device record, sent first, carries the document referrer, and a campaign's page view after it must win. A
  // session's referrer is counted on its first event. One statement per batch: the session UPSERT and the INSERT of
  // all rows (passed as one JSON parameter, not 25 parameters per row).
  const signal = rows.find((r) => r.qr) ?? rows.find((r) => r.utmSource) ?? rows.find((r) => r.referrerHost) ?? first
  const last = rows[rows.length - 1] ?? first
  const candidate = newSessionKey()
  const json = rows.map((r, i) => ({
    i,
    at: r.at.toISOString(),
    branch_id: typeof r.branch === 'number' ? r.branch : null,
    branch_identifier: typeof r.branch === 'string' ? r.branch : null,
    name: r.name,
    category: r.category,
    action: r.action,
    path: r.path,
    visitor_key: keyOf(r),
    referrer_host: r.referrerHost,
    utm_source: r.utmSource,
    utm_medium: r.utmMedium,
    utm_campaign: r.utmCampaign,
    qr: r.qr,
    resolution: r.resolution,
    pixel_ratio: r.pixelRatio,
    color_scheme: r.colorScheme,
    order_ref: r.orderRef,
    value_cents: r.valueCents,
    data: r.data,
  }))
  await queryPool(payload, 'analytics-insert', INSERT_EVENTS, [
    keyOf(first),
    candidate,
    signal.origin,
    first.at.toISOString(),
    rows.find((r) => r.referrerHost)?.referrerHost ?? null,
    ua.browser,
    ua.os,
    ua.deviceClass,
    JSON.stringify(json),
    last.at.toISOString(),
  ])
  return { accepted: rows.length }
}
