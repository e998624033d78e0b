/**
 * Per-branch device API keys and the device order lists (BO §2 "Front desk and back office order lists use the
 * parameters branchId and apiKey"). A key is shown once when it is created; only its sha-256 is stored
 * (`devices.apiKeyHash`, readable by nobody). The lists are authorised by the key, not by a user.
 */
import { hash, randomBytes, timingSafeEqual } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest, Where } from 'payload'

import { OPEN_ORDER_STATES, customerName, orderState } from '../../domain'
import type { Device, Order } from '../../contracts/payload-types'
import type { BackofficeOrder, BoardPart, FrontdeskOrder, RotatedDeviceKey } from '../../contracts'
import { ApiError, forbidden, notFound } from '../../platform/api/errors'
import { isRecordId } from '../../platform/records/records'
import { execute } from '../../platform/db'
import { ORDER_ADMIN_MESSAGES as M } from '../../domain/order-admin-messages'
import { boardSettings, startOfToday } from '../orders'
import { orderFlags, orderStateWhere } from '../orders'

export type DeviceListKind = 'frontdesk' | 'backoffice'
/** Device types that hold an API key: the order-list screens and the shared time clock (docs/time-tracking.md). */
export type KeyedDeviceKind = DeviceListKind | 'timeclock'

export const hashApiKey = (key: string): string => hash('sha256', key, 'hex')

/** A new random key: 'tk_' + 32 random bytes, base64url. */
export const newApiKey = (): string => `tk_${randomBytes(32).toString('base64url')}`

/** Constant-time comparison of two sha-256 hex digests. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  if (x.length !== 32 || y.length !== 32) return false
  return timingSafeEqual(x, y)
}

/** The device screen of a front-desk or back-office key (the storefront route /geraet/:kind/:branchId/:apiKey). */
export const deviceScreenPath = (kind: DeviceListKind, branchId: number, apiKey: string): string =>
  `/geraet/${kind}/${branchId}/${encodeURIComponent(apiKey)}`

/**
 * POST /devices/:id/rotate-api-key — staff of the device's branch or admins. Replaces the key (the old one stops
 * working at once) and returns the new key this one time.
 */
export async function rotateDeviceApiKey(req: PayloadRequest, id: number): Promise<RotatedDeviceKey> {
  const device = (await req.payload.findByID({
    collection: 'devices',
    id,
    depth: 0,
    req,
    user: req.user,
    overrideAccess: false,
    disableErrors: true,
  })) as Device | null
  if (!device) {
    // Deliberately overrideAccess: only to tell "not yours" (403) from "does not exist" (404).
    const exists = await req.payload.count({ collection: 'devices', where: { id: { equals: id } }, req, overrideAccess: true })
    if (exists.totalDocs > 0) throw forbidden()
    throw notFound(M.deviceNotFound)
  }
  if (device.type !== 'frontdesk' && device.type !== 'backoffice' && device.type !== 'timeclock') throw new ApiError(409, M.deviceTypeWithoutKey)
  const apiKey = newApiKey()
  const apiKeyCreatedAt = new Date().toISOString()
  await req.payload.update({
    collection: 'devices',
    id,
    data: { apiKeyHash: hashApiKey(apiKey), apiKeyCreatedAt },
    req,
    depth: 0,
    // Deliberately overrideAccess: the key fields are write-protected for every API/admin write; the caller's
    // right to this device was checked above with overrideAccess: false.
    overrideAccess: true,
  })
  const branchId = typeof device.branch === 'object' ? device.branch.id : device.branch
  // a time clock opens the terminal page (the key stays in the fragment, never in a server log); the order screens their list
  const path =
    device.type === 'timeclock'
      ? `/backend/stempeluhr-terminal#filiale=${branchId}&schluessel=${apiKey}`
      : `/api/orders/${device.type}/${branchId}/${apiKey}`
  if (device.type === 'timeclock') return { id, apiKey, apiKeyCreatedAt, path }
  return { id, apiKey, apiKeyCreatedAt, path, screenPath: deviceScreenPath(device.type, branchId, apiKey) }
}

