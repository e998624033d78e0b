import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'

import { dropNullGroups } from '../../../platform/hooks/nullGroups'

const fields = [
  { name: 'name', type: 'text' },
  { name: 'schedule', type: 'array', flattenedFields: [] },
  { name: 'kitchen', type: 'group', flattenedFields: [{ name: 'takeaway', type: 'group', flattenedFields: [{ name: 'minutes', type: 'number' }] }] },
  { name: 'seo', type: 'tab', flattenedFields: [{ name: 'title', type: 'text' }] },
] as unknown as FlattenedField[]

describe('a null group (fuzz seed 859682111)', () => {
  it('is left out at any depth of groups and named tabs; other nulls stay for their own rules', () => {
    const data: Record<string, unknown> = { name: null, schedule: null, kitchen: { takeaway: null }, seo: null }
    expect(dropNullGroups(fields, data)).toBe(2)
    expect(data).toEqual({ name: null, schedule: null, kitchen: {} })
  })

  it('leaves groups that carry values alone', () => {
    const data = { kitchen: { takeaway: { minutes: 20 } }, seo: { title: 'Karte' } }
    expect(dropNullGroups(fields, data)).toBe(0)
    expect(data).toEqual({ kitchen: { takeaway: { minutes: 20 } }, seo: { title: 'Karte' } })
  })
})
