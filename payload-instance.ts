/**
 * The process's Payload, beside its config at the root: instrumentation.ts starts it here, the route glue in app/ gets
 * it from here; platform/ and the modules never import it — they receive Payload or the request as a parameter.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import type { Payload } from 'payload'

import { env } from './platform/env'

/**
 * Process start (instrumentation.ts, before the first request): Payload with the job queue's crons when JOBS_AUTORUN
 * is on.
 */
export const startPayload = (): Promise<Payload> => getPayload({ config, cron: env.JOBS_AUTORUN })

/** The process's Payload for a request (started by startPayload; initialised here on first use without crons). */
export const loadPayload = (): Promise<Payload> => getPayload({ config })
