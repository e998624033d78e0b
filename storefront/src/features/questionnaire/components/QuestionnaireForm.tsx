/**
 * The questionnaire flow (SF §2, §4, §5, §8): step 0 contact data, steps 1..N one question each ('Frage X von Y'),
 * the step in `?step=` (browser back/forward move between steps), the draft in session storage per publicHash,
 * discard confirmation, and the sending / error (retry) / success modals.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router-dom'

import { ApiError } from '@client'
import {
  QUESTIONNAIRE_TEXTS as T,
  isQuestionnaireDraftDirty,
  parseQuestionnaireStep,
  questionnaireStepErrors,
  questionnaireStepLabel,
  questionnaireStepOfField,
  questionnaireSubmissionBody,
  reachableQuestionnaireStep,
} from '@domain'
import type { FieldError, QuestionnaireDraft } from '@domain'
import { paths } from '../../../paths'
import { sendSubmission } from '../api/questionnaire'
import type { PublicQuestionnaire } from '../api/questionnaire'
import { useQuestionnaireDraft } from '../draft'
import { DiscardModal, ErrorModal, SendingModal, SuccessModal } from './QuestionnaireModals'
import { RatingInput } from './RatingInput'

type Status = { kind: 'editing' } | { kind: 'sending' } | { kind: 'error'; message: string; errors: readonly FieldError[] } | { kind: 'sent'; modal: boolean }

const CONTACT_FIELDS = ['clientName', 'contactName', 'service'] as const
type ContactField = (typeof CONTACT_FIELDS)[number]
const CONTACT_LABELS: Record<ContactField, string> = { clientName: T.clientName, contactName: T.contactName, service: T.service }
const CONTACT_AUTOCOMPLETE: Record<ContactField, string> = { clientName: 'organization', contactName: 'name', service: 'off' }

export function QuestionnaireForm({ questionnaire }: { readonly questionnaire: PublicQuestionnaire }) {
  const { publicHash } = questionnaire
  const questions = questionnaire.content.body
  const total = questions.length
  const { draft, setDraft, clearDraft } = useQuestionnaireDraft(publicHash, total)
  const [params, setParams] = useSearchParams()
  const requested = parseQuestionnaireStep(params.get('step'), total)
  const step = reachableQuestionnaireStep(requested, questions, draft.contact, draft.answers)
  const [status, setStatus] = useState<Status>({ kind: 'editing' })
  const [showErrors, setShowErrors] = useState(false)
  const [serverErrors, setServerErrors] = useState<readonly FieldError[]>([])
  const [confirmDiscard, setConfirmDiscard] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const shownStep = useRef<number | null>(null)
  const idBase = useId()

  const goTo = useCallback(
    (next: number, replace = false) => {
      setParams(next > 0 ? { step: String(next) } : {}, { replace })
    },
    [setParams],
  )

  // a step behind an invalid earlier one (typed URL, stale bookmark) is shown as that earlier step
  useEffect(() => {
    if (status.kind === 'editing' && requested !== step) goTo(step, true)
  }, [requested, step, goTo, status.kind])

  // a new step: errors start hidden again and focus moves to the step's heading (not on the first render, and not
  // while a modal holds the focus — after a successful send the emptied draft also changes the step)
  const statusRef = useRef(status)
  statusRef.current = status
  useEffect(() => {
    if (shownStep.current !== null && shownStep.current !== step) {
      setShowErrors(false)
      if (statusRef.current.kind === 'editing') headingRef.current?.focus()
    }
    shownStep.current = step
  }, [step])

  const localErrors = showErrors ? questionnaireStepErrors(step, questions, draft.contact, draft.answers) : []
  const errorOf = (field: string): string | undefined =>
    localErrors.find((e) => e.field === field)?.message ?? serverErrors.find((e) => e.field === field)?.message
  const clearServerError = (field: string) => setServerErrors((current) => current.filter((e) => e.field !== field))

  const update = (field: string, change: (current: QuestionnaireDraft) => QuestionnaireDraft) => {
    clearServerError(field)
    setDraft(change)
  }

  const submit = useCallback(async () => {
    setStatus({ kind: 'sending' })
    try {
      await sendSubmission(questionnaireSubmissionBody(publicHash, questions, draft))
      clearDraft()
      setServerErrors([])
      setStatus({ kind: 'sent', modal: true })
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(0, [])
      setStatus({ kind: 'error', message: failure.errors[0]?.message ?? T.unknownError, errors: failure.errors })
    }
  }, [publicHash, questions, draft, clearDraft])

  const focusFirstInvalid = () => {
    window.requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
  }

  const onNext = () => {
    const errors = questionnaireStepErrors(step, questions, draft.contact, draft.answers)
    if (errors.length > 0) {
      setShowErrors(true)
      focusFirstInvalid()
      return
    }
    if (step < total) goTo(step + 1)
    else void submit()
  }

  /** 'Daten ändern': back to the step of the first server error (its message shown at the field), else stay. */
  const changeData = () => {
    if (status.kind !== 'error') return
    const withStep = status.errors.filter((e) => questionnaireStepOfField(e.field, total) !== null)
    setServerErrors(withStep)
    setStatus({ kind: 'editing' })
    const target = withStep[0] === undefined ? null : questionnaireStepOfField(withStep[0].field, total)
    if (target !== null && target !== step) goTo(target)
    else {
      window.requestAnimationFrame(() => {
        const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
        ;(invalid ?? headingRef.current)?.focus()
      })
    }
  }

  const startOver = () => {
    clearDraft()
    setServerErrors([])
    setShowErrors(false)
    setStatus({ kind: 'editing' })
    window.requestAnimationFrame(() => headingRef.current?.focus())
  }

  const discard = () => {
    startOver()
    setConfirmDiscard(false)
    if (step !== 0) goTo(0)
  }

  // the thanks once: in the modal, and in the card only after the modal is closed
  if (status.kind === 'sent' && status.modal) {
    return (
      <SuccessModal
        newFeedbackTo={paths.questionnaire(publicHash)}
        onNewFeedback={startOver}
        onClose={() => {
          setStatus({ kind: 'sent', modal: false })
          window.requestAnimationFrame(() => headingRef.current?.focus())
        }}
      />
    )
  }
  if (status.kind === 'sent') {
    return (
      <section className="card questionnaire__card questionnaire__done" aria-labelledby={`${idBase}-done`}>
        <h2 id={`${idBase}-done`} ref={headingRef} tabIndex={-1}>
          {T.successTitle}
        </h2>
        <p>{T.successMessage}</p>
        <Link className="button button--primary" to={paths.questionnaire(publicHash)} onClick={startOver}>
          {T.newFeedback}
        </Link>
      </section>
    )
  }

  const question = step > 0 ? questions[step - 1] : undefined
  const answer = step > 0 ? draft.answers[step - 1] : undefined
  const dirty = isQuestionnaireDraftDirty(draft)

  return (
    <>
      <form
        ref={formRef}
        className="card questionnaire__card"
        noValidate
        aria-labelledby={`${idBase}-heading`}
        onSubmit={(event) => {
          event.preventDefault()
          onNext()
        }}
      >
        <div className="progress questionnaire__progress" aria-hidden="true">
          <span style={{ width: `${Math.round((step / (total + 1)) * 100)}%` }} />
        </div>
        {question === undefined || answer === undefined ? (
          <>
            <h2 id={`${idBase}-heading`} ref={headingRef} tabIndex={-1} className="questionnaire__heading">
              {T.contactTitle}
            </h2>
            <p className="muted">{T.contactIntro}</p>
            {CONTACT_FIELDS.map((field) => (
              <TextField
                key={field}
                id={`${idBase}-${field}`}
                label={CONTACT_LABELS[field]}
                value={draft.contact[field]}
                error={errorOf(field)}
                autoComplete={CONTACT_AUTOCOMPLETE[field]}
                placeholder={field === 'service' ? T.servicePlaceholder : undefined}
                required
                onChange={(value) => update(field, (d) => ({ ...d, contact: { ...d.contact, [field]: value } }))}
              />
            ))}
          </>
        ) : (
          <>
            <h2 id={`${idBase}-heading`} ref={headingRef} tabIndex={-1} className="questionnaire__heading">
              <span className="step-counter questionnaire__counter">{questionnaireStepLabel(step, total)}</span>
              <span className="questionnaire__question">{question.value?.question}</span>
            </h2>
            {question.value?.description ? (
              <p id={`${idBase}-description`} className="muted questionnaire__description">
                {question.value.description}
              </p>
            ) : null}
            {question.type === 'rating' ? (
              <>
                <RatingInput
                  legend={T.rating}
                  value={answer.rating}
                  invalid={errorOf(`content.${step - 1}.rating`) !== undefined}
                  errorId={`${idBase}-rating-error`}
                  onChange={(value) =>
                    update(`content.${step - 1}.rating`, (d) => ({
                      ...d,
                      answers: d.answers.map((a, i) => (i === step - 1 ? { ...a, rating: value } : a)),
                    }))
                  }
                />
                <FieldErrorText id={`${idBase}-rating-error`} message={errorOf(`content.${step - 1}.rating`)} />
              </>
            ) : null}
            <TextField
              key={step}
              id={`${idBase}-comment-${step}`}
              label={question.type === 'comment' ? T.answer : T.comment}
              value={answer.comment}
              multiline
              required={question.type === 'comment' || question.value?.comment === 'required'}
              placeholder={question.value?.placeholder ?? undefined}
              describedBy={question.value?.description ? `${idBase}-description` : undefined}
              error={errorOf(`content.${step - 1}.comment`)}
              onChange={(value) =>
                update(`content.${step - 1}.comment`, (d) => ({
                  ...d,
                  answers: d.answers.map((a, i) => (i === step - 1 ? { ...a, comment: value } : a)),
                }))
              }
            />
          </>
        )}
        <div className="questionnaire__nav">
          {step > 0 ? (
            <button type="button" className="button button--ghost" onClick={() => goTo(step - 1)}>
              {T.back}
            </button>
          ) : null}
          <button type="submit" className="button button--primary">
            {step < total ? T.next : T.submit}
          </button>
        </div>
        {dirty ? (
          <div className="questionnaire__discard">
            <button type="button" className="link-button link-button--danger" onClick={() => setConfirmDiscard(true)}>
              {T.discard}
            </button>
          </div>
        ) : null}
      </form>
      {confirmDiscard ? <DiscardModal onCancel={() => setConfirmDiscard(false)} onConfirm={discard} /> : null}
      {status.kind === 'sending' ? <SendingModal /> : null}
      {status.kind === 'error' ? <ErrorModal message={status.message} onChange={changeData} onRetry={() => void submit()} /> : null}
    </>
  )
}

