// @vitest-environment jsdom
/**
 * Cart, checkout and purchase events carry their branch (id) and the path of their page: a batch without a page view
 * (the visitor only added to the cart since the last flush) still counts for the branch (docs/statistics.md §1).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'

import { PIECE, SOUP } from './fixtures'

afterEach(() => {
  window.history.replaceState(null, '', '/')
  vi.restoreAllMocks()
  vi.resetModules()
})

async function recorded() {
  const analytics = await import('../../../storefront/src/features/analytics/analytics')
  const commerce = await import('../../../storefront/src/features/analytics/commerce')
  const push = vi.spyOn(analytics.queue, 'push').mockImplementation(() => undefined)
  const data = () => push.mock.calls.map(([event]) => ({ type: event.type, ...event.data }))
  return { ...commerce, data }
}

describe('commerce events', () => {
  it('name the branch and the page path (without the query) they happened on', async () => {
    const { trackAddToCart, trackInitiateCheckout, trackPurchase, data } = await recorded()
    window.history.replaceState(null, '', '/store/wien?utm_source=flyer')
    trackAddToCart(SOUP, { product: SOUP.id, amount: 1, unit: PIECE.id } as never, 'takeaway', 'EUR', 2)
    window.history.replaceState(null, '', '/store/wien/checkout')
    const lines = [{ product: { id: SOUP.id, name: SOUP.name }, item: { amount: 1 }, gross: 490 }]
    trackInitiateCheckout(lines, 'EUR', 2)
    trackPurchase(lines, 'EUR', 'uid-1', 2)
    expect(data()).toEqual([
      expect.objectContaining({ type: 'addtocart', branch: 2, path: '/store/wien' }),
      expect.objectContaining({ type: 'initiatecheckout', branch: 2, path: '/store/wien/checkout' }),
      expect.objectContaining({ type: 'purchase', branch: 2, path: '/store/wien/checkout', orderId: 'uid-1', value: 4.9 }),
    ])
  })
})
