/**
 * The order lifecycle: predicates.ts (which orders are in which state, as SQL and Where), loaders.ts, writer.ts (the one
 * writer and its event), events.ts (side effects), repair-notifications.ts (the repair job). The rules themselves are
 * pure, in domain/order-status.ts (docs/architecture.md "Where each order concern lives").
 */
export { orderBranchForStaff, orderForCustomer, orderForStaff, orderForSystem } from './loaders'
export { orderStateSql, orderStateWhere, STATE_FLAG_COLUMNS } from './predicates'
export { orderFlags, runOrderChange, writeOrderChange } from './writer'
export type { HistoryNote, OrderChange, OrderDecision } from './writer'
export { onOrderEvent } from './events'
export type { OrderEvent, OrderEventType } from './events'
