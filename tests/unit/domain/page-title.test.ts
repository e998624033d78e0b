import { describe, expect, it } from 'vitest'

import { pageTitle } from '../../../domain'

describe('document titles (SF §2), shared by the storefront and the admin’s SEO preview', () => {
  it('names the page before the shop, or only the shop', () => {
    expect(pageTitle('site', 'Über uns', 'Genusswerk')).toBe('Über uns | Genusswerk')
    expect(pageTitle('site', '', 'Genusswerk')).toBe('Genusswerk')
    expect(pageTitle('division', 'Genusswerk', 'Genusswerk')).toBe('Genusswerk')
  })

  it('puts the checkout and status prefixes in front', () => {
    expect(pageTitle('checkout', 'Graz', 'Genusswerk')).toBe('Bestellvorgang - Graz | Genusswerk')
    expect(pageTitle('status', '', 'Genusswerk')).toBe('Bestellstatus - Genusswerk')
  })
})
