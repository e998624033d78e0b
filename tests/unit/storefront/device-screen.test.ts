/** The device screens' grouping and texts (storefront/src/features/device-screen/board.ts), with a pinned clock. */
import { describe, expect, it } from 'vitest'

import type { BoardPart } from '../../../contracts'

import type { FrontdeskOrder, KitchenOrder } from '../../../storefront/src/features/device-screen/api/useDeviceOrders'
import { PICKED_UP_SHOWN, ageText, frontdeskColumns, kitchenColumns, kitchenItem, ticketNote } from '../../../storefront/src/features/device-screen/board'

const NOW = Date.parse('2026-11-23T17:00:00Z') // 18:00 in Vienna
const desk = (id: number, state: FrontdeskOrder['state'], extra: Partial<FrontdeskOrder> = {}): FrontdeskOrder => ({
  id,
  ticketNumber: `A${String(id).padStart(2, '0')}`,
  state,
  deliveryType: 'takeaway',
  tableIdentifier: null,
  appointmentDate: null,
  statusChangedAt: null,
  ...extra,
})

describe('device screen board', () => {
  it('groups the front desk into preparing, ready and the newest picked-up orders', () => {
    const picked = Array.from({ length: PICKED_UP_SHOWN + 2 }, (_, i) => desk(10 + i, 'completed', { statusChangedAt: new Date(NOW - (20 - i) * 60_000).toISOString() }))
    const { preparing, ready, pickedUp } = frontdeskColumns([desk(1, 'confirmed'), desk(2, 'inDelivery'), desk(3, 'confirmed'), ...picked])
    expect(preparing.orders.map((o) => o.id)).toEqual([1, 3])
    expect(ready.orders.map((o) => o.id)).toEqual([2])
    expect(pickedUp.orders).toHaveLength(PICKED_UP_SHOWN)
    expect(pickedUp.orders[0]!.id).toBe(10 + PICKED_UP_SHOWN + 1)
    expect([preparing.title, ready.title, pickedUp.title]).toEqual(['In Zubereitung', 'Abholbereit', 'Abgeholt'])
  })

  it('notes table, delivery and a later appointment in the shop time zone', () => {
    expect(ticketNote(desk(1, 'confirmed'), NOW, 'Europe/Vienna')).toBe('')
    expect(ticketNote(desk(1, 'confirmed', { deliveryType: 'dineIn', tableIdentifier: '4' }), NOW, 'Europe/Vienna')).toBe('Dine In · Tisch 4')
    expect(ticketNote(desk(1, 'confirmed', { appointmentDate: '2026-11-23T17:30:00Z' }), NOW, 'Europe/Vienna')).toBe('für 18:30 Uhr')
    expect(ticketNote(desk(1, 'confirmed', { appointmentDate: '2026-11-23T16:30:00Z' }), NOW, 'Europe/Vienna')).toBe('')
  })

  it('shows the kitchen every open order by state with its items and parts', () => {
    const order: KitchenOrder = {
      id: 5,
      ticketNumber: 'A05',
      state: 'pending',
      createdAt: new Date(NOW - 7 * 60_000 - 5_000).toISOString(),
      deliveryType: 'takeaway',
      tableIdentifier: null,
      appointmentDate: null,
      customerName: 'Kurt Küche',
      comment: null,
      items: [
        {
          name: 'Frittatensuppe',
          amount: 2,
          unitName: 'Port.',
          // a stored snapshot is JSON the screen does not trust: a null among the parts is skipped
          parts: [{ name: 'Beilage', type: 'option', values: ['Röstzwiebel'] }, null] as unknown as BoardPart[],
        },
      ],
    }
    expect(kitchenColumns([order, { ...order, id: 6, state: 'confirmed' }]).map((c) => [c.title, c.orders.length])).toEqual([
      ['Neu', 1],
      ['In Zubereitung', 1],
      ['In Zustellung / abholbereit', 0],
    ])
    expect(kitchenItem(order.items[0]!)).toEqual({ title: '2 Port. × Frittatensuppe', parts: ['Beilage: Röstzwiebel'] })
    expect(ageText(order.createdAt, NOW)).toBe('seit 7 Min.')
    expect(ageText(new Date(NOW - 20_000).toISOString(), NOW)).toBe('gerade eben')
  })
})
