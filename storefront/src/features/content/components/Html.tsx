/**
 * Content HTML (rich text and markdown), converted and sanitised on the server (modules/content/html.ts, on save and
 * for older values on read): rendered as is, so no sanitiser is in a visitor's JavaScript. In the admin's live preview
 * (`?vorschau`) the values come from the editor's unsaved form: sanitised in the browser (PreviewHtml, lazy).
 */
import { Suspense, lazy } from 'react'

import { usePreviewRequested } from '../preview'

const PreviewHtml = lazy(() => import('./PreviewHtml'))

export function Html({ html, markdown, className = 'prose' }: { readonly html: string; readonly markdown?: string; readonly className?: string }) {
  const preview = usePreviewRequested()
  if (preview) {
    return (
      <Suspense fallback={null}>
        <PreviewHtml html={html} markdown={markdown} className={className} />
      </Suspense>
    )
  }
  if (html.trim() === '') return null
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
}
