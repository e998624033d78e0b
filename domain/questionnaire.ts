/**
 * The questionnaire site's step logic (SF §2 route /questionnaires/{publicHash}?step=, SF §4 "Questionnaire",
 * SF §5 "Questionnaire form", SF §8 texts). The answer rules themselves live once in ./feedback
 * (validateQuestionnaireContact / validateQuestionnaireAnswer / isQuestionnaireStepValid), shared with the server's
 * submission check (modules/questionnaires/questionnaires.ts); this module adds what the storefront needs around them.
 */
import { isQuestionnaireStepValid, isValidRating, validateQuestionnaireAnswer, validateQuestionnaireContact } from './feedback'
import type { QuestionnaireAnswer, QuestionnaireContact, QuestionnaireQuestion } from './feedback'
import type { FieldError } from './messages'

/** German texts of the questionnaire site: SF §8 verbatim; the rest are our wording (decision, formal "Sie"). */
export const QUESTIONNAIRE_TEXTS = {
  // SF §8
  errorTitle: 'Fehler',
  unknownError: 'Ein unbekannter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
  changeData: 'Daten ändern',
  retry: 'Erneut versuchen',
  successTitle: 'Vielen Dank!',
  successMessage: 'Ihre Eingaben wurden erfolgreich verarbeitet.',
  // decision
  newFeedback: 'Neues Feedback abgeben',
  contactTitle: 'Ihre Angaben',
  contactIntro: 'Bitte teilen Sie uns zuerst mit, für wen und zu welcher Dienstleistung Sie uns Feedback geben.',
  clientName: 'Firma / Kunde',
  contactName: 'Ansprechperson',
  service: 'Dienstleistung',
  servicePlaceholder: 'z. B. Unterhaltsreinigung',
  back: 'Zurück',
  next: 'Weiter',
  submit: 'Absenden',
  sending: 'Ihre Eingaben werden gesendet …',
  discard: 'Eingaben verwerfen',
  discardTitle: 'Eingaben verwerfen?',
  discardMessage: 'Alle bisherigen Eingaben in diesem Fragebogen werden gelöscht. Dieser Schritt kann nicht rückgängig gemacht werden.',
  discardConfirm: 'Ja, verwerfen',
  cancel: 'Abbrechen',
  comment: 'Kommentar',
  answer: 'Ihre Antwort',
  optional: '(optional)',
  rating: 'Ihre Bewertung',
  ratingHint: '1 Stern = sehr schlecht, 5 Sterne = sehr gut',
  loadFailed: 'Der Fragebogen konnte nicht geladen werden.',
} as const

/** 'Frage X von Y' (SF §2). */
export const questionnaireStepLabel = (question: number, total: number): string => `Frage ${question} von ${total}`

/** 'n von 5 Sternen' — the accessible name of one rating choice. */
export const ratingChoiceLabel = (stars: number, max: number): string => `${stars} von ${max} Sternen`

/** The step of `?step=`: an integer 0..questionCount; anything else is step 0. */
export function parseQuestionnaireStep(raw: string | null | undefined, questionCount: number): number {
  if (raw === null || raw === undefined || !/^\d{1,4}$/.test(raw.trim())) return 0
  const step = Number(raw.trim())
  return step > questionCount ? questionCount : step
}

/** The first step (0 = contact data, n = n-th question) that is not valid yet, or null when every step is valid. */
export function firstInvalidQuestionnaireStep(
  questions: readonly QuestionnaireQuestion[],
  contact: QuestionnaireContact,
  answers: readonly (QuestionnaireAnswer | null | undefined)[],
): number | null {
  for (let step = 0; step <= questions.length; step += 1) {
    if (!isQuestionnaireStepValid(step, questions, contact, answers)) return step
  }
  return null
}

/**
 * The step actually shown for a requested one: earlier steps must be valid (SF §5), so a step behind an invalid
 * one falls back to that first invalid step (a bookmarked or typed `?step=5` with an empty draft shows step 0).
 */