/** Whether `apiKey` belongs to an enabled device of this kind of the branch (every candidate compared, constant time). */
export async function isDeviceKeyValid(req: PayloadRequest, kind: KeyedDeviceKind, branchId: number, apiKey: string): Promise<boolean> {
  if (apiKey.length < 10 || apiKey.length > 200) return false
  const rows = await execute(
    req,
    sql`select api_key_hash from devices
        where branch_id = ${branchId} and type = ${kind} and coalesce(is_enabled, true) and api_key_hash is not null`,
  )
  const presented = hashApiKey(apiKey)
  let ok = false
  for (const row of rows) if (sameHash(String(row.api_key_hash), presented)) ok = true
  return ok
}

/**
 * GET /orders/frontdesk|backoffice/:branchId/:apiKey. Wrong branch or key → 404 (the same answer for both).
 * backoffice: the branch's open orders (new, confirmed, in delivery/ready), oldest first.
 * frontdesk: today's confirmed ("in Zubereitung") and ready/in-delivery orders plus those completed today.
 */
export async function deviceOrders(req: PayloadRequest, kind: DeviceListKind, branchRaw: string, apiKey: string, now = Date.now()) {
  const branchId = Number(branchRaw)
  if (!isRecordId(branchId) || !(await isDeviceKeyValid(req, kind, branchId, apiKey))) {
    throw notFound(M.deviceListNotFound)
  }
  const settings = await boardSettings(req)
  const dayStart = new Date(startOfToday(now, settings.timeZone)).toISOString()
  const where: Where =
    kind === 'backoffice'
      ? { and: [{ branch: { equals: branchId } }, orderStateWhere(OPEN_ORDER_STATES)] }
      : {
          and: [
            { branch: { equals: branchId } },
            { or: [orderStateWhere(['confirmed', 'inDelivery']), { and: [orderStateWhere(['completed']), { statusChangedAt: { greater_than_equal: dayStart } }] }] },
          ],
        }
  const { docs } = await req.payload.find({
    collection: 'orders',
    where,
    depth: 0,
    pagination: false,
    sort: 'createdAt',
    select:
      kind === 'backoffice'
        ? { ticketNumber: true, createdAt: true, deliveryType: true, tableIdentifier: true, appointmentDate: true, firstName: true, lastName: true, isCompany: true, companyName: true, comment: true, items: true, isConfirmed: true, isInDelivery: true, isCompleted: true, isRejected: true, isCanceled: true, isFailed: true }
        : { ticketNumber: true, deliveryType: true, tableIdentifier: true, appointmentDate: true, statusChangedAt: true, isConfirmed: true, isInDelivery: true, isCompleted: true, isRejected: true, isCanceled: true, isFailed: true },
    req,
    // Deliberately overrideAccess: the caller is a device, authorised by its branch API key above; the query is
    // limited to that branch and the answer to the fields below.
    overrideAccess: true,
  })
  const orders = docs as Order[]
  if (kind === 'frontdesk') {
    return orders.map(
      (o): FrontdeskOrder => ({
        id: o.id,
        ticketNumber: o.ticketNumber ?? null,
        state: orderState(orderFlags(o)),
        deliveryType: o.deliveryType ?? null,
        tableIdentifier: o.tableIdentifier ?? null,
        appointmentDate: o.appointmentDate ?? null,
        statusChangedAt: o.statusChangedAt ?? null,
      }),
    )
  }
  // parts: the item's snapshot as modules/orders/intake/validate.ts stored it
  return orders.map(
    (o): BackofficeOrder => ({
      id: o.id,
      ticketNumber: o.ticketNumber ?? null,
      state: orderState(orderFlags(o)),
      createdAt: o.createdAt,
      deliveryType: o.deliveryType ?? null,
      tableIdentifier: o.tableIdentifier ?? null,
      appointmentDate: o.appointmentDate ?? null,
      customerName: customerName(o),
      comment: o.comment ?? null,
      items: (o.items ?? []).map((i) => ({ name: i.name ?? null, amount: i.amount ?? null, unitName: i.unitName ?? null, parts: (i.parts ?? null) as BoardPart[] | null })),
    }),
  )
}
