/**
 * Wire contracts of our /api, written once: answer types (records as `Pick<>`s of payload-types.ts) and request
 * body schemas (zod). Besides zod it imports only domain/ and the German message catalogues — no server runtime — so
 * storefront, admin and device screens `import type` from it. One file per area: catalogue and init (records), orders,
 * content, devices, signage, statistics, time tracking, questionnaires, uploads. Body errors: parseBody (errors.ts).
 */
export * from './errors'
export * from './order-admin'
export * from './order-body'
export * from './kitchen'
export * from './privacy'
export type * from './orders'
export type * from './records'
export type * from './content'
export type * from './devices'
export type * from './signage'
export type * from './questionnaires'
export type * from './statistics'
export type * from './time-tracking'
export type * from './uploads'
