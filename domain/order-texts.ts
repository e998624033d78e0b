/**
 * The German texts of a stored order, shared by the board, e-mail/SMS, receipt/PDF and the status page: customer
 * name, delivery address, item and part lines, delivery type and payment. Inputs are the stored order fields
 * (nullable, as every reader gets them); nothing here formats money or dates (see format.ts).
 */
import { deliveryTypeOf } from './cart'
import { DELIVERY_TYPE_LABELS_DE } from './messages'
import { PAYMENT_LABELS } from './order-labels'
import { PAYMENT_STATUS_NAMES } from './order-payment'
import type { PaymentStatus } from './order-payment'
import { isOnlinePayment } from './order-status'
import { isFilePartType } from './order-item'
import type { DeliveryType } from './types'
import { formatQuantity } from './units'

type Text = string | null | undefined
type Flag = boolean | null | undefined

// ---------------------------------------------------------------------------
// Order
// ---------------------------------------------------------------------------

/**
 * The ticket number, or '#id' for an order without one. Numbers count per branch and day, so where orders of several
 * branches stand together the branch is added (mixedBranchName): 'A01 · Genusswerk Wien'.
 */
export function ticketLabel(order: { readonly id: number | string; readonly ticketNumber?: Text }, branchName?: Text): string {
  const ticket = order.ticketNumber || `#${order.id}`
  return branchName ? `${ticket} · ${branchName}` : ticket
}

/** The branch name to show beside ticket numbers: only when several branches are shown at once (no branch chosen). */
export function mixedBranchName(
  branchId: number,
  branches: readonly { readonly id: number; readonly name: string }[],
  selectedBranch: string,
): string | null {
  if (branches.length <= 1 || selectedBranch !== '') return null
  return branches.find((b) => b.id === branchId)?.name ?? null
}

export interface DeliveryTypeFields {
  readonly deliveryType?: Text
  readonly isDelivery?: Flag
  readonly isDineIn?: Flag
}

/** The stored delivery type; orders without one by their flags (delivery wins over dine-in). */
export function orderDeliveryType(order: DeliveryTypeFields): DeliveryType {
  const type = order.deliveryType
  return type === 'takeaway' || type === 'delivery' || type === 'dineIn' ? type : deliveryTypeOf(order)
}

/** 'Takeaway', 'Lieferung', 'Dine In' — dine-in with its table: 'Dine In · Tisch 4'. */
export function deliveryTypeText(order: DeliveryTypeFields & { readonly tableIdentifier?: Text }): string {
  const type = orderDeliveryType(order)
  const label = DELIVERY_TYPE_LABELS_DE[type]
  return type === 'dineIn' && order.tableIdentifier ? `${label} · Tisch ${order.tableIdentifier}` : label
}

export interface CustomerNameFields {
  readonly isCompany?: Flag
  readonly companyName?: Text
  readonly firstName?: Text
  readonly lastName?: Text
}

/**
 * Decision: the company first, the person in parentheses — 'Muster GmbH (Anna Muster)'; without a company the
 * person ('Anna Muster'); '' when neither is known. (The en dash is the price separator of item lines in e-mails.)
 */
export function customerName(order: CustomerNameFields): string {
  const person = [order.firstName, order.lastName].filter(Boolean).join(' ')
  if (order.isCompany === true && order.companyName) return person ? `${order.companyName} (${person})` : order.companyName
  return person
}

export interface AddressFields {
  readonly street?: Text
  readonly stairway?: Text
  readonly floor?: Text
  readonly door?: Text
  readonly zipCode?: Text
  readonly city?: Text
  readonly isDeliveryAddressDifferent?: Flag
  readonly deliveryStreet?: Text
  readonly deliveryStairway?: Text
  readonly deliveryFloor?: Text
  readonly deliveryDoor?: Text
  readonly deliveryZipCode?: Text
  readonly deliveryCity?: Text
}

/**
 * The delivery address (the different delivery address when given) as lines:
 * 'Mariahilfer Straße 1, Stiege 2, Stock 3, Tür 4' and '1060 Wien'. Empty lines are left out.
 */
export function addressLines(order: AddressFields): string[] {
  const d = order.isDeliveryAddressDifferent === true
  const pick = (own: Text, delivery: Text) => (d ? delivery : own) || null
  const street = pick(order.street, order.deliveryStreet)
  const stairway = pick(order.stairway, order.deliveryStairway)
  const floor = pick(order.floor, order.deliveryFloor)
  const door = pick(order.door, order.deliveryDoor)
  const first = [street, stairway ? `Stiege ${stairway}` : null, floor ? `Stock ${floor}` : null, door ? `Tür ${door}` : null]
    .filter(Boolean)
    .join(', ')
  const city = [pick(order.zipCode, order.deliveryZipCode), pick(order.city, order.deliveryCity)].filter(Boolean).join(' ')
  return [first, city].filter((line) => line !== '')
}

export interface PaymentStateFields {
  readonly paymentMethod?: Text
  readonly isPaid?: Flag
  readonly isRefunded?: Flag
}

export type PaymentState = { readonly text: string; readonly tone: 'ok' | 'warn' | 'neutral' }

