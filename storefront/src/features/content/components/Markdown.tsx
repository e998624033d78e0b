/** Markdown blocks: marked + DOMPurify (loaded with the first markdown block). */
import { marked } from 'marked'
import { useMemo } from 'react'

import { sanitize } from './Html'

export function markdownToSafeHtml(source: string): string {
  return sanitize(marked.parse(source, { async: false, gfm: true, breaks: true }))
}

export default function Markdown({ source }: { readonly source: string }) {
  const html = useMemo(() => markdownToSafeHtml(source), [source])
  return <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
}
