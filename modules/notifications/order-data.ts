/**
 * What notifications, receipts and payments need about one order, read by the system (after commit, in jobs or behind
 * an access-checked endpoint; overrideAccess, since links need the secret hash — except findOrderForStaff), plus the
 * public links. The order's texts themselves are the domain's (domain/order-texts.ts).
 */
import type { Payload, PayloadRequest } from 'payload'

import { allergenLegend, formatAllergens, formatDateTime, formatMoney, itemTitle, parseAllergens, partText, readPartSnapshots } from '../../domain'
import type { Branch, Config1 as Config, Order } from '../../contracts/payload-types'
import { cachedContent } from '../../platform/cache/publicCache'
import { env } from '../../platform/env'
import { readSettings, shopLocale } from '../settings'

export { ticketLabel } from '../../domain'

export type OrderBundle = { order: Order; branch: Branch; config: Config; timeZone: string; currency: string }

/**
 * The order (read unless given) with its branch and the shop config. Branch and config are system reads kept per
 * content generation (platform/cache/publicCache.ts): they change rarely and every order event needs them.
 */
export async function loadOrderBundle(payload: Payload, orderId: number, given?: Order): Promise<OrderBundle> {
  // Deliberately overrideAccess: system read after the caller was authorised (or inside a job); needs `hash`.
  const order = given ?? ((await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true })) as Order)
  const branchId = typeof order.branch === 'object' ? order.branch.id : order.branch
  return { order, ...(await loadBranchContext(payload, branchId)) }
}

export type BranchContext = Omit<OrderBundle, 'order'>

/** Everything of a bundle but the order: read before an order's transaction, so nothing inside it waits for the pool. */
export async function loadBranchContext(payload: Payload, branchId: number): Promise<BranchContext> {
  const [branch, config] = await Promise.all([
    cachedContent(`system:branch:${branchId}`, async () => (await payload.findByID({ collection: 'branches', id: branchId, depth: 0, overrideAccess: true })) as Branch),
    readSettings(payload),
  ])
  const shop = shopLocale(config)
  return { branch, config, timeZone: branch.timeZone || shop.timeZone, currency: shop.currency }
}

// ---------------------------------------------------------------------------
// links
// ---------------------------------------------------------------------------

/** The public origin for links in messages and payment redirects: PUBLIC_URL, else SERVER_URL, else localhost. */
export function publicBaseUrl(): string {
  return env.PUBLIC_URL
}

/** SF §4: /status/{uid}/{hash} */
export const statusUrl = (order: Pick<Order, 'uid' | 'hash'>): string =>
  `${publicBaseUrl()}/status/${encodeURIComponent(order.uid ?? '')}/${encodeURIComponent(order.hash ?? '')}`

/** The invoice of an order paid online (GET /api/orders/public/{uid}/{hash}/invoice.pdf, modules/payments). */
export const invoiceUrl = (order: Pick<Order, 'uid' | 'hash'>): string =>
  `${publicBaseUrl()}/api/orders/public/${encodeURIComponent(order.uid ?? '')}/${encodeURIComponent(order.hash ?? '')}/invoice.pdf`

/** The rating prompt lives on the status page (shown after completion). */
export const ratingUrl = (order: Pick<Order, 'uid' | 'hash'>): string => `${statusUrl(order)}#bewertung`

/** SF §8 checkout_error: /store/{identifier}/checkout/error */
export const checkoutErrorUrl = (branch: Pick<Branch, 'identifier' | 'id'>): string =>
  `${publicBaseUrl()}/store/${encodeURIComponent(branch.identifier ?? String(branch.id))}/checkout/error`

export const adminOrderUrl = (orderId: number): string => `${publicBaseUrl()}/backend/collections/orders/${orderId}`

/** The live order board (modules/orders/admin/board, ORDER_BOARD_PATH). */
export const boardUrl = (): string => `${publicBaseUrl()}/backend/orders-live`

// ---------------------------------------------------------------------------
// text pieces
// ---------------------------------------------------------------------------

/** `allergens`: "Allergene: A, C, G" (the product's merged with its chosen options' when ordered) or null. */
export type ItemText = { title: string; parts: string[]; amount: string; allergens: string | null }

const itemAllergenCodes = (item: { allergens?: string | null }) => parseAllergens(item.allergens).codes

/** Item lines: '2 Stk × Frittatensuppe', its part lines, its allergens and the line's gross in the shop currency. */
export function itemTexts(order: Order, currency: string): ItemText[] {
  return (order.items ?? []).map((item) => {
    const codes = formatAllergens(itemAllergenCodes(item))
    return {
      title: itemTitle(item),
      parts: readPartSnapshots(item.parts).flatMap((part) => partText(part) ?? []),
      amount: formatMoney(item.gross ?? 0, currency),
      allergens: codes ? `Allergene: ${codes}` : null,
    }
  })
}

/** The legend of the codes the order's items name ("Allergene: A = Gluten, G = Milch/Laktose"), or null. */
export function orderAllergenLegend(order: Order): string | null {
  const legend = allergenLegend((order.items ?? []).flatMap(itemAllergenCodes))
  return legend ? `Allergene: ${legend}` : null
}

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
