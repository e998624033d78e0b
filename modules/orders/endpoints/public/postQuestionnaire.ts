/**
 * POST /api/orders/public/:uid/:hash/questionnaire — uid + hash: rates a completed order, once. Body `{ rating,
 * foodRating, serviceRating, processRating (1–5), comment? }`. 200 `{ data: PublicOrder }`; 400 per field; 409 not
 * completed / already rated / reviews off; 429 (rule 'actions'). Messages: docs/api-orders.md.
 */
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { submitOrderReview } from '../../intake/actions'

export const postQuestionnaireEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/orders/public/:uid/:hash/questionnaire',
  auth: 'public',
  rateLimit: 'actions',
  handler: async ({ req, params, body }) => data(await submitOrderReview(req, params.uid ?? '', params.hash ?? '', body)),
}
