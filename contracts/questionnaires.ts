/**
 * GET /custom/api/questionnaires/public/{publicHash} (modules/questionnaires/questionnaires.ts), read by the
 * questionnaire site. Types only.
 */
import type { QuestionnaireQuestion } from '../domain'

/** An active questionnaire's public fields: its questions, never its submissions. */
export type PublicQuestionnaire = {
  id: number
  name: string
  publicHash: string
  content: { body: QuestionnaireQuestion[] }
}
