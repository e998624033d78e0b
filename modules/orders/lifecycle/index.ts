/**
 * The order lifecycle, one home (see docs/architecture.md "Where each order concern lives"):
 *   predicates.ts  which orders are in which state — SQL and Payload Where from the domain's state table
 *   loaders.ts     the staff loader (404 for unknown and foreign orders) and the customer loader (uid + hash)
 *   writer.ts      the one writer of flags, statusChangedAt, history — and the event after commit
 *   events.ts      the side effects of each event (notifications, printing, refunds)
 * The rules themselves (state table, transitions, counter-appointments, history codes) are pure, in
 * domain/order-status.ts.
 */
export { orderBranchForStaff, orderForCustomer, orderForStaff, orderForSystem } from './loaders'
export { orderStateSql, orderStateWhere, STATE_FLAG_COLUMNS } from './predicates'
export { orderFlags, runOrderChange, writeOrderChange } from './writer'
export type { HistoryNote, OrderChange, OrderDecision } from './writer'
export { onOrderEvent } from './events'
export type { OrderEvent, OrderEventType } from './events'
