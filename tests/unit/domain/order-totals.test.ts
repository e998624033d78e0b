import { describe, expect, it } from 'vitest'

import { isPricingApproximate, orderTotals, priceCart } from '../../../domain'
import type { ProductInput } from '../../../domain'

const product = (over: Partial<ProductInput>): ProductInput => ({ id: 1, price: 1000, tax: 10, ...over })

describe('the stored totals of an order', () => {
  it('are the pricing result in cents, with gross = net + tax', () => {
    const totals = orderTotals(priceCart([{ product: product({}), amount: 3 }], 'takeaway'))
    expect(totals).toMatchObject({ gross: 3000, totalGross: 3000, isApproximate: false })
    expect(totals.net + totals.tax).toBe(totals.gross)
  })

  it('are marked approximate for ca./ab. lines and hidden prices, not for fixed ones', () => {
    expect(isPricingApproximate(priceCart([{ product: product({ calculationModel: 'approximate' }), amount: 1 }], 'takeaway'))).toBe(true)
    expect(isPricingApproximate(priceCart([{ product: product({ calculationModel: 'minimum' }), amount: 1 }], 'takeaway'))).toBe(true)
    expect(isPricingApproximate(priceCart([{ product: product({ isPriceHidden: true }), amount: 1 }], 'takeaway'))).toBe(true)
    expect(isPricingApproximate(priceCart([{ product: product({}), amount: 1 }], 'takeaway'))).toBe(false)
  })
})
