import { Suspense, lazy } from 'react'

import { Dialog } from '../../../components/Dialog'
import { withoutRepeatedTitle } from '../legal'

const Markdown = lazy(() => import('./Markdown'))

export function LegalModal({ title, source, onClose }: { readonly title: string; readonly source: string; readonly onClose: () => void }) {
  return (
    <Dialog
      title={title}
      onClose={onClose}
      size="large"
      footer={
        <button type="button" className="button" onClick={onClose}>
          Schließen
        </button>
      }
    >
      <Suspense fallback={<p className="muted">Wird geladen …</p>}>
        <Markdown source={withoutRepeatedTitle(source, title)} />
      </Suspense>
    </Dialog>
  )
}
