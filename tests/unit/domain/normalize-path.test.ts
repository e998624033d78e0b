import { describe, expect, it } from 'vitest'

import { normalizePath } from '../../../domain/text'

describe('the stored form of a record path', () => {
  it('keeps the root, slugs the rest and collapses doubled slashes', () => {
    expect(normalizePath(' / ')).toBe('/')
    expect(normalizePath('Über uns//Team ')).toBe('ueber-uns/team')
    expect(normalizePath('/karte/')).toBe('karte')
  })
})
