/**
 * Test orders for the operations tests, written directly with the Local API (overrideAccess: true), with
 * fixed money values in cents, a ticket number, uid and hash — independent of the catalogue and opening hours.
 */
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import type { Order } from '../../contracts/payload-types'

let sequence = 0

export async function branchByIdentifier(payload: Payload, identifier: string) {
  const { docs } = await payload.find({ collection: 'branches', where: { identifier: { equals: identifier } }, limit: 1, depth: 0, overrideAccess: true })
  const branch = docs[0]
  if (!branch) throw new Error(`branch ${identifier} missing in the seed`)
  return branch
}

export async function createTestOrder(payload: Payload, branchId: number, extra: Partial<Order> = {}): Promise<Order> {
  sequence += 1
  const uid = `t${Date.now().toString(36)}${sequence}`.slice(0, 12)
  const data: Partial<Order> = {
    branch: branchId,
    ticketNumber: `T${sequence}`,
    uid,
    hash: randomBytes(24).toString('base64url'),
    deliveryType: 'takeaway',
    isDelivery: false,
    isDineIn: false,
    firstName: 'Jürgen',
    lastName: 'Größl',
    email: 'juergen@example.at',
    phone: '+43 664 1234567',
    comment: 'Bitte ohne Zwiebel',
    items: [
      { name: 'Frittatensuppe', amount: 2, unitName: 'Stk', unitPrice: 450, gross: 900, taxRate: 10, calculationModel: 'fixed', parts: [] },
      {
        name: 'Käsespätzle',
        amount: 1,
        unitName: 'Portion',
        unitPrice: 1290,
        gross: 1290,
        taxRate: 10,
        calculationModel: 'fixed',
        parts: [{ name: 'Beilage', type: 'select', value: 'Röstzwiebel' }],
      },
    ],
    net: 1991,
    tax: 199,
    gross: 2190,
    deliveryNet: 0,
    deliveryTax: 0,
    deliveryGross: 0,
    totalNet: 1991,
    totalTax: 199,
    totalGross: 2190,
    taxes: { '10': 199 },
    paymentMethod: 'cash',
    isPaid: false,
    isRefunded: false,
    ...extra,
  }
  return (await payload.create({ collection: 'orders', data: data as Order, depth: 0, overrideAccess: true })) as Order
}

/** Runs the job queue until nothing is left that is due now. */
export async function runJobs(payload: Payload): Promise<void> {
  for (let i = 0; i < 10; i += 1) {
    const result = await payload.jobs.run({ limit: 50, silent: true })
    if ((result as { noJobsRemaining?: boolean }).noJobsRemaining) return
  }
}

/** The open (not completed) job of a task whose input has `key` = `value` (e.g. a retry waiting for its backoff). */
export async function pendingJobFor(payload: Payload, task: string, key: string, value: number): Promise<number | string> {
  const { docs } = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: task } }, limit: 200, depth: 0, overrideAccess: true })
  const job = docs.find((d) => !d.completedAt && (d.input as Record<string, unknown> | null)?.[key] === value)
  if (!job) throw new Error(`no pending ${task} job for ${key}=${value}`)
  return job.id
}

/**
 * A customer's POST /api/orders/public body for one product (takeaway, cash, terms accepted), as the storefront's
 * checkout sends it; `extra` overrides or adds fields (items, comment, …).
 */
export function publicOrderBody(branch: number, product: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    branch,
    deliveryType: 'takeaway',
    isDelivery: false,
    isDineIn: false,
    items: [{ product, amount: 1 }],
    firstName: 'Erika',
    lastName: 'Muster',
    email: 'erika@example.at',
    phone: '+43 664 1234567',
    paymentMethod: 'cash',
    legalInstructions: true,
    privacyPolicy: true,
    ...extra,
  }
}
