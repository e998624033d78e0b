/**
 * POST /api/consents — public: records a cookie consent `{ consentId, categories, version, path? }` (SF §4) as proof
 * (time, categories, consent text version; no IP). 400 with every German error otherwise; 201 `{ data: { id, givenAt } }`.
 * 429 with Retry-After when the client's budget is spent (platform/rate-limit.ts, rule 'submissions').
 */
import { data } from '../../../platform/api/types'
import type { ApiEndpoint } from '../../../platform/api/types'
import { parseConsent, recordConsent } from '../consents'

export const postConsentEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/consents',
  auth: 'public',
  rateLimit: 'submissions',
  handler: async ({ req, body }) => data(await recordConsent(req, parseConsent(body)), { status: 201 }),
}
