/**
 * Editor HTML for the storefront: Lexical rich text converted to HTML once, on save, and sanitised with sanitize-html
 * (maintained, no DOM needed on the server). The storefront sanitises again with DOMPurify when it renders.
 * No I/O: imported by collection field hooks (collections/fields/content.ts).
 */
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
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

/** Sanitised HTML: scripts, event handlers, styles, frames and javascript:/data: URLs removed. */
export function sanitizeEditorHtml(html: string): string {
  return sanitize(html, OPTIONS)
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
