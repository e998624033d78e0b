/** A public order placed through a running server (the seed's Graz branch, Frittatensuppe) — the server tests' fixture. */
import { expect } from 'vitest'

import { publicOrderBody } from '../../fakes/orders'

type InitEntry = { url: string; data: Record<string, unknown>[] }

/** Places the order on `base` (201 expected) and answers the intake's `data` (uid, hash, …). */
export async function placeGrazSoupOrder<T extends { uid: string; hash: string }>(base: string, amount = 1): Promise<T> {
  const init = (await (await fetch(`${base}/api/init`)).json()) as { data: InitEntry[] }
  const list = (url: string) => init.data.find((e) => e.url === url)!.data
  const graz = list('/api/branches').find((b) => b.identifier === 'graz')!
  const soup = list('/api/products').find((p) => p.sku === 'GW-FRITTATENSUPPE')!
  const res = await fetch(`${base}/api/orders/public`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(publicOrderBody(Number(graz.id), Number(soup.id), { items: [{ product: Number(soup.id), amount }] })),
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { data: T }).data
}
