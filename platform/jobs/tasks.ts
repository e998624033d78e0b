/**
 * The job queue's tasks and their attempts (the first run and the retries), read by the registry (jobs.ts) and by the
 * task bodies. No imports: the Payload config reads it without loading the operations the tasks run.
 */
export const TASK_ATTEMPTS = { sendOutboxMessage: 5, printReceipt: 4, refundPayment: 6 } as const

export type TaskSlug = keyof typeof TASK_ATTEMPTS
