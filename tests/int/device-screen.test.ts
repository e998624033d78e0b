/**
 * The device screens' lists (docs/device-screens.md): a new key answers the screen's address, the list the screen
 * polls refuses a wrong key and another branch's key with a German 404, answers 304 to an unchanged list and a
 * new ETag once an order moves (confirmed → ready → picked up).
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Order } from '../../contracts/payload-types'
import { branchByIdentifier } from '../fakes/orders'
import { call, loadPayload, login } from './helpers/api'
import { ADMIN } from './helpers/users'

type Rotated = { apiKey: string; path: string; screenPath?: string }
type Listed = { id: number; ticketNumber: string | null; state: string }

let payload: Payload
let token: string
let wien = 0
let graz = 0
let soupId = 0

async function deviceKey(kind: 'frontdesk' | 'backoffice', branch: number): Promise<Rotated> {
  const created = await call<{ id: number }>('POST', '/devices', { token, body: { name: `Bildschirm ${kind} ${branch}`, type: kind, branch } })
  expect(created.status).toBe(201)
  const rotated = await call<Rotated>('POST', `/devices/${created.body.data!.id}/rotate-api-key`, { token })
  expect(rotated.status).toBe(200)
  return rotated.body.data!
}

async function placeOrder(branch: number): Promise<Order> {
  const res = await call<{ uid: string }>('POST', '/orders/public', {
    body: {
      branch,
      deliveryType: 'takeaway',
      firstName: 'Theo',
      lastName: 'Theke',
      email: 'theo@example.at',
      phone: '+43 664 1112223',
      paymentMethod: 'cash',
      legalInstructions: true,
      privacyPolicy: true,
      items: [{ product: soupId, amount: 2 }],
    },
  })
  expect(res.status).toBe(201)
  const { docs } = await payload.find({ collection: 'orders', where: { uid: { equals: res.body.data!.uid } }, depth: 0, limit: 1, overrideAccess: true })
  return docs[0] as Order
}

const act = (id: number, action: string) => call('POST', `/orders/${id}/status/${action}`, { token, body: {} })

beforeAll(async () => {
  payload = await loadPayload()
  token = await login(ADMIN.email, ADMIN.password)
  wien = (await branchByIdentifier(payload, 'wien')).id
  graz = (await branchByIdentifier(payload, 'graz')).id
  const { docs } = await payload.find({ collection: 'products', where: { sku: { equals: 'GW-FRITTATENSUPPE' } }, limit: 1, depth: 0, overrideAccess: true })
  soupId = docs[0]!.id
})

describe('device screens', () => {
  it('answers a new front-desk or kitchen key with the address of its screen', async () => {
    const desk = await deviceKey('frontdesk', wien)
    expect(desk.screenPath).toBe(`/geraet/frontdesk/${wien}/${encodeURIComponent(desk.apiKey)}`)
    expect(desk.path).toBe(`/api/orders/frontdesk/${wien}/${desk.apiKey}`)
    const kitchen = await deviceKey('backoffice', graz)
    expect(kitchen.screenPath).toBe(`/geraet/backoffice/${graz}/${encodeURIComponent(kitchen.apiKey)}`)
  })

  it('refuses a wrong key, another branch’s key and the other list’s key with a German 404', async () => {
    const wienKitchen = await deviceKey('backoffice', wien)
    const grazKitchen = await deviceKey('backoffice', graz)
    const wrong = await call('GET', `/orders/backoffice/${wien}/tk_${'x'.repeat(43)}`)
    expect(wrong.status).toBe(404)
    expect(wrong.body.errors?.[0]?.message).toBe('Diese Liste wurde nicht gefunden.')
    const foreign = await call('GET', `/orders/backoffice/${wien}/${grazKitchen.apiKey}`)
    expect(foreign.status).toBe(404)
    expect(foreign.body.errors?.[0]?.message).toBe('Diese Liste wurde nicht gefunden.')
    expect((await call('GET', `/orders/frontdesk/${wien}/${wienKitchen.apiKey}`)).status).toBe(404)
    expect((await call('GET', `/orders/backoffice/${wien}/${wienKitchen.apiKey}`)).status).toBe(200)
  })

  it('answers an unchanged list with 304 and a moved order with a new ETag (front desk: preparing → ready → picked up)', async () => {
    const desk = await deviceKey('frontdesk', wien)
    const kitchen = await deviceKey('backoffice', wien)
    const order = await placeOrder(wien)
    const deskList = () => call<Listed[]>('GET', `/orders/frontdesk/${wien}/${desk.apiKey}`)

    // the kitchen sees the new order at once, the front desk only once it is being prepared
    const kitchenList = await call<Listed[]>('GET', `/orders/backoffice/${wien}/${kitchen.apiKey}`)
    expect(kitchenList.body.data?.find((o) => o.id === order.id)).toMatchObject({ state: 'pending', ticketNumber: order.ticketNumber })
    expect((await deskList()).body.data?.some((o) => o.id === order.id)).toBe(false)

    expect((await act(order.id, 'confirm')).status).toBe(200)
    const first = await deskList()
    expect(first.body.data?.find((o) => o.id === order.id)?.state).toBe('confirmed')
    const etag = first.headers.get('etag')
    expect(etag).toBeTruthy()
    const again = await call('GET', `/orders/frontdesk/${wien}/${desk.apiKey}`, { headers: { 'if-none-match': etag! } })
    expect(again.status).toBe(304)

    expect((await act(order.id, 'in-delivery')).status).toBe(200)
    const ready = await call<Listed[]>('GET', `/orders/frontdesk/${wien}/${desk.apiKey}`, { headers: { 'if-none-match': etag! } })
    expect(ready.status).toBe(200)
    expect(ready.headers.get('etag')).not.toBe(etag)
    expect(ready.body.data?.find((o) => o.id === order.id)?.state).toBe('inDelivery')

    expect((await act(order.id, 'completed')).status).toBe(200)
    expect((await deskList()).body.data?.find((o) => o.id === order.id)?.state).toBe('completed')
    expect((await call<Listed[]>('GET', `/orders/backoffice/${wien}/${kitchen.apiKey}`)).body.data?.some((o) => o.id === order.id)).toBe(false)
  })
})
