import { describe, expect, it } from 'vitest'

import {
  MESSAGES,
  QUESTIONNAIRE_TEXTS,
  emptyQuestionnaireDraft,
  firstInvalidQuestionnaireStep,
  isQuestionnaireDraftDirty,
  isQuestionnaireStepValid,
  normalizeQuestionnaireDraft,
  parseQuestionnaireStep,
  questionnaireStepErrors,
  questionnaireStepLabel,
  questionnaireStepOfField,
  questionnaireSubmissionBody,
  reachableQuestionnaireStep,
  validateQuestionnaireAnswer,
  validateQuestionnaireContact,
} from '../../../domain'
import type { QuestionnaireQuestion } from '../../../domain'

const questions: QuestionnaireQuestion[] = [
  { type: 'rating', value: { question: 'Sauberkeit?', comment: 'optional' } },
  { type: 'rating', value: { question: 'Weiterempfehlen?', comment: 'required' } },
  { type: 'comment', value: { question: 'Was besser machen?', comment: 'optional' } },
]
const contact = { clientName: 'Kanzlei Huber', contactName: 'Maria Huber', service: 'Unterhaltsreinigung' }
const complete = [{ rating: 5 }, { rating: 4, comment: 'Sehr gründlich' }, { comment: 'Nichts' }]

describe('questionnaire form rules (SF §5)', () => {
  it('requires clientName, contactName and service to be non-empty after trimming, in German', () => {
    expect(validateQuestionnaireContact(contact)).toEqual([])
    expect(validateQuestionnaireContact({ clientName: ' \t', contactName: ' Eva ', service: '\n' })).toEqual([
      { field: 'clientName', message: MESSAGES.required },
      { field: 'service', message: MESSAGES.required },
    ])
  })

  it('requires a whole rating from 1 to 5 on rating questions', () => {
    for (const rating of [null, 0, 6, 3.5, Number.NaN]) {
      expect(validateQuestionnaireAnswer(questions[0]!, { rating }, 0)).toEqual([{ field: 'content.0.rating', message: MESSAGES.ratingRequired }])
    }
    for (const rating of [1, 2, 3, 4, 5]) expect(validateQuestionnaireAnswer(questions[0]!, { rating }, 0)).toEqual([])
  })

  it('keeps the comment optional on a rating question unless the question requires it', () => {
    expect(validateQuestionnaireAnswer(questions[0]!, { rating: 3, comment: '' }, 0)).toEqual([])
    expect(validateQuestionnaireAnswer(questions[1]!, { rating: 3, comment: '   ' }, 1)).toEqual([{ field: 'content.1.comment', message: MESSAGES.required }])
    expect(validateQuestionnaireAnswer(questions[1]!, { rating: 3, comment: 'gut' }, 1)).toEqual([])
  })

  it('always requires a non-empty comment on a comment question, whatever its comment setting says', () => {
    expect(validateQuestionnaireAnswer(questions[2]!, { comment: ' ' }, 2).map((e) => e.field)).toEqual(['content.2.comment'])
    expect(validateQuestionnaireAnswer(questions[2]!, { comment: 'Danke' }, 2)).toEqual([])
  })

  it('reports the errors of exactly one step', () => {
    expect(questionnaireStepErrors(0, questions, { ...contact, contactName: '' }, []).map((e) => e.field)).toEqual(['contactName'])
    expect(questionnaireStepErrors(2, questions, contact, [{ rating: 5 }, {}]).map((e) => e.field)).toEqual(['content.1.rating', 'content.1.comment'])
    expect(questionnaireStepErrors(4, questions, contact, [])).toEqual([])
    expect(isQuestionnaireStepValid(3, questions, contact, complete)).toBe(true)
  })
})

