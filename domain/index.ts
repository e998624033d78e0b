/**
 * Tresen rules engine — pure TypeScript shared by server (Payload/Next) and storefront (Vite).
 * No clock, no I/O: `now` and the branch's IANA time zone are parameters. See docs/domain.md.
 */
export * from './types'
export * from './time-zone'
export * from './messages'
export * from './format'
export * from './money'
export * from './schedule'
export * from './opening-hours'
export * from './slots'
export * from './menu'
export * from './units'
export * from './pricing'
export * from './cart'
export * from './checkout'
export * from './notices'
export * from './order-status'
export * from './feedback'
export * from './search'
export * from './text'
export * from './ticket'
export * from './records'
