import { useId } from 'react'

import { QUESTIONNAIRE_TEXTS, RATING_MAX, RATING_MIN, ratingChoiceLabel } from '@domain'

interface RatingInputProps {
  readonly legend: string
  readonly value: number | null
  readonly onChange: (value: number) => void
  readonly errorId?: string
  readonly invalid: boolean
}

/**
 * 1–5 stars as a native radio group: Tab enters the group, arrow keys choose, each star is named '4 von 5 Sternen'.
 * The radios are visually hidden; the star labels are the 44 px touch targets.
 */
export function RatingInput({ legend, value, onChange, errorId, invalid }: RatingInputProps) {
  const name = useId()
  const hintId = useId()
  const stars = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index)
  return (
    <fieldset
      className={`stars questionnaire__stars${invalid ? ' questionnaire__stars--invalid' : ''}`}
      aria-describedby={[hintId, invalid ? errorId : undefined].filter(Boolean).join(' ')}
    >
      <legend className="field__label">
        {legend} <span className="required" aria-hidden="true">*</span>
      </legend>
      <div className="stars__row">
        {stars.map((star) => (
          <label key={star} className={`star questionnaire__star${value !== null && star <= value ? ' star--on' : ''}`}>
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={star}
              checked={value === star}
              aria-invalid={invalid || undefined}
              onChange={() => onChange(star)}
            />
            <svg aria-hidden="true" viewBox="0 0 24 24" width="34" height="34">
              <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
            </svg>
            <span className="visually-hidden">{ratingChoiceLabel(star, RATING_MAX)}</span>
          </label>
        ))}
        <span className="questionnaire__rating-value" aria-hidden="true">
          {value === null ? '' : `${value} / ${RATING_MAX}`}
        </span>
      </div>
      <p id={hintId} className="field__hint">
        {QUESTIONNAIRE_TEXTS.ratingHint}
      </p>
    </fieldset>
  )
}
