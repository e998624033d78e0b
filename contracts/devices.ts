/**
 * Answers of the device calls (docs/devices.md, docs/device-screens.md), written once for server, device screens and
 * admin. Types only. Order lists: modules/devices/order-lists.ts; heartbeat: modules/devices/agent.ts.
 */
import type { OrderState } from '../domain'
import type { Device, Order } from './payload-types'
import type { BoardPart, Columns, OrderItemRow } from './orders'

/** A position of a kitchen card: what to prepare, no prices; parts as stored in the item's snapshot. */
export type BackofficeItem = Columns<OrderItemRow, 'name' | 'amount' | 'unitName'> & { parts: BoardPart[] | null }

/** A card of GET /api/orders/backoffice/:branchId/:apiKey (kitchen): no contact data and no prices. */
export type BackofficeOrder = Columns<
  Order,
  'id' | 'ticketNumber' | 'createdAt' | 'deliveryType' | 'tableIdentifier' | 'appointmentDate' | 'comment'
> & { state: OrderState; customerName: string; items: BackofficeItem[] }

/** An entry of GET /api/orders/frontdesk/:branchId/:apiKey (pickup display): ticket numbers only. */
export type FrontdeskOrder = Columns<
  Order,
  'id' | 'ticketNumber' | 'deliveryType' | 'tableIdentifier' | 'appointmentDate' | 'statusChangedAt'
> & { state: OrderState }

/** The list of each device kind. */
export type DeviceOrderLists = { backoffice: BackofficeOrder[]; frontdesk: FrontdeskOrder[] }

/**
 * POST /api/devices/:id/rotate-api-key — the new key, shown this one time. `path`: the list the device reads (time
 * clock: its terminal page); `screenPath`: for front-desk and back-office devices the storefront's device screen.
 */
export type RotatedDeviceKey = { id: number; apiKey: string; apiKeyCreatedAt: string; path: string; screenPath?: string }

/** POST /api/device/heartbeat (a device screen, authorised by branch and key). */
export type DeviceHeartbeat = {
  heartbeatSeconds: number
  /** Staff asked for the screen's log: send it (POST /api/device/logs). */
  logRequested: boolean
  /** The VAPID key for Web Push (device screens only). */
  pushPublicKey: string | null
  pushSubscribed: boolean
}

/** What the admin's device tests read of GET /api/devices/:id: presence, log and push (written by the server). */
export type DeviceStatusDoc = Pick<
  Device,
  'id' | 'type' | 'lastSeenAt' | 'onlineSince' | 'deviceLog' | 'logUploadedAt' | 'logRequestedAt' | 'pushSubscribedAt'
>
