/** German labels and formatting for the board (money only here, at the edge, with domain formatMoney). */
import {
  addressLines,
  deliveryTypeText,
  formatDate,
  formatMoney,
  formatTime,
  itemQuantityText,
  orderActionLabel,
  orderDeliveryType,
  orderState,
  orderStateLabel,
  partText as domainPartText,
  paymentMethodLabel,
  paymentState,
} from '../../../../domain'
import type { DeliveryType, OrderAction, OrderState } from '../../../../domain'
import type { BoardItem, BoardOrder, BoardPart } from './types'

export { customerName } from '../../../../domain'

/** 'HH:mm:ss' in the shop's zone. */
export const clockTime = (ms: number, timeZone: string) => `${formatTime(ms, timeZone)}:${String(Math.floor(ms / 1000) % 60).padStart(2, '0')}`

/** The state as staff call it; the ready state by the order's delivery type. */
export const stateLabel = (order: BoardOrder): string => orderStateLabel(orderState(order), orderDeliveryType(order))

export const stateOf = (order: BoardOrder): OrderState => orderState(order)

export const deliveryTypeOf = (order: BoardOrder): DeliveryType => orderDeliveryType(order)

export const typeLabel = (order: BoardOrder): string => deliveryTypeText(order)

/** Label of a status action button; the ready step by the order's delivery type. */
export const actionLabel = (action: OrderAction, order: BoardOrder): string => orderActionLabel(action, orderDeliveryType(order))

export const money = (cents: number | null | undefined, currency: string) => formatMoney(Math.round(cents ?? 0), currency)

export const time = (iso: string | null | undefined, timeZone: string) => (iso ? formatTime(Date.parse(iso), timeZone) : '')

/**
 * When an order came in, as its card's head shows it: '18:30' today, '23.11. 18:30' on another day — ticket numbers
 * start again every day, so after midnight yesterday's open "A04" and today's new "A04" differ by their day.
 */
export function placedTime(iso: string | null | undefined, timeZone: string, now: number): string {
  if (!iso) return ''
  const ms = Date.parse(iso)
  const day = formatDate(ms, timeZone)
  return day === formatDate(now, timeZone) ? formatTime(ms, timeZone) : `${day.slice(0, 6)} ${formatTime(ms, timeZone)}`
}

/** 'heute 18:30' or '23.11.2026 18:30' in the shop's zone. */
export function dateTime(iso: string | null | undefined, timeZone: string, now: number): string {
  if (!iso) return ''
  const ms = Date.parse(iso)
  return formatDate(ms, timeZone) === formatDate(now, timeZone) ? `heute ${formatTime(ms, timeZone)}` : `${formatDate(ms, timeZone)} ${formatTime(ms, timeZone)}`
}

export const partText = (part: BoardPart): string => domainPartText(part) ?? part.name ?? ''

/** '2 Stk ×', '3 ×' — the name follows in its own column. */
export const itemQuantity = (item: BoardItem): string => `${itemQuantityText(item)} ×`

/** The delivery address on one line. */
export function address(order: BoardOrder): string | null {
  const lines = addressLines(order)
  return lines.length > 0 ? lines.join(', ') : null
}

export function paymentText(order: BoardOrder): { label: string; state: string; tone: 'ok' | 'warn' | 'neutral' } {
  const { text, tone } = paymentState(order)
  return { label: paymentMethodLabel(order.paymentMethod), state: text, tone }
}

export const minutesSince = (iso: string, now: number) => Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000))

/** How long a new order has waited, for its card: '7 min', '2 h 5 min', '1 Tag', '3 Tage'. */
export function waitingText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`
  if (minutes < 24 * 60) return minutes % 60 === 0 ? `${Math.floor(minutes / 60)} h` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`
  const days = Math.floor(minutes / (24 * 60))
  return days === 1 ? '1 Tag' : `${days} Tage`
}
