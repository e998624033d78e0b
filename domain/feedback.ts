/**
 * Order review (SF §3, §5) and questionnaire validation (SF §5).
 */
import { MESSAGES, fieldError } from './messages'
import type { FieldError } from './messages'

export const RATING_MIN = 1
export const RATING_MAX = 5
export const REVIEW_RATING_FIELDS = ['rating', 'foodRating', 'serviceRating', 'processRating'] as const
export type ReviewRatingField = (typeof REVIEW_RATING_FIELDS)[number]

export interface ReviewInput {
  readonly rating?: number | null
  readonly foodRating?: number | null
  readonly serviceRating?: number | null
  readonly processRating?: number | null
  readonly comment?: string | null
}

/** An integer from 1 to 5. */
export function isValidRating(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX
}

/** All four ratings are required integers 1–5; the comment is optional. */
export function validateReview(review: ReviewInput): FieldError[] {
  return REVIEW_RATING_FIELDS.filter((field) => !isValidRating(review[field])).map((field) =>
    fieldError(field, MESSAGES.ratingRequired),
  )
}

/** SF §5: the review comment is shown only once all four ratings are set. */
export function isReviewCommentVisible(review: ReviewInput): boolean {
  return validateReview(review).length === 0
}

// ---------------------------------------------------------------------------
// Questionnaire
// ---------------------------------------------------------------------------

export interface QuestionnaireQuestion {
  readonly type: 'comment' | 'rating'
  readonly value?: {
    readonly question?: string | null
    readonly description?: string | null
    readonly placeholder?: string | null
    readonly comment?: 'required' | 'optional' | null
  } | null
}

export interface QuestionnaireAnswer {
  readonly comment?: string | null
  readonly rating?: number | null
}

export interface QuestionnaireContact {
  readonly clientName?: string | null
  readonly contactName?: string | null
  readonly service?: string | null
}

function isBlank(value: string | null | undefined): boolean {
  return typeof value !== 'string' || value.trim() === ''
}

/** Step 0: clientName, contactName and service non-empty after trimming. */
export function validateQuestionnaireContact(contact: QuestionnaireContact): FieldError[] {
  return (['clientName', 'contactName', 'service'] as const)
    .filter((field) => isBlank(contact[field]))
    .map((field) => fieldError(field, MESSAGES.required))
}

/**
 * One answer: comment questions need a non-empty comment; rating questions need a rating 1–5 and,
 * when the question's comment is 'required', a non-empty comment. Fields: content.{index}.comment|rating.
 */
export function validateQuestionnaireAnswer(
  question: QuestionnaireQuestion,
  answer: QuestionnaireAnswer | null | undefined,
  index: number,
): FieldError[] {
  const errors: FieldError[] = []
  if (question.type === 'rating' && !isValidRating(answer?.rating)) {
    errors.push(fieldError(`content.${index}.rating`, MESSAGES.ratingRequired))
  }
  const commentRequired = question.type === 'comment' || question.value?.comment === 'required'
  if (commentRequired && isBlank(answer?.comment)) errors.push(fieldError(`content.${index}.comment`, MESSAGES.required))
  return errors
}

/** Step validity: step 0 is the contact data, step n (1..N) the n-th question. */
export function isQuestionnaireStepValid(
  step: number,
  questions: readonly QuestionnaireQuestion[],
  contact: QuestionnaireContact,
  answers: readonly (QuestionnaireAnswer | null | undefined)[],
): boolean {
  if (step === 0) return validateQuestionnaireContact(contact).length === 0
  const question = questions[step - 1]
  return question !== undefined && validateQuestionnaireAnswer(question, answers[step - 1], step - 1).length === 0
}

/** A step can be entered only when all earlier steps are valid (SF §5). */
export function canEnterQuestionnaireStep(
  step: number,
  questions: readonly QuestionnaireQuestion[],
  contact: QuestionnaireContact,
  answers: readonly (QuestionnaireAnswer | null | undefined)[],
): boolean {
  if (step < 0 || step > questions.length) return false
  for (let earlier = 0; earlier < step; earlier += 1) {
    if (!isQuestionnaireStepValid(earlier, questions, contact, answers)) return false
  }
  return true
}

/** The whole submission: contact data and every answer. */
export function validateQuestionnaireSubmission(
  questions: readonly QuestionnaireQuestion[],
  submission: QuestionnaireContact & { readonly content?: readonly (QuestionnaireAnswer | null | undefined)[] | null },
): FieldError[] {
  const errors = validateQuestionnaireContact(submission)
  questions.forEach((question, index) => errors.push(...validateQuestionnaireAnswer(question, submission.content?.[index], index)))
  return errors
}
