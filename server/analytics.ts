/** POST /api/analytics-log: anonymous analytics events (BO §3 payload: type, action, category, data). */
import type { CollectionSlug, PayloadRequest } from 'payload'

import { ANALYTICS_DATA_MAX_BYTES, ANALYTICS_TEXT_MAX } from '../collections/AnalyticsLog'
import { SLUGS } from '../collections/slugs'
import { badRequest } from './api/errors'
import type { FieldError } from './api/errors'

export type AnalyticsInput = {
  type: string | null
  action: string | null
  category: string | null
  data: Record<string, unknown> | null
}

const TEXT_FIELDS = ['type', 'action', 'category'] as const

/** Parses and validates the body; every problem is reported at once (German messages). */
export function parseAnalyticsInput(body: unknown): AnalyticsInput {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest([{ field: null, message: 'Die Anfrage muss ein JSON-Objekt enthalten.' }])
  }
  const b = body as Record<string, unknown>
  const errors: FieldError[] = []
  const out: AnalyticsInput = { type: null, action: null, category: null, data: null }
  for (const field of TEXT_FIELDS) {
    const value = b[field]
    if (value === undefined || value === null) continue
    if (typeof value !== 'string') errors.push({ field, message: 'Dieser Wert sollte eine Zeichenkette sein.' })
    else if (value.length > ANALYTICS_TEXT_MAX) {
      errors.push({ field, message: `Dieser Wert ist zu lang. Er sollte höchstens ${ANALYTICS_TEXT_MAX} Zeichen haben.` })
    } else out[field] = value.trim() || null
  }
  if (!errors.length && !out.type && !out.action && !out.category) {
    errors.push({ field: 'category', message: 'Bitte geben Sie mindestens Typ, Aktion oder Kategorie an.' })
  }
  const data = b.data
  if (data !== undefined && data !== null) {
    if (typeof data !== 'object' || Array.isArray(data)) {
      errors.push({ field: 'data', message: 'Die Daten müssen ein JSON-Objekt sein.' })
    } else if (Buffer.byteLength(JSON.stringify(data), 'utf8') > ANALYTICS_DATA_MAX_BYTES) {
      errors.push({ field: 'data', message: `Die Daten sind zu groß (höchstens ${ANALYTICS_DATA_MAX_BYTES / 1024} KB).` })
    } else out.data = data as Record<string, unknown>
  }
  if (errors.length) throw badRequest(errors)
  return out
}

const str = (value: unknown, max = 500): string | undefined => (typeof value === 'string' && value ? value.slice(0, max) : undefined)
const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined)

/**
 * The SF §3 "Analytics device record" fields found in `data` (flat keys, see docs/data-model.md). The user agent
 * falls back to the request header. Returns undefined when the event carries no device information.
 */
export function deviceFields(data: Record<string, unknown> | null, userAgentHeader: string | null) {
  const d = data ?? {}
  const languages = Array.isArray(d.languages) ? d.languages.filter((l): l is string => typeof l === 'string').join(',') : d.languages
  const device = {
    language: str(d.language, 50),
    languages: str(languages, 500),
    userAgent: str(d.userAgent) ?? undefined,
    documentReferrer: str(d.documentReferrer, 2000),
    screenWidth: num(d.screenWidth),
    screenHeight: num(d.screenHeight),
    availableWidth: num(d.availableWidth ?? d.availWidth),
    availableHeight: num(d.availableHeight ?? d.availHeight),
    windowWidth: num(d.windowWidth),
    windowHeight: num(d.windowHeight),
    pixelRatio: num(d.pixelRatio ?? d.devicePixelRatio),
    orientation: d.orientation === 'portrait' || d.orientation === 'landscape' ? d.orientation : undefined,
    darkMode: typeof d.darkMode === 'boolean' ? d.darkMode : undefined,
  }
  const hasAny = Object.values(device).some((v) => v !== undefined)
  if (!hasAny) return undefined
  return { ...device, userAgent: device.userAgent ?? str(userAgentHeader) }
}

/**
 * Stores one event. Deliberately `overrideAccess: true`: the collection denies create to everybody through the
 * API (`nobody`), the server is the only writer, and the input was validated above.
 */
export async function logAnalyticsEvent(req: PayloadRequest, input: AnalyticsInput, userAgentHeader: string | null) {
  const device = deviceFields(input.data, userAgentHeader)
  const doc = await req.payload.create({
    collection: SLUGS.analyticsLog as CollectionSlug,
    data: { type: input.type, action: input.action, category: input.category, data: input.data, ...(device ? { device } : {}) } as never,
    req,
    overrideAccess: true,
    depth: 0,
  })
  return { id: doc.id }
}
