/** Markdown (legal texts) rendered with marked and sanitised with DOMPurify; loaded on demand. */
import DOMPurify from 'dompurify'
import { marked } from 'marked'
import { useMemo } from 'react'

export function Markdown({ source }: { readonly source: string }) {
  const html = useMemo(() => DOMPurify.sanitize(marked.parse(source, { async: false, gfm: true, breaks: true })), [source])
  return <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
}

export default Markdown
