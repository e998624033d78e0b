/**
 * How the device screens group and label the device lists (pure, no React): the front desk shows what is being
 * prepared and what is ready, plus the last orders picked up today; the kitchen shows every open order by state.
 */
import { deliveryTypeText, formatTime, itemTitle, ORDER_STATE_LABELS, partText, READY_LABELS, ticketLabel } from '@domain'
import type { OrderState, PartTextFields } from '@domain'

import type { FrontdeskOrder, KitchenOrder } from './api/useDeviceOrders'

/** How many orders picked up today the front desk still shows (newest first). */
export const PICKED_UP_SHOWN = 8

export interface BoardColumn<T> {
  readonly key: string
  readonly title: string
  readonly orders: readonly T[]
}

const inState = <T extends { readonly state: OrderState }>(orders: readonly T[], state: OrderState) => orders.filter((o) => o.state === state)

export function frontdeskColumns(orders: readonly FrontdeskOrder[]) {
  const pickedUp = inState(orders, 'completed')
    .slice()
    .sort((a, b) => (b.statusChangedAt ?? '').localeCompare(a.statusChangedAt ?? ''))
    .slice(0, PICKED_UP_SHOWN)
  return {
    preparing: { key: 'preparing', title: 'In Zubereitung', orders: inState(orders, 'confirmed') } satisfies BoardColumn<FrontdeskOrder>,
    ready: { key: 'ready', title: READY_LABELS.takeaway, orders: inState(orders, 'inDelivery') } satisfies BoardColumn<FrontdeskOrder>,
    pickedUp: { key: 'picked-up', title: 'Abgeholt', orders: pickedUp } satisfies BoardColumn<FrontdeskOrder>,
  }
}

export function kitchenColumns(orders: readonly KitchenOrder[]): BoardColumn<KitchenOrder>[] {
  return [
    { key: 'new', title: ORDER_STATE_LABELS.pending, orders: inState(orders, 'pending') },
    { key: 'preparing', title: 'In Zubereitung', orders: inState(orders, 'confirmed') },
    { key: 'ready', title: ORDER_STATE_LABELS.inDelivery, orders: inState(orders, 'inDelivery') },
  ]
}

export const ticketText = ticketLabel

/** The small line under a ticket: 'Dine In · Tisch 4', 'Lieferung', and 'für 18:30' for an order for later. */
export function ticketNote(order: FrontdeskOrder | KitchenOrder, now: number, timeZone: string): string {
  const notes: string[] = []
  if (order.deliveryType !== 'takeaway' && order.deliveryType !== null) notes.push(deliveryTypeText(order))
  const appointment = order.appointmentDate === null ? Number.NaN : Date.parse(order.appointmentDate)
  if (Number.isFinite(appointment) && appointment > now) notes.push(`für ${formatTime(appointment, timeZone)} Uhr`)
  return notes.join(' · ')
}

/** Minutes since the order came in: 'seit 7 Min.' ('gerade eben' under a minute). */
export function ageText(createdAt: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(createdAt)) / 60_000)
  if (!Number.isFinite(minutes) || minutes < 1) return 'gerade eben'
  return minutes < 120 ? `seit ${minutes} Min.` : `seit ${Math.floor(minutes / 60)} Std.`
}

/** An item of the kitchen card: '2 Port. × Frittatensuppe' and its chosen parts. */
export function kitchenItem(item: KitchenOrder['items'][number]): { title: string; parts: string[] } {
  const parts = Array.isArray(item.parts) ? (item.parts as PartTextFields[]) : []
  return {
    title: itemTitle(item),
    parts: parts.map((part) => (part !== null && typeof part === 'object' ? partText(part) : null)).filter((text): text is string => text !== null),
  }
}
