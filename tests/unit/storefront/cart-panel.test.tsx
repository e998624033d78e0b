// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'

import { priceCart } from '../../../domain'
import type { CartModel } from '../../../storefront/src/features/cart/api/useCartModel'
import { CartPanel } from '../../../storefront/src/features/cart/components/CartPanel'
import { CartStore, resetCartStores } from '../../../storefront/src/features/cart/store'
import { toBranchInput, toCartItemInput } from '../../../storefront/src/lib/adapters'
import { BRANCH, PIECE, SOUP } from './fixtures'

afterEach(() => {
  cleanup()
  resetCartStores()
})

function modelWith(count: number): CartModel {
  const branch = toBranchInput(BRANCH)
  const store = new CartStore(branch, 'takeaway')
  const inputs = Array.from({ length: count }, () => toCartItemInput(SOUP, { amount: 1, unitId: PIECE.id, parts: [] }))
  const lines = inputs.map((_, index) => ({
    item: { key: `k${index}`, productId: SOUP.id, amount: 1, unitId: PIECE.id, parts: [] },
    product: SOUP,
    unitLabel: 'Stück',
    priceText: '4,90 €',
  })) as unknown as CartModel['lines']
  return { store, state: store.getSnapshot(), branch, lines, inputs, area: null, areaResolution: null, postcode: '', pricing: priceCart(inputs, 'takeaway', null), count, currency: 'EUR' }
}

describe('open cart panel', () => {
  it('keeps the subtotal outside the scrolling item list, right above "Zur Kasse"', () => {
    render(
      <MemoryRouter>
        <CartPanel model={modelWith(12)} checkoutPath="/checkout" notification={null} onEdit={() => {}} />
      </MemoryRouter>,
    )
    expect(screen.queryByText('Zwischensumme')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: /Warenkorb/ }))
    const subtotal = screen.getByText('Zwischensumme')
    const list = document.querySelector('.cart-panel__body')
    const summary = subtotal.closest('.cart-panel__summary')
    expect(list).not.toBeNull()
    expect(list).not.toContainElement(subtotal)
    expect(summary).not.toBeNull()
    // summary directly before the call to action
    expect(summary?.nextElementSibling).toHaveClass('cart-panel__cta')
  })
})
