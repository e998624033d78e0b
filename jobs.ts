/**
 * The job registry (payload.config.ts `jobs`): the order side-effect tasks with retries and exponential backoff, the
 * scheduled housekeeping tasks, and `shouldAutoRun`, which lets only the job runner of several processes work the
 * queue (platform/jobs/leader.ts). Every task, its schedule and the JOBS_* switches: docs/operations.md "Job queue";
 * attempts per task: platform/jobs/tasks.ts.
 */
import type { JobsConfig, TaskConfig } from 'payload'

import { isAdminUser } from './platform/access/roles'
import { env } from './platform/env'
import { TASK_ATTEMPTS } from './platform/jobs/tasks'

/** Payload's retries for a task of `attempts` runs in all: the first and attempts − 1 retries, exponential backoff. */
const retries = (attempts: number) => ({
  attempts: attempts - 1,
  backoff: { type: 'exponential' as const, delay: env.JOBS_RETRY_DELAY_MS },
})

// The task bodies are imported when a job runs, not with the config: the config must not load the operations (they
// import back into the config's graph, e.g. payments → order events; a cycle that deadlocks module loading).

const sendOutboxMessage: TaskConfig<'sendOutboxMessage'> = {
  slug: 'sendOutboxMessage',
  label: 'Nachricht senden',
  inputSchema: [{ name: 'outboxId', type: 'number', required: true }],
  outputSchema: [{ name: 'state', type: 'text' }],
  retries: retries(TASK_ATTEMPTS.sendOutboxMessage),
  handler: async ({ input, req }) => {
    const { deliverOutboxMessage } = await import('./modules/notifications/outbox')
    return { output: await deliverOutboxMessage(req.payload, input.outboxId) }
  },
}

const printReceipt: TaskConfig<'printReceipt'> = {
  slug: 'printReceipt',
  label: 'Beleg drucken',
  inputSchema: [{ name: 'printJobId', type: 'number', required: true }],
  outputSchema: [{ name: 'state', type: 'text' }],
  retries: retries(TASK_ATTEMPTS.printReceipt),
  handler: async ({ input, req }) => {
    const { runPrintJob } = await import('./modules/notifications/printing/print-jobs')
    return { output: await runPrintJob(req.payload, input.printJobId) }
  },
}

const refundPayment: TaskConfig<'refundPayment'> = {
  slug: 'refundPayment',
  label: 'Zahlung rückerstatten',
  inputSchema: [{ name: 'orderId', type: 'number', required: true }],
  outputSchema: [{ name: 'state', type: 'text' }],
  retries: retries(TASK_ATTEMPTS.refundPayment),
  handler: async ({ input, req }) => {
    const { refundOrderPayment } = await import('./modules/payments')
    return { output: await refundOrderPayment(req.payload, input.orderId) }
  },
}

const sweepRateLimitsTask: TaskConfig<'sweepRateLimits'> = {
  slug: 'sweepRateLimits',
  label: 'Abgelaufene Anfragelimits löschen',
  inputSchema: [],
  outputSchema: [{ name: 'deleted', type: 'number' }],
  schedule: [{ cron: '0 */10 * * * *', queue: 'default' }],
  handler: async ({ req }) => {
    const [{ sweepRateLimits }, { sweepLoginThrottle }] = await Promise.all([import('./platform/rate-limit'), import('./modules/accounts/login-security')])
    return { output: { deleted: (await sweepRateLimits(req.payload)) + (await sweepLoginThrottle(req.payload)) } }
  },
}

const repairNotifications: TaskConfig<'repairOrderNotifications'> = {
  slug: 'repairOrderNotifications',
  label: 'Fehlende Bestellbenachrichtigungen nachholen',
  inputSchema: [],
  outputSchema: [{ name: 'repaired', type: 'number' }],
  // the autoRun cron queues it once a minute (Payload's scheduling: never twice while one is waiting)
  schedule: [{ cron: '0 * * * * *', queue: 'default' }],
  handler: async ({ req }) => {
    const { repairOrderNotifications } = await import('./modules/orders/lifecycle/repair-notifications')
    return { output: { repaired: (await repairOrderNotifications(req.payload)).length } }
  },
}

const purgeIdempotencyKeys: TaskConfig<'purgeIdempotencyKeys'> = {
  slug: 'purgeIdempotencyKeys',
  label: 'Abgelaufene Idempotency-Keys löschen',
  inputSchema: [],
  outputSchema: [{ name: 'deleted', type: 'number' }],
  schedule: [{ cron: '0 7 * * * *', queue: 'default' }],
  handler: async ({ req }) => {
    const { purgeExpiredKeys } = await import('./modules/orders/intake/idempotency')
    return { output: { deleted: await purgeExpiredKeys(req.payload) } }
  },
}

const deleteStaleUploadsTask: TaskConfig<'deleteStaleUploads'> = {
  slug: 'deleteStaleUploads',
  label: 'Nicht verwendete Uploads löschen',
  inputSchema: [],
  outputSchema: [{ name: 'deleted', type: 'number' }],
  schedule: [{ cron: '0 */15 * * * *', queue: 'default' }],
  handler: async ({ req }) => {
    const { deleteStaleUploads } = await import('./modules/content/uploads')
    return { output: { deleted: await deleteStaleUploads(req.payload) } }
  },
}

