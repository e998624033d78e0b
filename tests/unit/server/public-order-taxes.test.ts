import { describe, expect, it } from 'vitest'

import type { Order } from '../../../contracts/payload-types'
import { toPublicOrder } from '../../../modules/orders/intake/public'

const order = (taxes: unknown) => toPublicOrder({ id: 1, uid: 'u', hash: 'h', items: [], taxes } as unknown as Order)

describe("the public order's taxes", () => {
  it('are the stored amounts by rate', () => {
    expect(order({ '10': 89, '20': 167 }).taxes).toEqual({ '10': 89, '20': 167 })
  })

  it('leave out anything that is not an amount, and anything that is not an object', () => {
    expect(order({ '10': 89, '20': '167', '13': null }).taxes).toEqual({ '10': 89 })
    expect(order([89]).taxes).toEqual({})
    expect(order(null).taxes).toEqual({})
    expect(order('89').taxes).toEqual({})
  })
})
