/** GET /custom/api/questionnaires/public/:publicHash — public: an active questionnaire by its hash; 404 otherwise. */
import { data } from '../../../platform/api/types'
import type { ApiEndpoint } from '../../../platform/api/types'
import { getPublicQuestionnaire } from '../questionnaires'

export const publicQuestionnaireEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/questionnaires/public/:publicHash',
  auth: 'public',
  handler: async ({ req, params }) => data(await getPublicQuestionnaire(req, params.publicHash ?? '')),
}
