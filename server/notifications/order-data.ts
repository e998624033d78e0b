/**
 * Everything the notifications, receipts and payments need about one order, read by the system
 * (overrideAccess: these run after commit, in jobs or after an access-checked endpoint), plus the
 * German text pieces they share (item lines, delivery type, payment method, address) and the public links.
 *
 * All reads here pass overrideAccess deliberately (they need the secret `hash` for links) — except findOrderForStaff,
 * which applies the caller's access.
 */
import type { Payload, PayloadRequest } from 'payload'

import { PAYMENT_METHODS } from '../../collections/Orders'
import { DELIVERY_TYPE_LABELS_DE, DEFAULT_TIME_ZONE, formatDateTime, formatMoney, formatQuantity } from '../../domain'
import type { Branch, Config1 as Config, Order } from '../../payload-types'
import { cachedContent } from '../cache/publicCache'

export type OrderBundle = { order: Order; branch: Branch; config: Config; timeZone: string; currency: string }

/**
 * The order (read unless given) with its branch and the shop config. Branch and config are system reads kept per
 * content generation (server/cache/publicCache.ts): they change rarely and every order event needs them.
 */
export async function loadOrderBundle(payload: Payload, orderId: number, given?: Order): Promise<OrderBundle> {
  // Deliberately overrideAccess: system read after the caller was authorised (or inside a job); needs `hash`.
  const order = given ?? ((await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true })) as Order)
  const branchId = typeof order.branch === 'object' ? order.branch.id : order.branch
  const [branch, config] = await Promise.all([
    cachedContent(`system:branch:${branchId}`, async () => (await payload.findByID({ collection: 'branches', id: branchId, depth: 0, overrideAccess: true })) as Branch),
    cachedContent('system:config', async () => (await payload.findGlobal({ slug: 'config', depth: 0, overrideAccess: true })) as Config),
  ])
  const timeZone = branch.timeZone || config.timeZone || DEFAULT_TIME_ZONE
  return { order, branch, config, timeZone, currency: config.currency || 'EUR' }
}

// ---------------------------------------------------------------------------
// links
// ---------------------------------------------------------------------------

/** The public origin for links in messages and payment redirects: PUBLIC_URL, else SERVER_URL, else localhost. */
export function publicBaseUrl(): string {
  const raw = process.env.PUBLIC_URL?.trim() || process.env.SERVER_URL?.trim() || `http://localhost:${process.env.PORT || '3000'}`
  return raw.replace(/\/+$/, '')
}

/** SF §4: /status/{uid}/{hash} */
export const statusUrl = (order: Pick<Order, 'uid' | 'hash'>): string =>
  `${publicBaseUrl()}/status/${encodeURIComponent(order.uid ?? '')}/${encodeURIComponent(order.hash ?? '')}`

/** The rating prompt lives on the status page (shown after completion). */
export const ratingUrl = (order: Pick<Order, 'uid' | 'hash'>): string => `${statusUrl(order)}#bewertung`

/** SF §8 checkout_error: /store/{identifier}/checkout/error */
export const checkoutErrorUrl = (branch: Pick<Branch, 'identifier' | 'id'>): string =>
  `${publicBaseUrl()}/store/${encodeURIComponent(branch.identifier ?? String(branch.id))}/checkout/error`

export const adminOrderUrl = (orderId: number): string => `${publicBaseUrl()}/backend/collections/orders/${orderId}`

// ---------------------------------------------------------------------------
// text pieces
// ---------------------------------------------------------------------------

export type ItemText = { title: string; parts: string[]; amount: string }

type PartSnapshot = { name?: unknown; value?: unknown; values?: unknown; uploads?: unknown }

function partText(part: PartSnapshot): string | null {
  const name = typeof part.name === 'string' ? part.name : ''
  let value = ''
  if (typeof part.value === 'string' && part.value.trim() !== '') value = part.value.trim()
  else if (Array.isArray(part.values) && part.values.length > 0) value = part.values.filter((v) => typeof v === 'string').join(', ')
  else if (Array.isArray(part.uploads) && part.uploads.length > 0) value = part.uploads.length === 1 ? '1 Datei' : `${part.uploads.length} Dateien`
  if (!value) return null
  return name ? `${name}: ${value}` : value
}

