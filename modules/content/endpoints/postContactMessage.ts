/**
 * POST /api/contact-messages — public: a message from a content page's contact form block
 * `{ site, block, name, email, phone?, message, website? }` (website = honeypot, stays empty).
 * 201 `{ data: { received: true, id } }`; 400 `{ errors: [{ field, message }, …] }` lists every problem;
 * 429 with Retry-After when the client's budget is spent (platform/rate-limit.ts, rule 'submissions').
 */
import { data } from '../../../platform/api/types'
import type { ApiEndpoint } from '../../../platform/api/types'
import { submitContactMessage } from '../contact-messages'

export const postContactMessageEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/contact-messages',
  auth: 'public',
  rateLimit: 'submissions',
  handler: async ({ req, body }) => data(await submitContactMessage(req, body), { status: 201 }),
}
