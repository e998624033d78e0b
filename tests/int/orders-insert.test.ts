/**
 * The public order's single-statement SQL insert (modules/orders/intake/insert.ts) against the real schema: every value
 * reads back through Payload exactly as given, and a failing insert writes nothing.
 */
import { describe, expect, it } from 'vitest'

import type { Order } from '../../contracts/payload-types'
import { execute, sql } from '../../platform/db'
import { claimKey, isClaimLost } from '../../modules/orders/intake/idempotency'
import { insertOrder } from '../../modules/orders/intake/insert'
import type { OrderInsert } from '../../modules/orders/intake/insert'
import { loadPayload } from './helpers/api'

const payloadP = loadPayload()

async function fixtures() {
  const payload = await payloadP
  const branch = (await payload.find({ collection: 'branches', where: { identifier: { equals: 'wien' } }, limit: 1, depth: 0 })).docs[0]!
  const table = (await payload.find({ collection: 'tables', where: { branch: { equals: branch.id } }, limit: 1, depth: 0 })).docs[0]!
  const donatee = (await payload.find({ collection: 'donatees', limit: 1, depth: 0 })).docs[0]!
  const product = (await payload.find({ collection: 'products', limit: 1, depth: 0 })).docs[0]!
  return { branch, table, donatee, product }
}

let serial = 0

function fullOrder(ids: { branch: number; table: number; donatee: number; product: number }): OrderInsert {
  serial += 1
  return {
    branch: ids.branch,
    deliveryType: 'delivery',
    isDelivery: true,
    isDineIn: false,
    table: ids.table,
    tableIdentifier: 'T9',
    appointmentDate: '2026-12-24T17:30:00.000Z',
    comment: 'Bitte läuten – „Tür 2“',
    isCompany: true,
    companyName: 'Muster GmbH',
    vatNumber: 'ATU12345678',
    firstName: 'Erika',
    lastName: 'Muster',
    email: 'erika@example.at',
    phone: '+43 664 1234567',
    street: 'Hauptstraße 1',
    floor: '2',
    stairway: '3',
    door: '4',
    zipCode: '1010',
    city: 'Wien',
    country: 'AT',
    isDeliveryAddressDifferent: true,
    deliveryStreet: 'Nebengasse 5',
    deliveryFloor: '1',
    deliveryStairway: null,
    deliveryDoor: '7',
    deliveryZipCode: '1020',
    deliveryCity: 'Wien',
    deliveryCountry: 'AT',
    deliveryArea: '1020 Leopoldstadt',
    legalInstructions: true,
    privacyPolicy: true,
    donatee: ids.donatee,
    donationAmount: 7,
    net: 1818,
    tax: 182,
    gross: 2000,
    deliveryNet: 250,
    deliveryTax: 50,
    deliveryGross: 300,
    deliveryTaxRate: 20,
    totalNet: 2068,
    totalTax: 232,
    totalGross: 2300,
    taxes: { '10': 182, '20': 50 },
    isApproximate: true,
    paymentMethod: 'atmCard',
    isPaid: false,
    isRefunded: false,
    ticketDate: '2026-12-24',
    ticketSequence: 900 + serial,
    ticketNumber: `A${900 + serial}`,
    uid: `insert-test-${serial}-${Date.now()}`,
    hash: 'h'.repeat(43),
    idempotencyKey: null,
    items: [
      {
        product: ids.product,
        name: 'Leberkäse',
        amount: 0.25,
        unitName: 'dag',
        unit: { id: 3, name: 'Dekagramm', shortName: 'dag', type: 'weight', factor: 0.01, ratio: 10 },
        unitPrice: 169,
        gross: 423,
        taxRate: 10,
        calculationModel: 'approximate',
        // the product's allergens merged with its options' (issue 34): stored with the line like every other value
        allergens: 'A, C, G, M',
        parts: [{ name: 'Sauce', type: 'select', value: 'Senf', values: ['Senf'] }],
      },
      { product: ids.product, name: 'Semmel', amount: 2, unitName: 'Stk', unit: null, unitPrice: 80, gross: 160, taxRate: 10, calculationModel: 'fixed', allergens: 'A', parts: [] },
    ],
    history: [{ at: '2026-11-22T10:00:00.000Z', action: 'created', from: null, to: 'pending', message: null }],
  }
}

