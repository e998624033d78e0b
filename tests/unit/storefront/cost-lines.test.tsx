// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { priceCart } from '../../../domain'
import type { CartModel } from '../../../storefront/src/features/cart/api/useCartModel'
import { CostLines } from '../../../storefront/src/features/cart/components/CostLines'
import { CartStore, resetCartStores } from '../../../storefront/src/features/cart/store'
import { toBranchInput, toCartItemInput } from '../../../storefront/src/lib/adapters'
import { BRANCH, PIECE, SOUP } from './fixtures'

afterEach(() => {
  cleanup()
  resetCartStores()
})

function modelOf(products: (typeof SOUP)[]): CartModel {
  const branch = toBranchInput(BRANCH)
  const store = new CartStore(branch, 'takeaway')
  const inputs = products.map((product) => toCartItemInput(product, { amount: 1, unitId: PIECE.id, parts: [] }))
  return { store, state: store.getSnapshot(), branch, lines: [], inputs, area: null, areaResolution: null, postcode: '', pricing: priceCart(inputs, 'takeaway', null), count: inputs.length, currency: 'EUR' }
}

describe('CostLines', () => {
  it('shows subtotal, net, taxes and total of visible prices', () => {
    render(<CostLines model={modelOf([SOUP])} detailed />)
    expect(screen.getByText('Gesamt')).toBeInTheDocument()
    expect(screen.getByText('Netto')).toBeInTheDocument()
  })

  it('shows no sum when an item’s price is hidden (the total would give it away)', () => {
    const secret = { ...SOUP, id: 11, name: 'Tagesempfehlung', price: 1350, isPriceHidden: true }
    render(<CostLines model={modelOf([SOUP, secret])} detailed />)
    expect(screen.queryByText('Gesamt')).toBeNull()
    expect(screen.queryByText('Zwischensumme')).toBeNull()
    expect(screen.queryByText('Netto')).toBeNull()
    expect(document.body.textContent).not.toMatch(/18,40|13,50/)
  })
})
