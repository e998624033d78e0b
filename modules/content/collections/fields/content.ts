import { lexicalEditor } from '@payloadcms/richtext-lexical'
import type { Field, JSONField, TextareaField } from 'payload'

import { lexicalToSafeHtml, markdownToSafeHtml, sanitizeEditorHtml } from '../../html'
import { JSON_TEXT_FIELD } from '../../../../platform/fields/json'

/** Upper bound for one content document (serialized JSON). */
export const MAX_CONTENT_BYTES = 512 * 1024

/**
 * Markup that must never reach the storefront through content JSON. The storefront renders wysiwyg values as
 * HTML (sanitised on the server, modules/content/html.ts); rejecting these on the way in is a second line of defence.
 */
const FORBIDDEN_MARKUP = [
  /<\s*script\b/i,
  /<\s*iframe\b/i,
  /<\s*object\b/i,
  /<\s*embed\b/i,
  /<[^>]*\son[a-z]+\s*=/i,
  /javascript\s*:/i,
]

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
  if (containsForbiddenMarkup(value))
    return 'Der Inhalt enthält nicht erlaubtes HTML (Skripte, eingebettete Objekte oder Event-Handler).'
  return true
}

/** Structured page/block content (SF §3: keyed by layout entry; `body` is a list of `{ type, value }` items). */
export const contentField = (name = 'content', label = 'Inhalt', description?: string): JSONField => ({
  name,
  label,
  type: 'json',
  defaultValue: {},
  admin: {
    description: description ?? 'Inhalt als JSON, z. B. { "body": [{ "type": "text", "value": "…" }] }.',
    // a textarea instead of Payload's JSON editor, which loads Monaco from a CDN
    components: { Field: JSON_TEXT_FIELD },
  },
  validate: (value: unknown) => validateContent(value),
})

/**
 * A wysiwyg value (SF §3 'wysiwyg'): Lexical rich text for the editor (bundled, no CDN) plus `{name}Html`, the HTML the
 * storefront renders — converted on every save from the rich text and sanitised (modules/content/html.ts); never
 * writable by a client.
 */
export const wysiwygFields = (
  name: string,
  label: string,
  { required = false, condition }: { required?: boolean; condition?: (data: Record<string, unknown>) => boolean } = {},
): Field[] => [
  {
    name,
    label,
    type: 'richText',
    required,
    admin: condition ? { condition: (data) => condition(data) } : undefined,
    editor: lexicalEditor({
      // uploads and relationships inside text need population the HTML conversion cannot do: images are blocks here
      features: ({ defaultFeatures }) => defaultFeatures.filter((feature) => !['upload', 'relationship'].includes(feature.key)),
    }),
  },
  {
    name: `${name}Html`,
    type: 'textarea',
    admin: { hidden: true },
    hooks: {
      beforeChange: [({ siblingData }) => lexicalToSafeHtml(siblingData?.[name])],
      // sanitised again whenever it is read (a value written around the hooks, e.g. straight into the database, is
      // never served as it is): the storefront renders it without a sanitiser of its own
      afterRead: [({ value }) => (typeof value === 'string' ? sanitizeEditorHtml(value) : value)],
    },
  },
]

/** Markdown (SF §3 'markdown'): a textarea. Raw script/handlers are refused on save. */
export const markdownField = (name: string, label: string, extra: Partial<TextareaField> = {}): TextareaField =>
  ({
    name,
    label,
    type: 'textarea',
    maxLength: 50_000,
    admin: { rows: 8, description: 'Markdown, z. B. **fett**, _kursiv_, [Link](https://…), Listen mit „- “.' },
    validate: (value: string | null | undefined) => (value && containsForbiddenMarkup(value) ? FORBIDDEN_MESSAGE : true),
    ...extra,
  }) as TextareaField

/**
 * A markdown value plus `{name}Html`, the HTML the storefront renders: converted and sanitised on the server
 * (modules/content/html.ts) on every save, and on read for values saved before the field existed (a stored value is
 * sanitised again on every read) — so no markdown parser or sanitiser is in a visitor's JavaScript. Never writable by
 * a client.
 */
export const markdownFields = (name: string, label: string, extra: Partial<TextareaField> = {}): Field[] => [
  markdownField(name, label, extra),
  {
    name: `${name}Html`,
    type: 'textarea',
    admin: { hidden: true },
    hooks: {
      beforeChange: [({ siblingData }) => markdownToSafeHtml(siblingData?.[name])],
      afterRead: [({ value, siblingData }) => (typeof value === 'string' ? sanitizeEditorHtml(value, { images: true }) : markdownToSafeHtml(siblingData?.[name]))],
    },
  },
]

const FORBIDDEN_MESSAGE = 'Der Text enthält nicht erlaubtes HTML (Skripte, eingebettete Objekte oder Event-Handler).'

/** Link targets (SF §3): a path, an anchor, a web address, mailto: or tel: — never javascript: or data:. */
export const LINK_TARGET = /^(\/|#|https?:\/\/|mailto:|tel:)/i

export const validateLink = (value: string | null | undefined, { required = false } = {}): true | string => {
  const url = typeof value === 'string' ? value.trim() : ''
  if (url === '') return required ? 'Bitte geben Sie ein Linkziel an.' : true
  return LINK_TARGET.test(url) && !/\s/.test(url)
    ? true
    : 'Bitte geben Sie einen Pfad (/…), eine URL (https://…), mailto: oder tel: an.'
}
