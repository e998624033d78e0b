/**
 * Accepted orders never lose their notification rows (issue 15): a public order paid offline is written together with
 * its outbox rows ("Neue Bestellung" to the branch, the customer's confirmation), its print on arrival and their jobs;
 * the job `repairOrderNotifications` announces any accepted order that still lacks them and logs it.
 *
 * "The process dies right after the commit" is simulated by an after-commit order event that throws: whatever the
 * order's request does after its commit never happens.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { Order } from '../../contracts/payload-types'
import { newOrderDedupeKey } from '../../modules/notifications/announce'
import { ordersMissingAnnouncement, repairOrderNotifications } from '../../modules/orders/lifecycle/repair-notifications'
import { branchByIdentifier, createTestOrder, publicOrderBody } from '../fakes/orders'
import { call, loadPayload } from './helpers/api'

vi.mock('../../modules/orders/lifecycle/events', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../modules/orders/lifecycle/events')>()),
  onOrderEvent: async () => {
    throw new Error('Prozess nach dem Commit beendet')
  },
}))

let payload: Payload
let graz: Awaited<ReturnType<typeof branchByIdentifier>>
let soupId = 0

type Answer = { uid: string; hash: string }

const outboxOf = async (orderId: number) =>
  (await payload.find({ collection: 'outbox', where: { order: { equals: orderId } }, limit: 20, depth: 0, overrideAccess: true })).docs
const printJobsOf = async (orderId: number) =>
  (await payload.find({ collection: 'print-jobs', where: { order: { equals: orderId } }, limit: 20, depth: 0, overrideAccess: true })).docs
const jobsFor = async (task: string, key: string, ids: number[]) =>
  (await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: task } }, limit: 500, depth: 0, overrideAccess: true })).docs.filter((job) =>
    ids.includes(Number((job.input as Record<string, unknown> | null)?.[key])),
  )

async function orderByComment(comment: string): Promise<Order> {
  const { docs } = await payload.find({ collection: 'orders', where: { comment: { equals: comment } }, limit: 2, depth: 0, overrideAccess: true })
  expect(docs).toHaveLength(1)
  return docs[0] as Order
}

async function deleteAnnouncement(orderId: number) {
  await payload.delete({ collection: 'outbox', where: { order: { equals: orderId } }, overrideAccess: true })
  await payload.delete({ collection: 'print-jobs', where: { order: { equals: orderId } }, overrideAccess: true })
}

beforeAll(async () => {
  payload = await loadPayload()
  graz = await branchByIdentifier(payload, 'graz')
  const { docs } = await payload.find({ collection: 'products', where: { sku: { equals: 'GW-FRITTATENSUPPE' } }, limit: 1, depth: 0, overrideAccess: true })
  soupId = docs[0]!.id
  await payload.update({ collection: 'branches', id: graz.id, data: { autoPrint: 'onArrival' }, overrideAccess: true })
})

afterAll(async () => {
  await payload.update({ collection: 'branches', id: graz.id, data: { autoPrint: graz.autoPrint ?? 'onConfirmation' }, overrideAccess: true })
})

describe('a public order paid offline', () => {
  it('is written with its "Neue Bestellung", the customer confirmation, the print on arrival and their jobs, even when the process dies right after the commit', async () => {
    const comment = `Absturz nach Commit ${Date.now()}`
    await call<Answer>('POST', '/orders/public', {
      body: publicOrderBody(graz.id, soupId, { comment }),
    })
    const order = await orderByComment(comment)
    const outbox = await outboxOf(order.id)
    expect(outbox.map((row) => `${row.template}/${row.channel}`).sort()).toEqual(['newOrder/email', 'received/email'])
    expect(outbox.find((row) => row.template === 'received')).toMatchObject({ recipient: 'erika@example.at' })
    const prints = await printJobsOf(order.id)
    expect(prints.length).toBeGreaterThan(0)
    expect(prints.every((row) => row.kind === 'auto')).toBe(true)
    // every queued row has its job (skipped rows — no SMTP, no printer — need none)
    const queuedOutbox = outbox.filter((row) => row.state === 'queued').map((row) => row.id)
    expect(await jobsFor('sendOutboxMessage', 'outboxId', queuedOutbox)).toHaveLength(queuedOutbox.length)
    const queuedPrints = prints.filter((row) => row.state === 'queued').map((row) => row.id)
    expect(await jobsFor('printReceipt', 'printJobId', queuedPrints)).toHaveLength(queuedPrints.length)
    expect(await ordersMissingAnnouncement(payload, 0)).not.toContain(order.id)
  })
})

describe('job repairOrderNotifications', () => {
  it('announces an accepted order whose notification rows were lost, and logs the repair', async () => {
    const order = await createTestOrder(payload, graz.id, { paymentMethod: 'stripe', isPaid: true })
    await deleteAnnouncement(order.id)
    expect(await ordersMissingAnnouncement(payload, 0)).toContain(order.id)

    expect(await repairOrderNotifications(payload, 0)).toContain(order.id)

    const outbox = await outboxOf(order.id)
    expect(outbox.map((row) => row.dedupeKey)).toContain(newOrderDedupeKey(order.id))
    expect(outbox.some((row) => row.template === 'received' && row.recipient === order.email)).toBe(true)
    expect((await printJobsOf(order.id)).some((row) => row.kind === 'auto')).toBe(true)
    // the run repairs every order of this database that lacks its rows (newest first, so this one is logged first):
    // look its log up by its text, not among the newest few
    const { docs: logs } = await payload.find({
      collection: 'logs',
      where: { and: [{ channel: { equals: 'notifications' } }, { message: { equals: `Benachrichtigungen zu Bestellung ${order.id} fehlten und wurden nachgeholt` } }] },
      limit: 2,
      overrideAccess: true,
    })
    expect(logs).toHaveLength(1)
    // repaired once: the next run finds nothing to do for it
    expect(await repairOrderNotifications(payload, 0)).not.toContain(order.id)
    expect(await outboxOf(order.id)).toHaveLength(outbox.length)
  })

  it('leaves an online order without payment, a rejected order and an order changed just now alone', async () => {
    const unpaid = await createTestOrder(payload, graz.id, { paymentMethod: 'stripe', isPaid: false })
    const rejected = await createTestOrder(payload, graz.id, { paymentMethod: 'cash', isRejected: true })
    const fresh = await createTestOrder(payload, graz.id, { paymentMethod: 'cash' })
    const found = await ordersMissingAnnouncement(payload, 0)
    expect(found).not.toContain(unpaid.id)
    expect(found).not.toContain(rejected.id)
    expect(found).toContain(fresh.id)
    expect(await ordersMissingAnnouncement(payload)).not.toContain(fresh.id)
  })
})
