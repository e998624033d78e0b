/** The orders module's public surface: other modules import only from here. */
export { secretsMatch } from './intake/secrets'
export { orderFlags, orderForSystem, orderStateSql, orderStateWhere, runOrderChange } from './lifecycle'
export type { OrderDecision } from './lifecycle'
export { ORDER_CHANNEL } from './lifecycle/notify'
export { boardSettings, startOfToday } from './staff/board'
export { staffScope } from './staff/scope'
export type { Scope } from './staff/scope'
