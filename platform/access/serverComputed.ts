import type { FieldAccess } from 'payload'

/** Marks a request of the generic record calls (platform/records/records.ts sets it on the request's context). */
export const RECORD_CALL = 'recordCall'

/**
 * Field access of values the server computes (an order's totals, payment state, items, status flags): written only
 * by the server's own operations, which call the Local API directly (modules/orders/staff, modules/orders/intake,
 * modules/payments — with the staff member's access or overrideAccess). Refused — i.e. left out of the write — to
 * Payload's REST/GraphQL API (the admin form, /backend/api) and to the generic record calls (PUT/POST /api/orders).
 */
export const serverComputed: FieldAccess = ({ req }) => req.payloadAPI === 'local' && req.context?.[RECORD_CALL] !== true

export const serverComputedAccess = { create: serverComputed, update: serverComputed }
