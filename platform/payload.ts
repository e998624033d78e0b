/**
 * The composition root of the server: the one file of platform/ and modules/ that imports the Payload config
 * (`@payload-config`). instrumentation.ts starts Payload here, the route glue (app/(api)/endpoints.ts) and media get it
 * from here; every operation below them receives Payload or the request as a parameter.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import type { Payload } from 'payload'

import { env } from './env'

/**
 * Process start (instrumentation.ts, before the first request): Payload with the job queue's crons when JOBS_AUTORUN
 * is on.
 */
export const startPayload = (): Promise<Payload> => getPayload({ config, cron: env.JOBS_AUTORUN })

/** The process's Payload for a request (started by startPayload; initialised here on first use without crons). */
export const loadPayload = (): Promise<Payload> => getPayload({ config })
