import { useEffect, useId, useRef, useState } from 'react'

import { MESSAGES, RATING_MAX, REVIEW_RATING_FIELDS, isReviewCommentVisible, validateReview } from '@domain'
import type { ReviewInput, ReviewRatingField } from '@domain'
import { ApiError } from '../../../lib/api'
import type { ReviewBody } from '../api/useOrder'

export const RATING_LABELS: Record<ReviewRatingField, string> = {
  rating: 'Gesamteindruck',
  foodRating: 'Essen',
  serviceRating: 'Service',
  processRating: 'Bestellvorgang',
}

function Stars({ field, value, onChange }: { readonly field: ReviewRatingField; readonly value: number | null; readonly onChange: (value: number) => void }) {
  const name = useId()
  return (
    <fieldset className="stars">
      <legend className="stars__legend">{RATING_LABELS[field]}</legend>
      <div className="stars__row">
        {Array.from({ length: RATING_MAX }, (_, index) => index + 1).map((star) => (
          <label key={star} className={`star${value !== null && star <= value ? ' star--on' : ''}`}>
            <input type="radio" className="visually-hidden" name={name} value={star} checked={value === star} onChange={() => onChange(star)} />
            <svg aria-hidden="true" viewBox="0 0 24 24" width="30" height="30">
              <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
            </svg>
            <span className="visually-hidden">
              {star} von {RATING_MAX}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** The thanks replace the form: focus moves to them (the focused send button is gone) and they are read out. */
function RatingThanks() {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className="card rating" role="status">
      <h2 ref={heading} tabIndex={-1}>
        Vielen Dank für Ihre Bewertung!
      </h2>
    </section>
  )
}

/** Four 1–5 ratings required; the comment appears once all four are set (SF §5). */
export function RatingPrompt({ onSend }: { readonly onSend: (review: ReviewBody) => Promise<unknown> }) {
  const [review, setReview] = useState<ReviewInput>({})
  const [comment, setComment] = useState('')
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'error'>('idle')
  const [message, setMessage] = useState<string | null>(null)
  const commentId = useId()
  const complete = validateReview(review).length === 0
  if (state === 'sent') return <RatingThanks />
  return (
    <section className="card rating" aria-labelledby="rating-title">
      <h2 id="rating-title">Wie war Ihre Bestellung?</h2>
      <p className="muted">Bitte bewerten Sie uns mit 1 bis 5 Sternen.</p>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (!complete) return
          setState('sending')
          onSend({
            rating: review.rating ?? 0,
            foodRating: review.foodRating ?? 0,
            serviceRating: review.serviceRating ?? 0,
            processRating: review.processRating ?? 0,
            comment,
          })
            .then(() => setState('sent'))
            .catch((error: unknown) => {
              setState('error')
              setMessage(error instanceof ApiError ? error.message : MESSAGES.reviewSendFailed)
            })
        }}
      >
        {REVIEW_RATING_FIELDS.map((field) => (
          <Stars key={field} field={field} value={review[field] ?? null} onChange={(value) => setReview({ ...review, [field]: value })} />
        ))}
        {isReviewCommentVisible(review) ? (
          <div className="field">
            <label htmlFor={commentId} className="field__label">
              Kommentar <span className="muted">(optional)</span>
            </label>
            <textarea id={commentId} className="input" rows={3} value={comment} onChange={(event) => setComment(event.target.value)} />
          </div>
        ) : null}
        {state === 'error' && message !== null ? (
          <p className="field__error" role="alert">
            {message}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={!complete || state === 'sending'}>
          {state === 'sending' ? 'Wird gesendet …' : 'Bewertung senden'}
        </button>
      </form>
    </section>
  )
}
