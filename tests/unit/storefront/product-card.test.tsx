// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { ProductCard } from '../../../storefront/src/features/menu/components/ProductCard'
import { SOUP } from './fixtures'

afterEach(cleanup)

const card = (product: typeof SOUP) =>
  render(
    <ul>
      <ProductCard product={product} isAvailable currency="EUR" onOpen={() => {}} />
    </ul>,
  ).container.querySelector('li')

describe('product card', () => {
  it('is compact without a photo (no empty media tile)', () => {
    const li = card(SOUP)
    expect(li).toHaveClass('product--compact')
    expect(li?.querySelector('.product__media')).toBeNull()
  })

  it('shows the photo and the full card with one', () => {
    const li = card({ ...SOUP, images: [{ id: 5, filename: 'suppe.webp', extension: 'webp', version: 1, alt: 'Suppe' }] })
    expect(li).not.toHaveClass('product--compact')
    expect(li?.querySelector('.product__media img')).not.toBeNull()
  })
})
