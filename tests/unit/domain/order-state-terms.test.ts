import { describe, expect, it } from 'vitest'

import { OPEN_ORDER_STATES, ORDER_STATES, ORDER_STATE_TABLE, matchesOrderStateTerms, orderState, orderStateTerms } from '../../../domain'
import type { OrderFlags, OrderState, OrderStateFlag } from '../../../domain'

const FLAGS: OrderStateFlag[] = ORDER_STATE_TABLE.map((row) => row.flag)

/** Every combination of true / false / null over the six state flags (3^6 = 729 orders). */
function everyFlagCombination(): OrderFlags[] {
  let orders: Record<string, boolean | null>[] = [{}]
  for (const flag of FLAGS) orders = orders.flatMap((o) => [true, false, null].map((v) => ({ ...o, [flag]: v })))
  return orders as OrderFlags[]
}

/** Every subset of the seven states (2^7 = 128). */
function everyStateSet(): OrderState[][] {
  return Array.from({ length: 1 << ORDER_STATES.length }, (_, mask) => ORDER_STATES.filter((_, i) => (mask & (1 << i)) !== 0))
}

describe('order state terms (the source of the SQL and Where predicates)', () => {
  it('select exactly the orders whose orderState is in the set, for every set and every flag combination', () => {
    const orders = everyFlagCombination()
    const mismatches: string[] = []
    let checked = 0
    for (const states of everyStateSet()) {
      const terms = orderStateTerms(states)
      for (const order of orders) {
        checked += 1
        if (matchesOrderStateTerms(order, terms) !== states.includes(orderState(order))) mismatches.push(`${JSON.stringify(states)} ${JSON.stringify(order)}`)
      }
    }
    expect(checked).toBe(128 * 729)
    expect(mismatches).toEqual([])
  })

  it('reduce the open states to one term: none of failed, canceled, rejected, completed', () => {
    expect(orderStateTerms(OPEN_ORDER_STATES)).toEqual([{ set: [], unset: ['isFailed', 'isCanceled', 'isRejected', 'isCompleted'] }])
  })

  it('match nothing for the empty set and everything for all states', () => {
    expect(orderStateTerms([])).toEqual([])
    expect(orderStateTerms(ORDER_STATES)).toEqual([{ set: [], unset: [] }])
  })

  it('let a terminal flag win over progress flags (a cancelled order that was confirmed is cancelled)', () => {
    const terms = orderStateTerms(['confirmed'])
    expect(matchesOrderStateTerms({ isConfirmed: true, isCanceled: true }, terms)).toBe(false)
    expect(matchesOrderStateTerms({ isConfirmed: true, isCanceled: null }, terms)).toBe(true)
  })
})
