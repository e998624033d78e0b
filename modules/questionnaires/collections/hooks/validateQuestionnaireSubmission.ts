import { ValidationError } from 'payload'
import type { CollectionBeforeValidateHook } from 'payload'

import { prepareSubmission } from '../../questionnaires'

/**
 * Every new submission — public endpoint, back office or Payload's own API — is checked against its questionnaire
 * (SF §5 "Questionnaire form"); all problems are reported at once as a ValidationError (400 with the list).
 */
export const validateQuestionnaireSubmissionHook: CollectionBeforeValidateHook = async ({ data, req, operation, collection }) => {
  if (operation !== 'create') return data
  const { data: prepared, errors } = await prepareSubmission(req, data ?? {})
  if (errors.length) {
    throw new ValidationError({
      collection: collection.slug,
      req,
      errors: errors.map((e) => ({ path: e.field ?? '', message: e.message })),
    })
  }
  return { ...data, ...prepared }
}
