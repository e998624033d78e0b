/**
 * Customers filled from orders (issue 19): an accepted public order with the opt-in 'Meine Daten für künftige
 * Bestellungen speichern' creates or updates one customer per normalised e-mail (else phone); without the opt-in
 * nothing is written; a failing customer write never fails or loses the order; the customer's order history lists
 * their orders with the viewer's access.
 */
import { createLocalReq } from 'payload'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { customerMatches, customerKeys } from '../../domain/customers'
import type { Customer, Order } from '../../contracts/payload-types'
import { customerOrderHistory } from '../../modules/accounts/customers'
import { execute, sql } from '../../platform/db'
import { branchByIdentifier } from '../fakes/orders'
import { call, loadPayload } from './helpers/api'
import { ADMIN, EMPLOYEE, userDoc } from './helpers/users'

type Answer = { uid: string; hash: string }
type Body = Record<string, unknown>

let payload: Payload
let grazId = 0
let wienId = 0
let soupId = 0
let run = 0

/** A unique address per test (the test database is shared by the whole file). */
const address = () => `kunde-${Date.now().toString(36)}-${(run += 1)}@example.at`

const order = (extra: Body = {}): Body => ({
  branch: grazId,
  deliveryType: 'takeaway',
  isDelivery: false,
  isDineIn: false,
  firstName: 'Erika',
  lastName: 'Muster',
  phone: '+43 664 1234567',
  paymentMethod: 'cash',
  legalInstructions: true,
  privacyPolicy: true,
  items: [{ product: soupId, amount: 1 }],
  ...extra,
})

const submit = (body: unknown) => call<Answer>('POST', '/orders/public', { body })

async function customersWith(where: Record<string, unknown>): Promise<Customer[]> {
  const { docs } = await payload.find({ collection: 'customers', where: where as never, depth: 0, overrideAccess: true, limit: 50 })
  return docs as Customer[]
}

async function orderByUid(uid: string): Promise<Order | null> {
  const { docs } = await payload.find({ collection: 'orders', where: { uid: { equals: uid } }, limit: 1, depth: 0, overrideAccess: true })
  return (docs[0] as Order | undefined) ?? null
}

beforeAll(async () => {
  payload = await loadPayload()
  grazId = (await branchByIdentifier(payload, 'graz')).id
  wienId = (await branchByIdentifier(payload, 'wien')).id
  const { docs } = await payload.find({ collection: 'products', where: { sku: { equals: 'GW-FRITTATENSUPPE' } }, limit: 1, depth: 0, overrideAccess: true })
  soupId = docs[0]!.id
})

describe('matching rule (domain/customers.ts)', () => {
  it('matches the e-mail regardless of case and whitespace, the phone only where one side has no e-mail', () => {
    const customer = customerKeys({ email: 'Erika@Example.at', phone: '0043 664 1234567' })
    expect(customer).toEqual({ emailKey: 'erika@example.at', phoneKey: '+436641234567' })
    expect(customerMatches(customer, customerKeys({ email: '  ERIKA@example.AT ' }))).toBe(true)
    expect(customerMatches(customer, customerKeys({ phone: '+43 664 123 45 67' }))).toBe(true)
    expect(customerMatches(customer, customerKeys({ email: 'bruder@example.at', phone: '+43 664 1234567' }))).toBe(false)
    expect(customerMatches(customerKeys({ phone: '+43 664 1234567' }), customerKeys({ email: 'neu@example.at', phone: '+436641234567' }))).toBe(true)
    expect(customerKeys({ email: 'kein-mail', phone: '12' })).toEqual({ emailKey: null, phoneKey: null })
  })
})

