/** The one API client of the storefront and the back office (imported as `@client` in the storefront). */
export { ApiError, apiPoll, apiRequest, envelopeErrors, failure } from './api'
export type { Polled, RequestOptions } from './api'
