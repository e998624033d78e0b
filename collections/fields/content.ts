import type { JSONField } from 'payload'

/** Upper bound for one content document (serialized JSON). */
export const MAX_CONTENT_BYTES = 512 * 1024

/**
 * Markup that must never reach the storefront through content JSON. The storefront renders wysiwyg values as
 * HTML (and sanitises them with DOMPurify); rejecting these on the way in is a second line of defence.
 */
const FORBIDDEN_MARKUP = [/<\s*script\b/i, /<\s*iframe\b/i, /<\s*object\b/i, /<\s*embed\b/i, /<[^>]*\son[a-z]+\s*=/i, /javascript\s*:/i]

const containsForbiddenMarkup = (value: unknown, depth = 0): boolean => {
  if (depth > 64) return true
  if (typeof value === 'string') return FORBIDDEN_MARKUP.some((re) => re.test(value))
  if (Array.isArray(value)) return value.some((v) => containsForbiddenMarkup(v, depth + 1))
  if (value && typeof value === 'object') return Object.values(value).some((v) => containsForbiddenMarkup(v, depth + 1))
  return false
}

/** Validates a content JSON value: an object (or empty), at most MAX_CONTENT_BYTES, without scripts or event handlers. */
export const validateContent = (value: unknown): true | string => {
  if (value === null || value === undefined) return true
  if (typeof value !== 'object' || Array.isArray(value)) return 'Der Inhalt muss ein JSON-Objekt sein.'
  if (Buffer.byteLength(JSON.stringify(value), 'utf8') > MAX_CONTENT_BYTES) return 'Der Inhalt ist zu groß (höchstens 512 KB).'
  if (containsForbiddenMarkup(value)) return 'Der Inhalt enthält nicht erlaubtes HTML (Skripte, eingebettete Objekte oder Event-Handler).'
  return true
}

/** Structured page/block content (SF §3: keyed by layout entry; `body` is a list of `{ type, value }` items). */
export const contentField = (name = 'content', label = 'Inhalt', description?: string): JSONField => ({
  name,
  label,
  type: 'json',
  defaultValue: {},
  admin: { description: description ?? 'Inhalt als JSON, z. B. { "body": [{ "type": "text", "value": "…" }] }.' },
  validate: (value: unknown) => validateContent(value),
})
