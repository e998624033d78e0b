/**
 * The Payload config is composed without loading the server's operations: the job registry imports its task bodies
 * when a job runs, and the content-event sources are plain constants. Loading them with the config made a cycle
 * (config → payments → order events → config) that deadlocked every test mocking the order events.
 */
import { expect, it, vi } from 'vitest'

const loaded = vi.hoisted(() => new Set<string>())

vi.mock('../../../modules/orders/lifecycle/events', () => {
  loaded.add('order-lifecycle/events')
  return { onOrderEvent: async () => {} }
})
vi.mock('../../../modules/payments', () => {
  loaded.add('payments')
  return {}
})
vi.mock('../../../modules/notifications/outbox', () => {
  loaded.add('notifications/outbox')
  return {}
})
vi.mock('../../../modules/notifications/printing/print-jobs', () => {
  loaded.add('printing/print-jobs')
  return {}
})

it('loads without the order events, payments, outbox and print jobs, and still registers their tasks', async () => {
  const { default: config } = await import('@payload-config')
  const sanitized = await config
  expect([...loaded]).toEqual([])
  expect(sanitized.jobs.tasks?.map((task) => task.slug)).toEqual([
    'sendOutboxMessage',
    'printReceipt',
    'refundPayment',
    'sweepRateLimits',
    'repairOrderNotifications',
    'purgeIdempotencyKeys',
    'deleteStaleUploads',
    'rollupStatistics',
    'watchOrderingPauses',
    'escalateOrders',
    'dailyBackup',
    'anonymisePersonalData',
  ])
}, 60_000)