describe('insertOrder (one SQL statement)', () => {
  it('writes nothing when its Idempotency-Key claim was taken over by another request meanwhile', async () => {
    const payload = await payloadP
    const f = await fixtures()
    const key = `insert-claim-${Date.now()}`
    const claim = await claimKey(payload, key, 'f'.repeat(64))
    if (claim.kind !== 'claimed') throw new Error('not claimed')
    // the request counted as dead: another one claimed the key afresh
    await execute(payload, sql`update order_idempotency_keys set claim_id = ${'b'.repeat(24)} where key = ${key}`)
    const data = fullOrder({ branch: f.branch.id, table: f.table.id, donatee: f.donatee.id, product: f.product.id })
    const error = await insertOrder(payload, data, Date.now(), { idempotencyKey: key, claimId: claim.claimId }).then(
      () => null,
      (e: unknown) => e,
    )
    expect(isClaimLost(error)).toBe(true)
    expect((await payload.find({ collection: 'orders', where: { uid: { equals: data.uid } }, depth: 0, overrideAccess: true })).totalDocs).toBe(0)
    const [row] = await execute<{ order_id: number | null }>(payload, sql`select order_id from order_idempotency_keys where key = ${key}`)
    expect(row?.order_id).toBeNull()
    // with its claim intact the same order is written and recorded on the key
    await execute(payload, sql`update order_idempotency_keys set claim_id = ${claim.claimId} where key = ${key}`)
    const inserted = await insertOrder(payload, data, Date.now(), { idempotencyKey: key, claimId: claim.claimId })
    const [after] = await execute<{ order_id: number | null }>(payload, sql`select order_id from order_idempotency_keys where key = ${key}`)
    expect(Number(after?.order_id)).toBe(inserted.id)
  })

  it('stores every value so that Payload reads the order back exactly as given', async () => {
    const payload = await payloadP
    const f = await fixtures()
    const data = fullOrder({ branch: f.branch.id, table: f.table.id, donatee: f.donatee.id, product: f.product.id })
    const now = Date.parse('2026-11-22T10:00:00.123Z')
    const inserted = await insertOrder(payload, data, now)
    const order = (await payload.findByID({ collection: 'orders', id: inserted.id, depth: 0, overrideAccess: true })) as Order

    const { items, history, ...scalars } = data
    for (const [key, value] of Object.entries(scalars)) expect([key, order[key as keyof Order]]).toEqual([key, value])
    expect(order.createdAt).toBe('2026-11-22T10:00:00.123Z')
    expect(order.updatedAt).toBe(inserted.updatedAt)
    expect(order.items?.map(({ id, ...rest }) => (expect(id).toMatch(/^[0-9a-f]{24}$/), rest))).toEqual(items)
    expect(order.history?.map(({ id: _id, user, ...rest }) => ({ ...rest, ...(user ? { user } : {}) }))).toEqual(history)
    // the status flags keep their defaults
    for (const flag of ['isConfirmed', 'isInDelivery', 'isDelivered', 'isCompleted', 'isRejected', 'isCanceled', 'isFailed'] as const)
      expect(order[flag]).toBe(false)
  })

  it('writes nothing when the insert fails (a duplicate uid)', async () => {
    const payload = await payloadP
    const f = await fixtures()
    const first = fullOrder({ branch: f.branch.id, table: f.table.id, donatee: f.donatee.id, product: f.product.id })
    await insertOrder(payload, first, Date.now())
    const second: OrderInsert = { ...fullOrder({ branch: f.branch.id, table: f.table.id, donatee: f.donatee.id, product: f.product.id }), uid: first.uid }
    const countItems = async () =>
      Number(((await (payload.db as unknown as { pool: { query: (q: string) => Promise<{ rows: { n: string }[] }> } }).pool.query('select count(*) as n from orders_items')).rows[0]!.n))
    const before = await countItems()
    await expect(insertOrder(payload, second, Date.now())).rejects.toMatchObject({ code: '23505' })
    expect(await countItems()).toBe(before)
    const { totalDocs } = await payload.count({ collection: 'orders', where: { ticketSequence: { equals: second.ticketSequence as number } }, overrideAccess: true })
    expect(totalDocs).toBe(0)
  })
})
