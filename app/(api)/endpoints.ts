/** Glue between Next's route handlers and our routers for /api and /custom/api. */
import { apiEndpoints, customApiEndpoints } from '../../modules/endpoints'
import { loadPayload } from '../../payload-instance'
import { createRouter } from '../../platform/api/router'

export const apiRouter = createRouter(apiEndpoints, loadPayload)
export const customApiRouter = createRouter(customApiEndpoints, loadPayload)

/** `base` is stripped from the URL path before matching. */
export function handle(router: typeof apiRouter, base: string) {
  return (request: Request) => {
    const path = new URL(request.url).pathname.slice(base.length) || '/'
    return router(request, path)
  }
}
