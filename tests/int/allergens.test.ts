/**
 * Issue #34: allergens are the 14 codes A–R on products and on the options of configurable parts. An active product
 * declares its allergens or that it contains none (German 400 on the field); an order item keeps the product's
 * allergens merged with its chosen options'; receipt (printer, browser, PDF) and e-mail name them with a legend.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Order, Product } from '../../contracts/payload-types'
import { ALLERGEN_MESSAGES } from '../../domain'
import { buildReceipt, loadOrderBundle } from '../../modules/notifications'
import { renderEmail } from '../../modules/notifications/templates'
import { branchByIdentifier, publicOrderBody } from '../fakes/orders'
import { call, loadPayload, login } from './helpers/api'
import { ADMIN } from './helpers/users'

type ProductAnswer = { id: number; allergens?: string[]; allergenFree?: boolean; isEnabled?: boolean }

let payload: Payload
let admin: string
const created: number[] = []

beforeAll(async () => {
  payload = await loadPayload()
  admin = await login(ADMIN.email, ADMIN.password)
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'products', id, overrideAccess: true }).catch(() => {})
})

describe('the publish rule', () => {
  it('refuses an active product without a declaration, with a German message on the allergens field', async () => {
    const res = await call('POST', '/products', { token: admin, body: { name: 'Ohne Angabe', price: 500, type: 'simple' } })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual([{ field: 'allergens', message: ALLERGEN_MESSAGES.undeclared }])
  })

  it('saves an inactive draft, and activates it only once it declares codes or "contains none"', async () => {
    const draft = await call<ProductAnswer>('POST', '/products', { token: admin, body: { name: 'Entwurf', price: 500, type: 'simple', isEnabled: false } })
    expect(draft.status, JSON.stringify(draft.body)).toBe(201)
    const id = draft.body.data!.id
    created.push(id)
    const publish = await call('PUT', `/products/${id}`, { token: admin, body: { isEnabled: true } })
    expect(publish.status).toBe(400)
    expect(publish.body.errors?.[0]).toEqual({ field: 'allergens', message: ALLERGEN_MESSAGES.undeclared })
    const both = await call('PUT', `/products/${id}`, { token: admin, body: { isEnabled: true, allergens: ['G'], allergenFree: true } })
    expect(both.status).toBe(400)
    expect(both.body.errors?.[0]?.message).toBe(ALLERGEN_MESSAGES.contradictory)
    const none = await call<ProductAnswer>('PUT', `/products/${id}`, { token: admin, body: { isEnabled: true, allergenFree: true } })
    expect(none.status, JSON.stringify(none.body)).toBe(200)
    const coded = await call<ProductAnswer>('PUT', `/products/${id}`, { token: admin, body: { allergens: ['G', 'A'], allergenFree: false } })
    expect(coded.status, JSON.stringify(coded.body)).toBe(200)
    expect(coded.body.data).toMatchObject({ isEnabled: true, allergens: ['A', 'G'] })
  })

  it('refuses a code that is none of the 14 (K is no Austrian code)', async () => {
    const res = await call('POST', '/products', { token: admin, body: { name: 'Mit K', price: 500, type: 'simple', allergens: ['K'] } })
    expect(res.status).toBe(400)
    expect(res.body.errors?.[0]?.field).toBe('allergens')
  })

  it('refuses a text, a number or an unknown code beside valid ones in German, never with a 500 (fuzz seed 691902041)', async () => {
    const draft = await call<ProductAnswer>('POST', '/products', { token: admin, body: { name: 'Prüfling', price: 500, type: 'simple', allergens: ['G'] } })
    expect(draft.status, JSON.stringify(draft.body)).toBe(201)
    const id = draft.body.data!.id
    created.push(id)
    for (const allergens of ['~_Vp*', 'G', 7, { G: true }, ['G', 'K']]) {
      const res = await call('PUT', `/products/${id}`, { token: admin, body: { allergens, allergenFree: true } })
      expect(res.status, JSON.stringify(allergens)).toBe(400)
      expect(res.body.errors, JSON.stringify(allergens)).toEqual([{ field: 'allergens', message: ALLERGEN_MESSAGES.invalid }])
    }
    const kept = await payload.findByID({ collection: 'products', id, depth: 0, overrideAccess: true })
    expect([kept.allergens, kept.allergenFree]).toEqual([['G'], false])
  })
})

describe('an order with an option that adds an allergen', () => {
  let order: Order

  beforeAll(async () => {
    const graz = await branchByIdentifier(payload, 'graz')
    const { docs } = await payload.find({ collection: 'products', where: { sku: { equals: 'GW-GENUSSWERK-BURGER' } }, limit: 1, depth: 0, overrideAccess: true })
    const burger = docs[0] as Product
    expect(burger.allergens).toEqual(['A', 'C', 'G', 'M'])
    // Garstufe, Beilage "Kleiner Salat" (M, O), Ohne
    const parts = [{ value: 'Medium' }, { value: 'Kleiner Salat' }, { values: [] }]
    const res = await call<{ uid: string }>('POST', '/orders/public', { body: publicOrderBody(graz.id, burger.id, { items: [{ product: burger.id, amount: 1, parts }] }) })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const found = await payload.find({ collection: 'orders', where: { uid: { equals: res.body.data!.uid } }, limit: 1, depth: 0, overrideAccess: true })
    order = found.docs[0] as Order
  })

  it('keeps the product’s allergens merged with the chosen option’s in the item, and the option’s own in its part', () => {
    const item = order.items?.[0]
    expect(item?.allergens).toBe('A, C, G, M, O')
    expect(item?.parts).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Beilage', options: [expect.objectContaining({ name: 'Kleiner Salat', allergens: ['M', 'O'] })] })]))
  })

  it('names them on the receipt (printer, browser, PDF share the blocks) with the legend of the letters', async () => {
    const blocks = buildReceipt(await loadOrderBundle(payload, order.id))
    expect(blocks).toContainEqual({ kind: 'indent', text: 'Allergene: A, C, G, M, O' })
    expect(blocks).toContainEqual({ kind: 'text', text: 'Allergene: A = Gluten, C = Ei, G = Milch/Laktose, M = Senf, O = Sulfite' })
  })

  it('names them in the order e-mail, to the customer and to the branch', async () => {
    const bundle = await loadOrderBundle(payload, order.id)
    for (const template of ['received', 'newOrder'] as const) {
      const { body } = renderEmail(template, bundle)
      expect(body).toContain('      Allergene: A, C, G, M, O')
      expect(body).toContain('Allergene: A = Gluten, C = Ei, G = Milch/Laktose, M = Senf, O = Sulfite')
    }
  })
})