export function itemTexts(order: Order, currency: string): ItemText[] {
  return (order.items ?? []).map((item) => {
    const amount = typeof item.amount === 'number' ? formatQuantity(item.amount) : '1'
    const unit = item.unitName ? ` ${item.unitName}` : ''
    const parts = Array.isArray(item.parts) ? (item.parts as PartSnapshot[]).map(partText).filter((p): p is string => p !== null) : []
    return { title: `${amount}${unit} × ${item.name ?? 'Produkt'}`, parts, amount: formatMoney(item.gross ?? 0, currency) }
  })
}

export function deliveryTypeLabel(order: Order): string {
  const type = order.deliveryType ?? (order.isDelivery ? 'delivery' : order.isDineIn ? 'dineIn' : 'takeaway')
  const label = DELIVERY_TYPE_LABELS_DE[type]
  return type === 'dineIn' && order.tableIdentifier ? `${label} · Tisch ${order.tableIdentifier}` : label
}

export function paymentMethodLabel(order: Order): string {
  return PAYMENT_METHODS.find((m) => m.value === order.paymentMethod)?.label ?? (order.paymentMethod || 'Bar')
}

export const customerName = (order: Order): string =>
  [order.isCompany && order.companyName ? order.companyName : null, [order.firstName, order.lastName].filter(Boolean).join(' ') || null]
    .filter(Boolean)
    .join(' – ')

/** The delivery address (the different delivery address when given), as lines. */
export function deliveryAddressLines(order: Order): string[] {
  const d = order.isDeliveryAddressDifferent === true
  const street = d ? order.deliveryStreet : order.street
  const extra = [
    (d ? order.deliveryStairway : order.stairway) ? `Stiege ${d ? order.deliveryStairway : order.stairway}` : null,
    (d ? order.deliveryFloor : order.floor) ? `Stock ${d ? order.deliveryFloor : order.floor}` : null,
    (d ? order.deliveryDoor : order.door) ? `Tür ${d ? order.deliveryDoor : order.door}` : null,
  ].filter(Boolean)
  const city = [d ? order.deliveryZipCode : order.zipCode, d ? order.deliveryCity : order.city].filter(Boolean).join(' ')
  return [street ? [street, ...extra].join(', ') : extra.join(', '), city].filter((line): line is string => Boolean(line))
}

export const ticketLabel = (order: Order): string => order.ticketNumber || `#${order.id}`

/** An ISO instant from the database as 'DD.MM.YYYY HH:mm' in the branch's zone. */
export const formatInstant = (iso: string, timeZone: string): string => formatDateTime(Date.parse(iso), timeZone)

export const appointmentText = (order: Order, timeZone: string): string | null =>
  order.appointmentDate ? formatInstant(order.appointmentDate, timeZone) : null

/** Tax amounts per rate (order.taxes: rate → cents), sorted by rate. */
export function taxEntries(order: Order): { rate: number; cents: number }[] {
  const taxes = order.taxes && typeof order.taxes === 'object' && !Array.isArray(order.taxes) ? (order.taxes as Record<string, unknown>) : {}
  return Object.entries(taxes)
    .map(([rate, cents]) => ({ rate: Number(rate), cents: typeof cents === 'number' ? cents : Number(cents) }))
    .filter((t) => Number.isFinite(t.rate) && Number.isFinite(t.cents))
    .sort((a, b) => a.rate - b.rate)
}

/**
 * The order for a staff action: read with the caller's access (branch-scoped), so staff of other branches get 404.
 * Throws Payload's NotFound (→ 404) for unknown or foreign orders.
 */
export async function findOrderForStaff(req: PayloadRequest, orderId: number): Promise<Order> {
  return (await req.payload.findByID({ collection: 'orders', id: orderId, depth: 0, req, overrideAccess: false })) as Order
}
