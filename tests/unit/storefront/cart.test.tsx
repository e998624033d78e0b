// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'

import { cartCount } from '../../../domain'
import { toBranchInput, toCartItemInput } from '../../../storefront/src/lib/adapters'
import { CartStore, initialDeliveryType, resetCartStores } from '../../../storefront/src/features/cart/store'
import { BRANCH, DAG, LEBERKAESE, OTHER_BRANCH, PIECE, SOUP } from './fixtures'

const item = (key: string, amount = 1) => ({ key, productId: SOUP.id, amount, unitId: PIECE.id, parts: [] })

beforeEach(() => {
  window.sessionStorage.clear()
  resetCartStores()
})

describe('cart store', () => {
  it('persists items per branch in sessionStorage after every change', () => {
    const graz = new CartStore(toBranchInput(BRANCH))
    graz.addItem(item('a'))
    graz.addItem(item('b', 2))
    expect(JSON.parse(window.sessionStorage.getItem('tresen.cart.1.items') ?? '[]')).toHaveLength(2)
    graz.removeItem('a')
    expect(JSON.parse(window.sessionStorage.getItem('tresen.cart.1.items') ?? '[]')).toHaveLength(1)

    const wien = new CartStore(toBranchInput(OTHER_BRANCH))
    expect(wien.getSnapshot().items).toHaveLength(0)
    // a new store for the same branch reads what was saved
    expect(new CartStore(toBranchInput(BRANCH)).getSnapshot().items.map((entry) => entry.key)).toEqual(['b'])
  })

  it('emptying keeps the order but blanks appointment and comment; clear() removes everything', () => {
    const store = new CartStore(toBranchInput(BRANCH))
    store.addItem(item('a'))
    store.setOrder({ firstName: 'Erika', appointmentDate: '2026-11-24T10:00:00.000Z', comment: 'Bitte klingeln' })
    store.empty()
    expect(store.getSnapshot().items).toEqual([])
    expect(store.getSnapshot().order).toMatchObject({ firstName: 'Erika', appointmentDate: null, comment: '' })
    store.clear()
    expect(store.getSnapshot().order).toEqual({})
    expect(window.sessionStorage.getItem('tresen.cart.1.items')).toBeNull()
  })

  it('delivery flags per session; defaultDeliveryMethod only when nothing is persisted and supported', () => {
    const branch = toBranchInput(BRANCH)
    expect(initialDeliveryType(branch, null, 'delivery')).toBe('delivery')
    expect(initialDeliveryType({ ...branch, isDeliveryEnabled: false }, null, 'delivery')).toBe('takeaway')
    expect(initialDeliveryType(branch, { isDelivery: false, isDineIn: true }, 'delivery')).toBe('dineIn')
    const store = new CartStore(branch, 'takeaway')
    store.setDeliveryType('delivery')
    expect(window.sessionStorage.getItem('tresen.isDelivery')).toBe('true')
    resetCartStores()
    expect(new CartStore(branch, 'takeaway').getSnapshot().deliveryType).toBe('delivery')
  })

  it('defaults to the first delivery area', () => {
    expect(new CartStore(toBranchInput(BRANCH)).getSnapshot().deliveryArea).toBe('a1')
  })

  it('counts pieces by amount and weight items as one', () => {
    const items = [toCartItemInput(SOUP, { amount: 3, unitId: PIECE.id, parts: [] }), toCartItemInput(LEBERKAESE, { amount: 20, unitId: DAG.id, parts: [] })]
    expect(cartCount(items)).toBe(4)
  })
})
