/** Editor HTML (sanitised on save) sanitised again with DOMPurify before it reaches the DOM. */
import DOMPurify from 'dompurify'
import { useMemo } from 'react'

export function sanitize(html: string): string {
  return DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'input'], FORBID_ATTR: ['style'] })
}

export function Html({ html, className = 'prose' }: { readonly html: string; readonly className?: string }) {
  const clean = useMemo(() => sanitize(html), [html])
  if (clean === '') return null
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />
}
