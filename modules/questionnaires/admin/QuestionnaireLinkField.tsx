'use client'
/** Questionnaire sidebar: the public link /questionnaires/{publicHash} to copy or open (appears once saved). */
import { useFormFields } from '@payloadcms/ui'

export function QuestionnaireLinkField() {
  const hash = useFormFields(([fields]) => fields.publicHash?.value)
  if (typeof hash !== 'string' || hash === '') {
    return <p style={{ fontSize: '0.85rem', opacity: 0.75 }}>Der öffentliche Link erscheint nach dem Speichern.</p>
  }
  const path = `/questionnaires/${encodeURIComponent(hash)}`
  const url = typeof window === 'undefined' ? path : `${window.location.origin}${path}`
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <span className="field-label">Öffentlicher Link</span>
      <code style={{ display: 'block', wordBreak: 'break-all', fontSize: '0.8rem', margin: '4px 0 6px' }}>{url}</code>
      <a href={path} target="_blank" rel="noopener noreferrer">
        Fragebogen öffnen
      </a>
    </div>
  )
}
