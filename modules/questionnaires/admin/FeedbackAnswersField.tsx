'use client'
/**
 * Feedback (questionnaire submission) edit view: the answers as a readable list — question, stars with "4 von 5"
 * and the comment — instead of the raw answer rows (those stay in the form as hidden fields, unchanged on save).
 */
import { useFormFields } from '@payloadcms/ui'

type Answer = { question: string; type: string; rating: number | null; comment: string }

const ROW = /^content\.(\d+)\.(question|type|rating|comment)$/

export function FeedbackAnswersField() {
  const answers = useFormFields(([fields]) => {
    const rows: Answer[] = []
    for (const [path, state] of Object.entries(fields)) {
      const match = ROW.exec(path)
      if (match === null) continue
      const index = Number(match[1])
      const row = (rows[index] ??= { question: '', type: 'comment', rating: null, comment: '' })
      const value = state?.value
      if (match[2] === 'rating') row.rating = typeof value === 'number' ? value : null
      else if (match[2] === 'question' || match[2] === 'type' || match[2] === 'comment') row[match[2]] = typeof value === 'string' ? value : ''
    }
    return rows.filter(Boolean)
  })

  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <span className="field-label">Antworten</span>
      {answers.length === 0 ? (
        <p style={{ opacity: 0.7 }}>Keine Antworten.</p>
      ) : (
        <ol style={{ margin: 0, paddingLeft: '1.4rem', display: 'grid', gap: '0.9rem' }}>
          {answers.map((answer, index) => (
            <li key={index}>
              <strong>{answer.question || `Frage ${index + 1}`}</strong>
              {answer.type === 'rating' ? (
                <div aria-label={answer.rating === null ? 'Keine Bewertung' : `Bewertung ${answer.rating} von 5`}>
                  <span aria-hidden="true" style={{ color: '#c98f00', letterSpacing: 2 }}>
                    {'★'.repeat(answer.rating ?? 0)}
                    <span style={{ opacity: 0.35 }}>{'★'.repeat(5 - (answer.rating ?? 0))}</span>
                  </span>{' '}
                  <span>{answer.rating === null ? 'Keine Bewertung' : `${answer.rating} von 5`}</span>
                </div>
              ) : null}
              <div style={{ whiteSpace: 'pre-wrap', opacity: answer.comment ? 1 : 0.65 }}>
                {answer.comment ? `„${answer.comment}“` : 'Kein Kommentar'}
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
