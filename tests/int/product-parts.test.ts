/**
 * SF §5: only a configurable product has parts. A product of another type keeps its complete parts, but saving it
 * does not validate them (the admin hides the tab: Payload skips fields whose condition fails; unfinished rows the
 * table cannot store are dropped), and the order ignores them (orders-public.test.ts); a configurable product's
 * parts are validated as before.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { call, login } from './helpers/api'
import { ADMIN } from './helpers/users'

type ProductAnswer = { id: number; type: string; config?: { parts?: { name?: string | null; type: string }[] } }

let admin: string
// a part without its required name, and a select option without its required name
const brokenParts = [{ type: 'select', optional: false, options: [{ modifier: 'add', value: 100 }] }]
// a complete part with an option left unfinished and one whose price is no whole number of cents
const partlyBroken = [
  { name: 'Größe', type: 'select', options: [{ name: 'Groß', modifier: 'add', value: 100 }, { modifier: 'add', value: 50 }] },
  { name: 'Extras', type: 'multiselect', options: [{ name: 'Käse', modifier: 'add', value: 0.5 }] },
]

beforeAll(async () => {
  admin = await login(ADMIN.email, ADMIN.password)
})

describe('parts of a product that is not configurable', () => {
  it.each(['simple', 'bundle'])('a %s product is saved without its parts being validated; it keeps the complete ones', async (type) => {
    const res = await call<ProductAnswer>('POST', '/products', {
      token: admin,
      body: { allergenFree: true, name: `Ohne Teile ${type}`, price: 500, type, config: { parts: [...brokenParts, ...partlyBroken] } },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.data!.config?.parts?.map((p) => p.name)).toEqual(['Größe', 'Extras'])
  })

  it('a configurable product’s parts are validated (German 400 naming the field), also after a switch of type', async () => {
    const bad = await call('POST', '/products', { token: admin, body: { allergenFree: true, name: 'Mit Teilen', price: 500, type: 'configurable', config: { parts: brokenParts } } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors?.map((e) => e.field)).toEqual(expect.arrayContaining(['config.parts.0.name']))
    const simple = await call<ProductAnswer>('POST', '/products', { token: admin, body: { allergenFree: true, name: 'Bald konfigurierbar', price: 500, type: 'simple', config: { parts: partlyBroken } } })
    const id = simple.body.data!.id
    // the kept parts are validated once the product is configurable: the option priced at half a cent
    const switched = await call('PUT', `/products/${id}`, { token: admin, body: { type: 'configurable' } })
    expect(switched.status).toBe(400)
    expect(switched.body.errors?.map((e) => e.field)).toEqual(['config.parts.1.options.0.value'])
    const fixed = await call<ProductAnswer>('PUT', `/products/${id}`, {
      token: admin,
      body: { type: 'configurable', config: { parts: [{ name: 'Größe', type: 'select', options: [{ name: 'Groß', modifier: 'add', value: 100 }] }] } },
    })
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200)
    expect(fixed.body.data!.type).toBe('configurable')
  })
})
