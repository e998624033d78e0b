/**
 * The admin's live preview only (`?vorschau`): the editor's unsaved form values arrive over postMessage, so their
 * markdown is converted (marked) and their HTML sanitised (DOMPurify) here, in the browser. Loaded lazily with the
 * first preview block — a visitor's page renders the HTML the server converted and sanitised (modules/content/html.ts).
 */
import DOMPurify from 'dompurify'
import { marked } from 'marked'
import { useMemo } from 'react'

export function sanitize(html: string): string {
  return DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'input'], FORBID_ATTR: ['style'] })
}

export function markdownToSafeHtml(source: string): string {
  return sanitize(marked.parse(source, { async: false, gfm: true, breaks: true }))
}

/** `html` sanitised, or `markdown` converted and sanitised. */
export default function PreviewHtml({ html, markdown, className = 'prose' }: { readonly html?: string; readonly markdown?: string; readonly className?: string }) {
  const clean = useMemo(() => (markdown !== undefined ? markdownToSafeHtml(markdown) : sanitize(html ?? '')), [html, markdown])
  if (clean === '') return null
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />
}
