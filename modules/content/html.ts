/**
 * Editor HTML for the storefront: Lexical rich text and markdown converted to HTML on the server and sanitised with
 * sanitize-html (maintained, no DOM needed on the server) — the one sanitiser of content HTML. The storefront renders
 * the result as is (neither marked nor DOMPurify in a visitor's JavaScript); only the admin's live preview of unsaved
 * text converts and sanitises in the browser (storefront/src/features/content/components/PreviewHtml.tsx).
 * No I/O: imported by collection field hooks (modules/content/collections/fields/content.ts).
 */
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { marked } from 'marked'
import sanitize from 'sanitize-html'

/** What editor HTML may contain: text structure, links, tables — never script, styles, frames or event handlers. */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'span',
    'div',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'mark',
    'small',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    '*': ['class', 'value'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
}

/** Markdown may also embed images (`![Text](/image/…)`, as before with marked): their address checked like a link's. */
const WITH_IMAGES: sanitize.IOptions = {
  ...OPTIONS,
  allowedTags: [...(OPTIONS.allowedTags || []), 'img'],
  allowedAttributes: { ...OPTIONS.allowedAttributes, img: ['src', 'alt', 'title', 'width', 'height'] },
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
}

/** Sanitised HTML: scripts, event handlers, styles, frames and javascript:/data: URLs removed (images only if asked). */
export function sanitizeEditorHtml(html: string, { images = false }: { images?: boolean } = {}): string {
  return sanitize(html, images ? WITH_IMAGES : OPTIONS)
}

/** Lexical editor state → sanitised HTML ('' for an empty or malformed state). */
export function lexicalToSafeHtml(state: unknown): string {
  if (!state || typeof state !== 'object' || !('root' in state)) return ''
  try {
    return sanitizeEditorHtml(convertLexicalToHTML({ data: state as SerializedEditorState, disableContainer: true }))
  } catch {
    return ''
  }
}

/**
 * Markdown (GitHub flavour, line breaks kept — as the storefront rendered it with marked) → sanitised HTML; '' for
 * an empty or non-string source.
 */
export function markdownToSafeHtml(source: unknown): string {
  if (typeof source !== 'string' || source.trim() === '') return ''
  try {
    return sanitizeEditorHtml(marked.parse(source, { async: false, gfm: true, breaks: true }), { images: true })
  } catch {
    return ''
  }
}
