/**
 * Issue 34: what the storefront needs for unit prices reaches it — the product's Füllmenge, its per-100 switch and the
 * populated unit (type, factor) in /api/init and GET /api/products — and the admin refuses an incomplete Füllmenge.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { productFromRecord, productUnitPrice, unitPriceLine } from '../../domain'
import type { ProductRecord } from '../../domain'
import { call, loadPayload } from './helpers/api'

type Entry = { url: string; data: unknown }
type ProductDoc = ProductRecord & { name: string; netQuantity?: { amount?: number | null; unit?: string | null } | null; isUnitPricePer100?: boolean | null }

let payload: Payload
const created: number[] = []

beforeAll(async () => {
  payload = await loadPayload()
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'products', id, overrideAccess: true }).catch(() => {})
})

const initProducts = async (): Promise<ProductDoc[]> => {
  const res = await call<Entry[]>('GET', '/init')
  expect(res.status).toBe(200)
  return res.body.data!.find((entry) => entry.url === '/api/products')!.data as ProductDoc[]
}

describe('unit prices in /api/init and GET /api/products', () => {
  it('carries the Füllmenge of the demo’s pieces, and the storefront’s rule turns it into the Grundpreis', async () => {
    const products = await initProducts()
    const byName = (name: string) => products.find((product) => product.name === name)!
    const almdudler = byName('Almdudler 0,35 l')
    expect(almdudler.netQuantity).toEqual({ amount: 0.35, unit: 'l' })
    expect(unitPriceLine(productFromRecord(almdudler))).toBe('0,35 l · Grundpreis 11,14 € / 1 l')
    const coffee = byName('Kaffee Hausmischung (250 g)')
    expect(coffee.netQuantity).toEqual({ amount: 250, unit: 'g' })
    expect(productUnitPrice(productFromRecord(coffee))?.text).toBe('39,60 € / 1 kg')
    // GET answers the same record
    expect((await call<ProductDoc>('GET', `/products/${almdudler.id}`)).body.data).toMatchObject({ netQuantity: { amount: 0.35, unit: 'l' } })
  })

  it('carries the populated unit and the per-100 switch of products sold by measure (ham per dag, schnapps per cl)', async () => {
    const products = await initProducts()
    const ham = products.find((product) => product.name === 'Beinschinken')!
    expect(ham.isUnitPricePer100).toBe(true)
    expect(ham.unit).toMatchObject({ shortName: 'dag', type: 'weight', factor: 10 })
    expect(productUnitPrice(productFromRecord(ham))?.text).toBe('24,90 € / 100 g')
    const schnapps = products.find((product) => product.name === 'Wachauer Marillenbrand')!
    expect(productUnitPrice(productFromRecord(schnapps))?.text).toBe('230,00 € / 1 l')
    // a dish has none
    const soup = products.find((product) => product.name === 'Frittatensuppe')!
    expect(soup.netQuantity ?? { amount: null, unit: null }).toEqual({ amount: null, unit: null })
    expect(unitPriceLine(productFromRecord(soup))).toBeNull()
  })
})

describe('the admin’s Füllmenge', () => {
  const base = { name: 'Füllmenge-Test', price: 500, type: 'simple', allergenFree: true }

  it('stores a positive amount with its unit', async () => {
    const doc = await payload.create({ collection: 'products', data: { ...base, netQuantity: { amount: 0.75, unit: 'l' } } as never, overrideAccess: true })
    created.push(doc.id)
    expect(doc.netQuantity).toEqual({ amount: 0.75, unit: 'l' })
  })

  it('refuses an amount without unit, a unit without amount and an amount of 0, in German', async () => {
    await expect(payload.create({ collection: 'products', data: { ...base, netQuantity: { amount: 250 } } as never, overrideAccess: true })).rejects.toThrow(
      /Füllmenge > Einheit|Einheit/,
    )
    const refusal = async (netQuantity: unknown) => {
      try {
        await payload.create({ collection: 'products', data: { ...base, netQuantity } as never, overrideAccess: true })
        return null
      } catch (error) {
        return (error as { data?: { errors?: { message: string }[] } }).data?.errors?.map((entry) => entry.message) ?? []
      }
    }
    expect(await refusal({ amount: 250 })).toEqual(['Bitte wählen Sie die Einheit der Füllmenge.'])
    expect(await refusal({ unit: 'g' })).toEqual(['Bitte geben Sie die Füllmenge zur gewählten Einheit an.'])
    expect(await refusal({ amount: 0, unit: 'g' })).toEqual(['Bitte geben Sie eine Füllmenge größer als 0 an.'])
  })
})
