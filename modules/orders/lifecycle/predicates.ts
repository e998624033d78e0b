/**
 * Order state predicates for the database, generated from the domain's state table (domain/order-status.ts
 * ORDER_STATE_TABLE via orderStateTerms): the same terms become a SQL condition (raw statements: the board, the
 * device lists, statistics) and a Payload `Where` (Local API finds). tests/int/order-lifecycle.test.ts checks on
 * generated orders that both select exactly the orders `orderState` puts in the set.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Where } from 'payload'

import { orderStateTerms } from '../../../domain'
import type { OrderFlagTerm, OrderState, OrderStateFlag } from '../../../domain'

type SQL = ReturnType<typeof sql>

/** The column of each state flag in `orders`. */
export const STATE_FLAG_COLUMNS: Readonly<Record<OrderStateFlag, string>> = {
  isFailed: 'is_failed',
  isCanceled: 'is_canceled',
  isRejected: 'is_rejected',
  isCompleted: 'is_completed',
  isInDelivery: 'is_in_delivery',
  isConfirmed: 'is_confirmed',
}

const column = (alias: string | null, flag: OrderStateFlag): SQL =>
  alias ? sql`${sql.identifier(alias)}.${sql.identifier(STATE_FLAG_COLUMNS[flag])}` : sql`${sql.identifier(STATE_FLAG_COLUMNS[flag])}`

function termSql(term: OrderFlagTerm, alias: string | null): SQL {
  const parts = [
    ...term.set.map((flag) => sql`${column(alias, flag)} is true`),
    // a NULL flag counts as not set, as in orderState
    ...term.unset.map((flag) => sql`${column(alias, flag)} is not true`),
  ]
  return parts.length === 0 ? sql`true` : sql`(${sql.join(parts, sql` and `)})`
}

/** SQL condition: the order (table alias `alias`, default `o`; null for none) is in one of `states`. */
export function orderStateSql(states: readonly OrderState[], alias: string | null = 'o'): SQL {
  const terms = orderStateTerms(states)
  if (terms.length === 0) return sql`false`
  if (terms.length === 1) return termSql(terms[0]!, alias)
  return sql`(${sql.join(
    terms.map((term) => termSql(term, alias)),
    sql` or `,
  )})`
}

const termWhere = (term: OrderFlagTerm): Where => ({
  and: [
    ...term.set.map((flag): Where => ({ [flag]: { equals: true } })),
    // Payload's not_equals includes NULL (IS NULL OR <> true)
    ...term.unset.map((flag): Where => ({ [flag]: { not_equals: true } })),
  ],
})

/** Payload `Where`: the order is in one of `states`. */
export function orderStateWhere(states: readonly OrderState[]): Where {
  const terms = orderStateTerms(states)
  if (terms.length === 0) return { id: { exists: false } }
  if (terms.length === 1) return termWhere(terms[0]!)
  return { or: terms.map(termWhere) }
}
