/**
 * The job registry (payload.config.ts `jobs`): the tasks of the order side effects, with retries and exponential
 * backoff, run every 5 s by `autoRun` in the server process (the crons start with `getPayload({ config, cron: true })`,
 * server/payload.ts). Tests call `payload.jobs.run()` / `payload.jobs.runByID()` directly.
 *
 *   sendOutboxMessage { outboxId }   server/notifications/outbox.ts   (claimed-row worker, 5 attempts)
 *   printReceipt      { printJobId } server/printing/print-jobs.ts    (claimed-row worker, 4 attempts)
 *   refundPayment     { orderId }    server/payments/index.ts         (6 attempts)
 *   repairOrderNotifications {}      server/notifications/repair.ts   (scheduled every minute: accepted orders whose
 *                                    announcement rows are missing are announced and logged)
 *   purgeIdempotencyKeys {}          server/orders/idempotency.ts     (scheduled hourly: keys older than 24 h)
 *   deleteStaleUploads {}            server/uploads.ts                (scheduled every 15 min: uploads no order refers
 *                                    to, 24 h after their upload, rows and files)
 *
 * JOBS_AUTORUN off ('0', 'false', 'off') turns the in-process runner off (e.g. when a separate worker runs
 * `payload jobs:run`); JOBS_RETRY_DELAY_MS sets the first backoff delay (default 10 000 ms; doubled per attempt).
 */
import type { JobsConfig, TaskConfig } from 'payload'

import { isAdminUser } from './collections/access/roles'
import { env } from './server/env'
import { OUTBOX_MAX_ATTEMPTS, OUTBOX_TASK, deliverOutboxMessage } from './server/notifications/outbox'
import { REPAIR_TASK, repairOrderNotifications } from './server/notifications/repair'
import { PURGE_KEYS_TASK, purgeExpiredKeys } from './server/orders/idempotency'
import { REFUND_TASK, refundOrderPayment } from './server/payments'
import { STALE_UPLOADS_TASK, deleteStaleUploads } from './server/uploads'
import { PRINT_MAX_ATTEMPTS, PRINT_TASK, runPrintJob } from './server/printing/print-jobs'

/** Payload's retries for a task of `attempts` runs in all: the first and attempts − 1 retries, exponential backoff. */
const retries = (attempts: number) => ({
  attempts: attempts - 1,
  backoff: { type: 'exponential' as const, delay: env.JOBS_RETRY_DELAY_MS },
})

const sendOutboxMessage: TaskConfig<'sendOutboxMessage'> = {
  slug: OUTBOX_TASK,
  label: 'Nachricht senden',
  inputSchema: [{ name: 'outboxId', type: 'number', required: true }],
  outputSchema: [{ name: 'state', type: 'text' }],
  retries: retries(OUTBOX_MAX_ATTEMPTS),
  handler: async ({ input, req }) => ({ output: await deliverOutboxMessage(req.payload, input.outboxId) }),
}

const printReceipt: TaskConfig<'printReceipt'> = {
  slug: PRINT_TASK,
  label: 'Beleg drucken',
  inputSchema: [{ name: 'printJobId', type: 'number', required: true }],
  outputSchema: [{ name: 'state', type: 'text' }],
  retries: retries(PRINT_MAX_ATTEMPTS),
  handler: async ({ input, req }) => ({ output: await runPrintJob(req.payload, input.printJobId) }),
}

const refundPayment: TaskConfig<'refundPayment'> = {
  slug: REFUND_TASK,
  label: 'Zahlung rückerstatten',
  inputSchema: [{ name: 'orderId', type: 'number', required: true }],
  outputSchema: [{ name: 'state', type: 'text' }],
  retries: retries(6),
  handler: async ({ input, req }) => ({ output: await refundOrderPayment(req.payload, input.orderId) }),
}

const repairNotifications: TaskConfig<'repairOrderNotifications'> = {
  slug: REPAIR_TASK,
  label: 'Fehlende Bestellbenachrichtigungen nachholen',
  inputSchema: [],
  outputSchema: [{ name: 'repaired', type: 'number' }],
  // the autoRun cron queues it once a minute (Payload's scheduling: never twice while one is waiting)
  schedule: [{ cron: '0 * * * * *', queue: 'default' }],
  handler: async ({ req }) => ({ output: { repaired: (await repairOrderNotifications(req.payload)).length } }),
}

const purgeIdempotencyKeys: TaskConfig<'purgeIdempotencyKeys'> = {
  slug: PURGE_KEYS_TASK,
  label: 'Abgelaufene Idempotency-Keys löschen',
  inputSchema: [],
  outputSchema: [{ name: 'deleted', type: 'number' }],
  schedule: [{ cron: '0 7 * * * *', queue: 'default' }],
  handler: async ({ req }) => ({ output: { deleted: await purgeExpiredKeys(req.payload) } }),
}

const deleteStaleUploadsTask: TaskConfig<'deleteStaleUploads'> = {
  slug: STALE_UPLOADS_TASK,
  label: 'Nicht verwendete Uploads löschen',
  inputSchema: [],
  outputSchema: [{ name: 'deleted', type: 'number' }],
  schedule: [{ cron: '0 */15 * * * *', queue: 'default' }],
  handler: async ({ req }) => ({ output: { deleted: await deleteStaleUploads(req.payload) } }),
}

const adminOnly = ({ req }: { req: { user?: unknown } }) => isAdminUser(req.user as Parameters<typeof isAdminUser>[0])

export const jobsConfig: JobsConfig = {
  tasks: [sendOutboxMessage, printReceipt, refundPayment, repairNotifications, purgeIdempotencyKeys, deleteStaleUploadsTask],
  // Payload's REST endpoints for jobs (/backend/api/payload-jobs/run …) are for admins only.
  access: { run: adminOnly, queue: adminOnly, cancel: adminOnly },
  autoRun: [{ cron: '*/5 * * * * *', limit: 20, queue: 'default', silent: { info: true } }],
  shouldAutoRun: () => env.JOBS_AUTORUN,
  deleteJobOnComplete: true,
}
