import { describe, expect, it } from 'vitest'

import { readableLines } from '../../../modules/orders/admin/readableJson'

describe('order snapshots in the admin', () => {
  it('show taxes per rate in euros', () => {
    expect(readableLines('taxes', { '10': 45, '20': 1234 })).toEqual(['10 %: 0,45 €', '20 %: 12,34 €'])
    expect(readableLines('taxes', null)).toEqual([])
  })

  it('show the configuration of an item as text', () => {
    expect(
      readableLines('parts', [{ name: 'Größe', value: 'Normal' }, { name: 'Extras', values: ['Rucola', 'Oliven'] }, null, { name: 'Foto', uploads: [{}, {}] }]),
    ).toEqual(['Größe: Normal', 'Extras: Rucola, Oliven', 'Foto: 2 Dateien'])
  })
})
