import { describe, expect, it } from 'vitest'

import { nonFiniteNumberPaths } from '../../../platform/hooks/finiteNumbers'

describe('nonFiniteNumberPaths', () => {
  it('walks a sparse array (a hole left by the server’s own code) instead of throwing “.for is not iterable”', () => {
    const sparse: unknown[] = []
    sparse[2] = { rating: Number.NaN }
    expect(nonFiniteNumberPaths({ content: sparse })).toEqual(['content.2.rating'])
  })

  it('names NaN and ±Infinity by their dotted path and ignores finite numbers', () => {
    expect(nonFiniteNumberPaths({ a: 1, b: [Infinity, 2], c: { d: -Infinity } })).toEqual(['b.0', 'c.d'])
  })
})