/** Where the payment stands: refunded, paid, an online payment still open, or paid at hand-over. */
export function paymentState(order: PaymentStateFields): PaymentState {
  if (order.isRefunded === true) return { text: PAYMENT_LABELS.refunded, tone: 'neutral' }
  if (order.isPaid === true) return { text: PAYMENT_LABELS.paid, tone: 'ok' }
  if (isOnlinePayment(order.paymentMethod)) return { text: PAYMENT_LABELS.open, tone: 'warn' }
  return { text: PAYMENT_LABELS.onHandover, tone: 'neutral' }
}

/**
 * The status page's "Zahlung" for the customer (issue 33), in the payment records' words (PAYMENT_STATUS_NAMES): the
 * order's flags first (a refund, a payment staff recorded at the counter), then the online payment's row status —
 * 'created' reads 'Ausstehend' too (the provider has not answered yet; "Angelegt" says nothing to a customer) — and an
 * offline method not yet paid is paid 'Bei Übergabe'.
 */
export function customerPaymentStatus(order: PaymentStateFields & { readonly paymentStatus?: Text }): PaymentState {
  if (order.isRefunded === true) return { text: PAYMENT_STATUS_NAMES.refunded, tone: 'neutral' }
  if (order.isPaid === true) return { text: PAYMENT_STATUS_NAMES.paid, tone: 'ok' }
  if (!isOnlinePayment(order.paymentMethod)) return { text: PAYMENT_LABELS.onHandover, tone: 'neutral' }
  const status = order.paymentStatus
  if (status === 'failed' || status === 'canceled' || status === 'refunded' || status === 'paid')
    return { text: PAYMENT_STATUS_NAMES[status satisfies PaymentStatus], tone: status === 'paid' ? 'ok' : status === 'refunded' ? 'neutral' : 'warn' }
  return { text: PAYMENT_STATUS_NAMES.pending, tone: 'warn' }
}

/** Paid through an online provider (a refund later does not undo that it was paid). Cash, card terminal and voucher never are. */
export const isPaidOnline = (order: PaymentStateFields): boolean => isOnlinePayment(order.paymentMethod) && order.isPaid === true

/**
 * The title of an order's confirmation (e-mail, printout, PDF). Tresen is no cash register (RKSV AT, KassenSichV DE,
 * docs/compliance.md): an order not paid online is settled in the shop's certified register, so its confirmation says
 * it is none. An order paid online is titled 'Bestellbestätigung'; its invoice is a document of its own (domain/invoice.ts).
 */
export const ORDER_CONFIRMATION_TITLES = {
  paidOnline: 'Bestellbestätigung',
  notPaidOnline: 'Bestellbestätigung – keine Rechnung',
} as const

export function orderConfirmationTitle(order: PaymentStateFields): string {
  return isPaidOnline(order) ? ORDER_CONFIRMATION_TITLES.paidOnline : ORDER_CONFIRMATION_TITLES.notPaidOnline
}

// ---------------------------------------------------------------------------
// Items and parts
// ---------------------------------------------------------------------------

export interface ItemTextFields {
  readonly name?: Text
  readonly amount?: number | null
  readonly unitName?: Text
}

/** '2 Stk', '0,5 kg', or just '2' for an item without a unit. */
export function itemQuantityText(item: ItemTextFields): string {
  const amount = formatQuantity(typeof item.amount === 'number' ? item.amount : 1)
  return item.unitName ? `${amount} ${item.unitName}` : amount
}

/** '2 Stk × Frittatensuppe' */
export const itemTitle = (item: ItemTextFields): string => `${itemQuantityText(item)} × ${item.name || 'Produkt'}`

/** '1 Datei', '3 Dateien' */
export const filesText = (count: number): string => (count === 1 ? '1 Datei' : `${count} Dateien`)

/** A stored part as the texts read it (a PartSnapshot, or the board's copy of one). */
export interface PartTextFields {
  readonly name?: Text
  readonly type?: Text
  readonly value?: Text
  readonly values?: readonly string[] | null
  readonly uploads?: readonly { readonly extension?: Text }[] | null
}

/** The chosen value(s) of a part: uploads counted, option names listed, a text as written. '' when nothing was chosen. */
export function partValueText(part: PartTextFields): string {
  if (part.uploads && part.uploads.length > 0) return filesText(part.uploads.length)
  if (part.values && part.values.length > 0 && !isFilePartType(part.type)) return part.values.join(', ')
  return part.value?.trim() ?? ''
}

/** 'Beilage: Röstzwiebel', 'Extras: Rucola, Rohschinken', 'Foto: 1 Datei' — null when nothing was chosen. */
export function partText(part: PartTextFields): string | null {
  const value = partValueText(part)
  if (value === '') return null
  return part.name ? `${part.name}: ${value}` : value
}

/** An upload as the status page names it: 'Bild (jpg)', 'Datei (pdf)' — never its address or hash. */
export function uploadText(partType: string | null | undefined, extension: string | null | undefined): string {
  const kind = partType === 'image' || partType === 'images' ? 'Bild' : 'Datei'
  return `${kind} (${extension || '?'})`
}

/** The values of a part for the public status view: upload names (uploadText), option names, or the text. */
export function publicPartValues(part: PartTextFields): string[] {
  if (part.uploads) return part.uploads.map((upload) => uploadText(part.type, upload.extension))
  if (part.values) return [...part.values]
  if (typeof part.value === 'string') return [part.value]
  return []
}
