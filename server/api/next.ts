/** Glue between Next's route handlers and our routers for /api and /custom/api. */
import config from '@payload-config'
import { getPayload } from 'payload'

import { apiEndpoints, customApiEndpoints } from '../../endpoints'
import { createRouter } from './router'

/** One Payload per process; `cron` runs the jobs queue (outbox, printing) in the server. */
const loadPayload = () => getPayload({ config, cron: process.env.JOBS_AUTORUN !== '0' })

export const apiRouter = createRouter(apiEndpoints, loadPayload)
export const customApiRouter = createRouter(customApiEndpoints, loadPayload)

/** `base` is stripped from the URL path before matching. */
export function handle(router: typeof apiRouter, base: string) {
  return (request: Request) => {
    const path = new URL(request.url).pathname.slice(base.length) || '/'
    return router(request, path)
  }
}
