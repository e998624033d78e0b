/**
 * POST /api/orders/public/:uid/:hash/questionnaire — public (uid + hash). Rates a completed order, once.
 * Body: { rating, foodRating, serviceRating, processRating: integers 1–5 (required), comment?: string ≤ 2000 }.
 * Answer: 200 { data: PublicOrder } (with questionnaireRating).
 * Errors: 404 unknown uid / wrong hash; 400 per field 'Bitte vergeben Sie eine Bewertung von 1 bis 5.';
 *   409 'Eine Bewertung ist erst nach Abschluss der Bestellung möglich.' / 'Diese Bestellung wurde bereits bewertet.' /
 *   'Bewertungen sind derzeit nicht möglich.'; 500 'Bewertung konnte nicht gesendet werden.'.
 * 429 with Retry-After when the client's budget is spent (platform/rate-limit.ts, rule 'actions').
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