function FieldErrorText({ id, message }: { readonly id: string; readonly message: string | undefined }): ReactNode {
  return message === undefined ? null : (
    <p id={id} className="field__error">
      {message}
    </p>
  )
}

interface TextFieldProps {
  readonly id: string
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly error: string | undefined
  readonly required: boolean
  readonly multiline?: boolean
  readonly placeholder?: string | undefined
  readonly autoComplete?: string
  readonly describedBy?: string | undefined
}

/** A labelled input or auto-growing textarea (content height + 2 px, SF §9) with its error below. */
function TextField({ id, label, value, onChange, error, required, multiline = false, placeholder, autoComplete, describedBy }: TextFieldProps) {
  const errorId = `${id}-error`
  const textareaRef = useRef<HTMLTextAreaElement>(null)
  useEffect(() => {
    const node = textareaRef.current
    if (node === null) return
    node.style.height = 'auto'
    node.style.height = `${node.scrollHeight + 2}px`
  }, [value])
  const common = {
    id,
    className: 'input',
    value,
    placeholder,
    required,
    'aria-invalid': error !== undefined,
    'aria-describedby': [describedBy, error === undefined ? undefined : errorId].filter(Boolean).join(' ') || undefined,
  }
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}{' '}
        {required ? (
          <span className="required" aria-hidden="true">
            *
          </span>
        ) : (
          <span className="muted">{T.optional}</span>
        )}
      </label>
      {multiline ? (
        <textarea {...common} ref={textareaRef} rows={4} maxLength={5000} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type="text" maxLength={200} autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} />
      )}
      <FieldErrorText id={errorId} message={error} />
    </div>
  )
}