const rollupStatisticsTask: TaskConfig<'rollupStatistics'> = {
  slug: 'rollupStatistics',
  label: 'Statistik verdichten',
  inputSchema: [],
  outputSchema: [{ name: 'events', type: 'number' }],
  schedule: [{ cron: '30 * * * * *', queue: 'default' }],
  handler: async ({ req }) => {
    const { rollupStatistics } = await import('./modules/statistics/rollup')
    return { output: { events: (await rollupStatistics(req.payload)).events } }
  },
}

const watchOrderingPausesTask: TaskConfig<'watchOrderingPauses'> = {
  slug: 'watchOrderingPauses',
  label: 'Bestellpausen der Filialen prüfen',
  inputSchema: [],
  outputSchema: [{ name: 'paused', type: 'number' }],
  schedule: [{ cron: '15 * * * * *', queue: 'default' }],
  handler: async ({ req }) => {
    const { watchOrderingPauses } = await import('./modules/devices/presence')
    const paused = await watchOrderingPauses(req.payload)
    // … and the kitchen's pause, busy mode and sold-out list that ran out (issue 33): /api/init stops showing them
    const { watchKitchenExpiry } = await import('./modules/catalogue/kitchen')
    await watchKitchenExpiry(req.payload)
    return { output: { paused } }
  },
}

const escalateOrdersTask: TaskConfig<'escalateOrders'> = {
  slug: 'escalateOrders',
  label: 'Unbestätigte Bestellungen eskalieren',
  inputSchema: [],
  outputSchema: [
    { name: 'escalated', type: 'number' },
    { name: 'rejected', type: 'number' },
  ],
  // twice a minute: a deadline is met within ~35 s (the runner ticks every 5 s)
  schedule: [{ cron: '20,50 * * * * *', queue: 'default' }],
  handler: async ({ req }) => {
    const { escalateOrders } = await import('./modules/orders/lifecycle/escalation')
    const result = await escalateOrders(req.payload)
    return { output: { escalated: result.escalated.length, rejected: result.rejected.length } }
  },
}

const dailyBackupTask: TaskConfig<'dailyBackup'> = {
  slug: 'dailyBackup',
  label: 'Tägliche Datensicherung',
  inputSchema: [],
  outputSchema: [{ name: 'state', type: 'text' }],
  // hourly; the task itself decides whether today's backup is due (BACKUP_DIR, BACKUP_HOUR; domain/backup.ts)
  schedule: [{ cron: '0 0 * * * *', queue: 'default' }],
  handler: async ({ req }) => {
    const [{ runScheduledBackup }, { readSettings, shopLocale }] = await Promise.all([import('./platform/backup'), import('./modules/settings')])
    const { timeZone } = shopLocale(await readSettings(req.payload))
    return { output: { state: (await runScheduledBackup(req.payload, Date.now(), timeZone)).state } }
    },
  }

const anonymisePersonalDataTask: TaskConfig<'anonymisePersonalData'> = {
  slug: 'anonymisePersonalData',
  label: 'Personenbezogene Daten nach Ablauf der Fristen anonymisieren',
  inputSchema: [],
  outputSchema: [
    { name: 'orders', type: 'number' },
    { name: 'contactMessages', type: 'number' },
    { name: 'leads', type: 'number' },
  ],
  // nightly (issue 34; the retention periods count in years and months: once a day is on time)
  schedule: [{ cron: '0 40 3 * * *', queue: 'default' }],
  handler: async ({ req }) => {
    const { anonymisePersonalData } = await import('./modules/accounts/privacy')
    const result = await anonymisePersonalData(req.payload)
    return { output: { orders: result.orders, contactMessages: result.contactMessages, leads: result.leads } }
  },
}

const adminOnly = ({ req }: { req: { user?: unknown } }) => isAdminUser(req.user as Parameters<typeof isAdminUser>[0])

export const jobsConfig: JobsConfig = {
  tasks: [sendOutboxMessage, printReceipt, refundPayment, sweepRateLimitsTask, repairNotifications, purgeIdempotencyKeys, deleteStaleUploadsTask, rollupStatisticsTask, watchOrderingPausesTask, escalateOrdersTask, dailyBackupTask, anonymisePersonalDataTask],
  // Payload's REST endpoints for jobs (/backend/api/payload-jobs/run …) are for admins only.
  access: { run: adminOnly, queue: adminOnly, cancel: adminOnly },
  // Several server processes (docs/scaling.md): every process ticks, but only the job runner — the holder of the
  // advisory lock (platform/jobs/leader.ts) — queues the schedules and works the queue; the others skip the tick.
  // Payload would queue schedules in every process before asking shouldAutoRun, hence disableScheduling here;
  // the runner's tick queues them and runs batches until the queue is empty (workQueue), so Payload's own single
  // batch is skipped (false).
  autoRun: [{ cron: '*/5 * * * * *', limit: 20, queue: 'default', silent: { info: true }, disableScheduling: true }],
  shouldAutoRun: async (payload) => {
    if (!env.JOBS_AUTORUN) return false
    const { leadsJobs, workQueue } = await import('./platform/jobs/leader')
    if (!(await leadsJobs())) return false
    await payload.jobs.handleSchedules({ queue: 'default' })
    await workQueue(payload)
    return false
  },
  deleteJobOnComplete: true,
}
