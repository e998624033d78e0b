/** German labels and formatting for the board (money only here, at the edge, with domain formatMoney). */
import { DELIVERY_TYPE_LABELS_DE, formatDate, formatMoney, formatQuantity, formatTime, isOnlinePayment, orderState } from '../../domain'
import type { OrderAction, OrderState } from '../../domain'
import type { BoardItem, BoardOrder, BoardPart } from './types'

export const PAYMENT_LABELS: Record<string, string> = {
  cash: 'Bar',
  atmCard: 'Kartenterminal',
  card: 'Karte',
  voucher: 'Gutschein',
  stripe: 'Online (Stripe)',
  datatrans: 'Online (Datatrans)',
}

/** 'HH:mm:ss' in the shop's zone. */
export const clockTime = (ms: number, timeZone: string) => `${formatTime(ms, timeZone)}:${String(Math.floor(ms / 1000) % 60).padStart(2, '0')}`

/** The state as staff call it; the "ready" state depends on the order type. */
export function stateLabel(order: BoardOrder): string {
  const state = orderState(order)
  if (state !== 'inDelivery') return STATE_LABELS[state]
  const type = deliveryTypeOf(order)
  return type === 'delivery' ? 'In Zustellung' : type === 'dineIn' ? 'Servierbereit' : 'Abholbereit'
}

export const STATE_LABELS: Record<OrderState, string> = {
  pending: 'Neu',
  confirmed: 'Bestätigt',
  inDelivery: 'In Zustellung / abholbereit',
  completed: 'Abgeschlossen',
  rejected: 'Abgelehnt',
  canceled: 'Storniert',
  failed: 'Fehlgeschlagen',
}

export const stateOf = (order: BoardOrder): OrderState => orderState(order)

export const deliveryTypeOf = (order: BoardOrder): 'takeaway' | 'delivery' | 'dineIn' =>
  order.deliveryType ?? (order.isDelivery ? 'delivery' : order.isDineIn ? 'dineIn' : 'takeaway')

export function typeLabel(order: BoardOrder): string {
  const type = deliveryTypeOf(order)
  const label = DELIVERY_TYPE_LABELS_DE[type]
  return type === 'dineIn' && order.tableIdentifier ? `${label} · Tisch ${order.tableIdentifier}` : label
}

/** Label of a status action button; the "ready" step depends on the order type. */
export function actionLabel(action: OrderAction, order: BoardOrder): string {
  switch (action) {
    case 'confirm':
      return 'Bestätigen'
    case 'reject':
      return 'Ablehnen'
    case 'cancel':
      return 'Stornieren'
    case 'completed':
      return 'Abschließen'
    case 'inDelivery': {
      const type = deliveryTypeOf(order)
      return type === 'delivery' ? 'In Zustellung' : type === 'dineIn' ? 'Servierbereit' : 'Abholbereit'
    }
  }
}

export const money = (cents: number | null | undefined, currency: string) => formatMoney(Math.round(cents ?? 0), currency)

export const time = (iso: string | null | undefined, timeZone: string) => (iso ? formatTime(Date.parse(iso), timeZone) : '')

/** 'heute 18:30' or '23.11.2026 18:30' in the shop's zone. */
export function dateTime(iso: string | null | undefined, timeZone: string, now: number): string {
  if (!iso) return ''
  const ms = Date.parse(iso)
  return formatDate(ms, timeZone) === formatDate(now, timeZone) ? `heute ${formatTime(ms, timeZone)}` : `${formatDate(ms, timeZone)} ${formatTime(ms, timeZone)}`
}

export function partText(part: BoardPart): string {
  const value =
    part.uploads && part.uploads.length > 0
      ? `${part.uploads.length} ${part.uploads.length === 1 ? 'Datei' : 'Dateien'}`
      : part.values && part.values.length > 0
        ? part.values.join(', ')
        : (part.value ?? '')
  return part.name ? `${part.name}: ${value}` : value
}

export function itemQuantity(item: BoardItem): string {
  const amount = formatQuantity(item.amount ?? 0)
  return item.unitName ? `${amount} ${item.unitName}` : `${amount} ×`
}

export function customerName(order: BoardOrder): string {
  const person = [order.firstName, order.lastName].filter(Boolean).join(' ')
  return order.isCompany && order.companyName ? `${order.companyName}${person ? ` (${person})` : ''}` : person
}

export function address(order: BoardOrder): string | null {
  const different = order.isDeliveryAddressDifferent === true
  const street = different ? order.deliveryStreet : order.street
  if (!street) return null
  const extra = [
    (different ? order.deliveryStairway : order.stairway) ? `Stiege ${different ? order.deliveryStairway : order.stairway}` : null,
    (different ? order.deliveryFloor : order.floor) ? `Stock ${different ? order.deliveryFloor : order.floor}` : null,
    (different ? order.deliveryDoor : order.door) ? `Tür ${different ? order.deliveryDoor : order.door}` : null,
  ].filter(Boolean)
  const city = [different ? order.deliveryZipCode : order.zipCode, different ? order.deliveryCity : order.city].filter(Boolean).join(' ')
  return [street, extra.join(', '), city].filter((s) => s && s !== '').join(', ')
}

export function paymentText(order: BoardOrder): { label: string; state: string; tone: 'ok' | 'warn' | 'neutral' } {
  const label = PAYMENT_LABELS[order.paymentMethod ?? ''] ?? order.paymentMethod ?? '–'
  if (order.isRefunded) return { label, state: 'Rückerstattet', tone: 'neutral' }
  if (order.isPaid) return { label, state: 'Bezahlt', tone: 'ok' }
  if (isOnlinePayment(order.paymentMethod)) return { label, state: 'Zahlung ausstehend', tone: 'warn' }
  return { label, state: 'Bei Übergabe', tone: 'neutral' }
}

export const minutesSince = (iso: string, now: number) => Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000))
