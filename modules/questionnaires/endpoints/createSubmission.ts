/**
 * POST /custom/api/questionnaire-submissions — public (replaces the generic create for this path): a feedback
 * submission `{ clientName, contactName, service, content: [{ rating?, comment? }], questionnaire: { publicHash } | id }`.
 * Validated against the questionnaire (SF §5); 400 `{ errors: [{ field, message }, …] }` lists every problem.
 * 429 with Retry-After when the client's budget is spent (platform/rate-limit.ts, rule 'submissions').
 */
import { data } from '../../../platform/api/types'
import type { ApiEndpoint } from '../../../platform/api/types'
import { createSubmission } from '../questionnaires'

export const createSubmissionEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/questionnaire-submissions',
  auth: 'public',
  rateLimit: 'submissions',
  handler: async ({ req, body }) => data(await createSubmission(req, body), { status: 201 }),
}
