import { describe, expect, it } from 'vitest'
import {
  canEnterQuestionnaireStep,
  isReviewCommentVisible,
  validateQuestionnaireAnswer,
  validateQuestionnaireContact,
  validateQuestionnaireSubmission,
  validateReview,
} from '../../../domain'
import type { QuestionnaireQuestion } from '../../../domain'

describe('review', () => {
  it('requires all four ratings as integers 1–5 and keeps the comment optional', () => {
    expect(validateReview({ rating: 5, foodRating: 4, serviceRating: 3, processRating: 1 })).toEqual([])
    expect(validateReview({ rating: 0, foodRating: 4.5, serviceRating: 6 }).map((e) => e.field)).toEqual([
      'rating',
      'foodRating',
      'serviceRating',
      'processRating',
    ])
  })

  it('shows the comment only once all four ratings are set', () => {
    expect(isReviewCommentVisible({ rating: 5, foodRating: 5, serviceRating: 5 })).toBe(false)
    expect(isReviewCommentVisible({ rating: 5, foodRating: 5, serviceRating: 5, processRating: 5 })).toBe(true)
  })
})

describe('questionnaire', () => {
  const questions: QuestionnaireQuestion[] = [
    { type: 'rating', value: { question: 'Wie zufrieden?', comment: 'required' } },
    { type: 'rating', value: { question: 'Pünktlich?', comment: 'optional' } },
    { type: 'comment', value: { question: 'Was noch?' } },
  ]

  it('requires clientName, contactName and service after trimming', () => {
    expect(validateQuestionnaireContact({ clientName: '  ', contactName: 'Eva', service: '' }).map((e) => e.field)).toEqual(['clientName', 'service'])
  })

  it('requires a rating 1–5 and a comment when the question requires one', () => {
    expect(validateQuestionnaireAnswer(questions[0]!, { rating: 4 }, 0).map((e) => e.field)).toEqual(['content.0.comment'])
    expect(validateQuestionnaireAnswer(questions[1]!, { rating: 4 }, 1)).toEqual([])
    expect(validateQuestionnaireAnswer(questions[1]!, { rating: 7 }, 1).map((e) => e.field)).toEqual(['content.1.rating'])
  })

  it('requires a non-empty comment for comment questions', () => {
    expect(validateQuestionnaireAnswer(questions[2]!, { comment: ' ' }, 2).map((e) => e.field)).toEqual(['content.2.comment'])
  })

  it('lets a step be entered only when all earlier steps are valid', () => {
    const contact = { clientName: 'Firma', contactName: 'Eva', service: 'Reinigung' }
    expect(canEnterQuestionnaireStep(1, questions, contact, [])).toBe(true)
    expect(canEnterQuestionnaireStep(2, questions, contact, [{ rating: 5 }])).toBe(false)
    expect(canEnterQuestionnaireStep(2, questions, contact, [{ rating: 5, comment: 'Top' }])).toBe(true)
    expect(canEnterQuestionnaireStep(1, questions, { ...contact, service: '' }, [])).toBe(false)
  })

  it('validates a whole submission', () => {
    const submission = { clientName: 'Firma', contactName: 'Eva', service: 'Reinigung', content: [{ rating: 5, comment: 'Top' }, { rating: 3 }, { comment: 'Danke' }] }
    expect(validateQuestionnaireSubmission(questions, submission)).toEqual([])
  })
})