export function reachableQuestionnaireStep(
  requested: number,
  questions: readonly QuestionnaireQuestion[],
  contact: QuestionnaireContact,
  answers: readonly (QuestionnaireAnswer | null | undefined)[],
): number {
  const firstInvalid = firstInvalidQuestionnaireStep(questions, contact, answers)
  const last = questions.length
  const wanted = Math.min(Math.max(0, requested), last)
  return firstInvalid === null ? wanted : Math.min(wanted, firstInvalid)
}

/** The errors of one step (contact fields on step 0, `content.{i}.rating|comment` on question steps). */
export function questionnaireStepErrors(
  step: number,
  questions: readonly QuestionnaireQuestion[],
  contact: QuestionnaireContact,
  answers: readonly (QuestionnaireAnswer | null | undefined)[],
): FieldError[] {
  if (step === 0) return validateQuestionnaireContact(contact)
  const question = questions[step - 1]
  return question === undefined ? [] : validateQuestionnaireAnswer(question, answers[step - 1], step - 1)
}

/** The step a (server) error field belongs to: contact fields → 0, `content.{i}.…` → i + 1, otherwise null. */
export function questionnaireStepOfField(field: string | null | undefined, questionCount: number): number | null {
  if (field === 'clientName' || field === 'contactName' || field === 'service') return 0
  const match = /^content\.(\d+)(\.|$)/.exec(field ?? '')
  if (match === null) return null
  const index = Number(match[1])
  return index < questionCount ? index + 1 : null
}

/** A draft as kept in session storage per publicHash (SF §4). */
export interface QuestionnaireDraft {
  readonly contact: { readonly clientName: string; readonly contactName: string; readonly service: string }
  readonly answers: readonly { readonly rating: number | null; readonly comment: string }[]
}

const MAX_TEXT = 5000
const str = (value: unknown, max = MAX_TEXT): string => (typeof value === 'string' ? value.slice(0, max) : '')

export const emptyQuestionnaireDraft = (questionCount: number): QuestionnaireDraft => ({
  contact: { clientName: '', contactName: '', service: '' },
  answers: Array.from({ length: questionCount }, () => ({ rating: null, comment: '' })),
})

/** Reads a stored draft defensively (it may be from an older questionnaire version or edited by hand). */
export function normalizeQuestionnaireDraft(raw: unknown, questionCount: number): QuestionnaireDraft {
  const base = emptyQuestionnaireDraft(questionCount)
  if (raw === null || typeof raw !== 'object') return base
  const record = raw as { contact?: unknown; answers?: unknown }
  const contact = record.contact !== null && typeof record.contact === 'object' ? (record.contact as Record<string, unknown>) : {}
  const answers = Array.isArray(record.answers) ? record.answers : []
  return {
    contact: { clientName: str(contact.clientName, 200), contactName: str(contact.contactName, 200), service: str(contact.service, 200) },
    answers: base.answers.map((empty, index) => {
      const answer = answers[index] as { rating?: unknown; comment?: unknown } | null | undefined
      if (answer === null || typeof answer !== 'object') return empty
      return { rating: isValidRating(answer.rating) ? answer.rating : null, comment: str(answer.comment) }
    }),
  }
}

/** True when the visitor has typed or chosen anything (the discard button is offered only then). */
export function isQuestionnaireDraftDirty(draft: QuestionnaireDraft): boolean {
  const { clientName, contactName, service } = draft.contact
  return [clientName, contactName, service].some((value) => value !== '') || draft.answers.some((a) => a.rating !== null || a.comment !== '')
}

/** The POST body of a submission (SF §7): trimmed contact fields, one answer per question, questionnaire by publicHash. */
export function questionnaireSubmissionBody(publicHash: string, questions: readonly QuestionnaireQuestion[], draft: QuestionnaireDraft) {
  return {
    clientName: draft.contact.clientName.trim(),
    contactName: draft.contact.contactName.trim(),
    service: draft.contact.service.trim(),
    questionnaire: { publicHash },
    content: questions.map((question, index) => {
      const answer = draft.answers[index]
      const comment = answer?.comment.trim() ?? ''
      return {
        ...(question.type === 'rating' ? { rating: answer?.rating ?? null } : {}),
        comment: comment === '' ? null : comment,
      }
    }),
  }
}