describe('questionnaire steps (SF §2 ?step=, SF §5 earlier steps must be valid)', () => {
  it('reads ?step= as a whole number 0..N and anything else as step 0', () => {
    expect(parseQuestionnaireStep(null, 3)).toBe(0)
    expect(parseQuestionnaireStep('2', 3)).toBe(2)
    expect(parseQuestionnaireStep('9', 3)).toBe(3)
    for (const raw of ['-1', 'abc', '1.5', '', '1e3', '99999']) expect(parseQuestionnaireStep(raw, 3)).toBe(0)
  })

  it('finds the first step that is not valid yet', () => {
    expect(firstInvalidQuestionnaireStep(questions, { ...contact, service: '' }, complete)).toBe(0)
    expect(firstInvalidQuestionnaireStep(questions, contact, [{ rating: 5 }, { rating: 4 }])).toBe(2)
    expect(firstInvalidQuestionnaireStep(questions, contact, complete)).toBeNull()
  })

  it('shows a requested step only when every earlier step is valid, otherwise the first invalid one', () => {
    expect(reachableQuestionnaireStep(3, questions, { clientName: '', contactName: '', service: '' }, [])).toBe(0)
    expect(reachableQuestionnaireStep(3, questions, contact, [{ rating: 5 }])).toBe(2)
    expect(reachableQuestionnaireStep(1, questions, contact, [])).toBe(1)
    expect(reachableQuestionnaireStep(3, questions, contact, complete)).toBe(3)
    // the current step itself may still be invalid: it is the one being filled in
    expect(reachableQuestionnaireStep(2, questions, contact, [{ rating: 5 }])).toBe(2)
  })

  it('names question steps "Frage X von Y"', () => {
    expect(questionnaireStepLabel(2, 5)).toBe('Frage 2 von 5')
  })

  it('maps a server error field to its step', () => {
    expect(questionnaireStepOfField('service', 3)).toBe(0)
    expect(questionnaireStepOfField('content.0.rating', 3)).toBe(1)
    expect(questionnaireStepOfField('content.2.comment', 3)).toBe(3)
    expect(questionnaireStepOfField('content.3.comment', 3)).toBeNull()
    expect(questionnaireStepOfField('questionnaire', 3)).toBeNull()
    expect(questionnaireStepOfField(null, 3)).toBeNull()
  })
})

describe('questionnaire draft (SF §4 session storage per publicHash)', () => {
  it('restores a stored draft and drops what does not fit the questionnaire', () => {
    const restored = normalizeQuestionnaireDraft(
      { contact: { clientName: 'Firma', contactName: 7, service: 'Glas' }, answers: [{ rating: 9, comment: 'x' }, null, { rating: 2, comment: 'y' }, { rating: 1 }] },
      3,
    )
    expect(restored).toEqual({
      contact: { clientName: 'Firma', contactName: '', service: 'Glas' },
      answers: [
        { rating: null, comment: 'x' },
        { rating: null, comment: '' },
        { rating: 2, comment: 'y' },
      ],
    })
    expect(normalizeQuestionnaireDraft('kaputt', 2)).toEqual(emptyQuestionnaireDraft(2))
  })

  it('is dirty once anything was typed or chosen', () => {
    expect(isQuestionnaireDraftDirty(emptyQuestionnaireDraft(2))).toBe(false)
    expect(isQuestionnaireDraftDirty({ ...emptyQuestionnaireDraft(2), answers: [{ rating: 3, comment: '' }, { rating: null, comment: '' }] })).toBe(true)
  })

  it('builds the submission body: trimmed texts, ratings only for rating questions, the questionnaire by publicHash', () => {
    const body = questionnaireSubmissionBody('hash-123', questions, {
      contact: { clientName: ' Kanzlei Huber ', contactName: 'Maria', service: 'Fenster ' },
      answers: [
        { rating: 5, comment: '  ' },
        { rating: 4, comment: ' gründlich ' },
        { rating: 3, comment: 'Danke' },
      ],
    })
    expect(body).toEqual({
      clientName: 'Kanzlei Huber',
      contactName: 'Maria',
      service: 'Fenster',
      questionnaire: { publicHash: 'hash-123' },
      content: [{ rating: 5, comment: null }, { rating: 4, comment: 'gründlich' }, { comment: 'Danke' }],
    })
  })

  it('quotes the texts of SF §8 verbatim', () => {
    expect(QUESTIONNAIRE_TEXTS.unknownError).toBe('Ein unbekannter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.')
    expect([QUESTIONNAIRE_TEXTS.errorTitle, QUESTIONNAIRE_TEXTS.changeData, QUESTIONNAIRE_TEXTS.retry]).toEqual(['Fehler', 'Daten ändern', 'Erneut versuchen'])
    expect([QUESTIONNAIRE_TEXTS.successTitle, QUESTIONNAIRE_TEXTS.successMessage]).toEqual(['Vielen Dank!', 'Ihre Eingaben wurden erfolgreich verarbeitet.'])
  })
})