describe('customers from orders', () => {
  it('creates a customer from an order with the opt-in, with name, company, address and phone', async () => {
    const email = address()
    const res = await submit(
      order({ email, saveCustomerData: true, isCompany: true, companyName: 'Muster GmbH', vatNumber: 'ATU12345678', street: 'Hauptplatz 1', zipCode: '8010', city: 'Graz', country: 'at' }),
    )
    expect(res.status).toBe(201)
    const [customer, ...more] = await customersWith({ emailKey: { equals: email } })
    expect(more).toHaveLength(0)
    expect(customer).toMatchObject({
      firstName: 'Erika',
      lastName: 'Muster',
      company: 'Muster GmbH',
      vatNumber: 'ATU12345678',
      email,
      phone: '+436641234567',
      street: 'Hauptplatz 1',
      zipCode: '8010',
      city: 'Graz',
      country: 'AT',
    })
    expect(customer!.dataConsentAt).toBeTruthy()
    const placed = await orderByUid(res.body.data!.uid)
    expect(new Date(customer!.lastOrderAt!).getTime()).toBe(new Date(placed!.createdAt).getTime())
  })

  it('updates the same customer for a second order with the e-mail in another case and with spaces', async () => {
    const email = address()
    expect((await submit(order({ email, saveCustomerData: true, street: 'Alte Gasse 2', city: 'Graz', zipCode: '8010' }))).status).toBe(201)
    const [first] = await customersWith({ emailKey: { equals: email } })
    await payload.update({ collection: 'customers', id: first!.id, data: { note: 'Stammgast' }, overrideAccess: true })

    const second = await submit(order({ email: `  ${email.toUpperCase()} `, saveCustomerData: true, firstName: 'Erika Maria', phone: '+43 660 7654321' }))
    expect(second.status).toBe(201)
    const customers = await customersWith({ emailKey: { equals: email } })
    expect(customers).toHaveLength(1)
    expect(customers[0]).toMatchObject({
      id: first!.id,
      firstName: 'Erika Maria',
      phone: '+436607654321',
      // a takeaway order without an address keeps the known one; the staff note stays
      street: 'Alte Gasse 2',
      note: 'Stammgast',
    })
  })

  it('matches by phone when the order has no e-mail', async () => {
    const phone = `+43 650 ${String(Date.now()).slice(-7)}`
    expect((await submit(order({ phone, saveCustomerData: true, lastName: 'Telefon' }))).status).toBe(201)
    expect((await submit(order({ phone: phone.replace(/ /g, ''), saveCustomerData: true, lastName: 'Telefon', firstName: 'Toni' }))).status).toBe(201)
    const customers = await customersWith({ phoneKey: { equals: phone.replace(/ /g, '') } })
    expect(customers).toHaveLength(1)
    expect(customers[0]!.firstName).toBe('Toni')
  })

  it('writes no customer without the opt-in (absent or false)', async () => {
    const email = address()
    expect((await submit(order({ email }))).status).toBe(201)
    expect((await submit(order({ email, saveCustomerData: false }))).status).toBe(201)
    expect(await customersWith({ emailKey: { equals: email } })).toHaveLength(0)
  })

  it('answers a non-boolean opt-in with a German 400 and writes nothing', async () => {
    const email = address()
    const res = await submit(order({ email, saveCustomerData: 'ja' }))
    expect(res.status).toBe(400)
    expect(res.body.errors?.some((e) => e.field === 'saveCustomerData' && /[a-zäöü]/.test(e.message))).toBe(true)
    expect(await customersWith({ emailKey: { equals: email } })).toHaveLength(0)
  })

  it('keeps and answers the order when the customer write fails, and logs the failure', async () => {
    const email = address()
    await execute(
      payload,
      sql`create or replace function tresen_test_refuse_customer() returns trigger language plpgsql as $$ begin raise exception 'Kundentabelle gesperrt'; end $$`,
    )
    await execute(payload, sql`create trigger tresen_test_refuse_customer before insert or update on customers for each row execute function tresen_test_refuse_customer()`)
    let res
    try {
      res = await submit(order({ email, saveCustomerData: true }))
    } finally {
      await execute(payload, sql`drop trigger tresen_test_refuse_customer on customers`)
      await execute(payload, sql`drop function tresen_test_refuse_customer()`)
    }
    expect(res.status).toBe(201)
    const placed = await orderByUid(res.body.data!.uid)
    expect(placed).not.toBeNull()
    expect(placed!.email).toBe(email)
    expect(await customersWith({ emailKey: { equals: email } })).toHaveLength(0)
    const logs = await payload.find({ collection: 'logs', where: { and: [{ channel: { equals: 'customers' } }, { message: { contains: `Bestellung ${placed!.id}` } }] }, overrideAccess: true })
    expect(logs.totalDocs).toBe(1)
  })

  it('makes one customer for simultaneous first orders of one address', async () => {
    const email = address()
    const answers = await Promise.all([1, 2, 3].map(() => submit(order({ email, saveCustomerData: true }))))
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201])
    expect(await customersWith({ emailKey: { equals: email } })).toHaveLength(1)
  })

  it('keeps the match keys in step when staff edit the e-mail in the admin', async () => {
    const admin = await userDoc(ADMIN.email)
    const created = (await payload.create({ collection: 'customers', data: { lastName: 'Handarbeit', email: 'Hand@Example.at' }, user: admin, overrideAccess: false })) as Customer
    expect(created.emailKey).toBe('hand@example.at')
    const updated = (await payload.update({ collection: 'customers', id: created.id, data: { email: 'neu.hand@example.at', emailKey: 'gefaelscht' } as never, user: admin, overrideAccess: false })) as Customer
    expect(updated.emailKey).toBe('neu.hand@example.at')
  })
})

describe('order history of a customer (admin edit view)', () => {
  it('lists the orders of all branches for an admin, with branch names, and only the own branches for an employee', async () => {
    const email = address()
    const graz = await submit(order({ email, saveCustomerData: true }))
    const wien = await submit(order({ email: email.toUpperCase(), branch: wienId }))
    expect([graz.status, wien.status]).toEqual([201, 201])
    const other = await submit(order({ email: address() }))
    expect(other.status).toBe(201)
    const [customer] = await customersWith({ emailKey: { equals: email } })

    const adminReq = await createLocalReq({ user: await userDoc(ADMIN.email) }, payload)
    const history = await customerOrderHistory(adminReq, customer!.id)
    expect(history!.total).toBe(2)
    expect(history!.mixedBranches).toBe(true)
    const wienOrder = await orderByUid(wien.body.data!.uid)
    const graZOrder = await orderByUid(graz.body.data!.uid)
    // newest first
    expect(history!.orders.map((o) => o.id)).toEqual([wienOrder!.id, graZOrder!.id])
    expect(history!.orders[0]).toMatchObject({ state: 'pending', ticketNumber: wienOrder!.ticketNumber, branchName: expect.any(String) })
    expect(history!.orders[0]!.total).toMatch(/^\d+,\d{2} €$/)
    expect(history!.orders[0]!.date).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)

    const employee = await userDoc(EMPLOYEE.email)
    const employeeReq = await createLocalReq({ user: employee }, payload)
    const own = await customerOrderHistory(employeeReq, customer!.id)
    const employeeBranches = (employee.branches ?? []).map((b) => (typeof b === 'object' ? b.id : b))
    const visible = [graZOrder!, wienOrder!].filter((o) => employeeBranches.includes(typeof o.branch === 'object' ? o.branch.id : o.branch))
    expect(own!.orders.map((o) => o.id).sort()).toEqual(visible.map((o) => o.id).sort())
  })
})
