/**
 * Answers of the order calls, written once for server, storefront and order board. Types only.
 *   • GET /api/orders/public/:uid/:hash — PublicOrder (modules/orders/intake/public.ts toPublicOrder builds it)
 *   • GET /api/orders/current — BoardCard[] with BoardMeta (modules/orders/staff/sql.ts boardJson builds the cards)
 */
import type { Order } from './payload-types'

// ---------------------------------------------------------------------------
// The customer's view (SF §3 "Order (status response)", SF §6)
// ---------------------------------------------------------------------------

/** A chosen part by name; uploads as 'Bild (jpg)' / 'Datei (pdf)', never their hash. */
export type PublicOrderPart = { name: string; type: string | null; values: string[] }

export type PublicOrderItem = {
  name: string | null
  amount: number | null
  unitName: string | null
  unitPrice: number | null
  gross: number | null
  taxRate: number | null
  calculationModel: string | null
  parts: PublicOrderPart[]
}

/** Status flags, appointment, items, totals (cents), payment status and a delivery's address — never name, phone, e-mail, notes, history or payment references. */
export type PublicOrder = {
  id: number
  uid: string
  hash: string
  ticketNumber: string | null
  branch: number | null
  deliveryType: string | null
  isRejected: boolean
  isCanceled: boolean
  isFailed: boolean
  isConfirmed: boolean
  isCompleted: boolean
  isInDelivery: boolean
  isDelivered: boolean
  isDelivery: boolean
  isDineIn: boolean
  tableIdentifier: string | null
  appointmentDate: string | null
  /** Same instant as appointmentDate (SF §3 lists both names). */
  appointment: string | null
  counterAppointment: string | null
  rejectionMessage: string | null
  paymentMethod: string | null
  isPaid: boolean
  isRefunded: boolean
  /** The payment row's status (domain/order-payment.ts PaymentStatus) once an online payment started, else null. */
  paymentStatus: string | null
  /** A delivery's address as lines ('Straße 1, Stiege 2, …', '1070 Wien'); empty for pickup and dine-in. */
  deliveryAddress: string[]
  questionnaireRating: {
    rating: number
    foodRating: number
    serviceRating: number
    processRating: number
    comment: string | null
  } | null
  items: PublicOrderItem[]
  net: number
  tax: number
  gross: number
  deliveryNet: number
  deliveryTax: number
  deliveryGross: number
  totalNet: number
  totalTax: number
  totalGross: number
  taxes: Record<string, number>
  isApproximate: boolean
  createdAt: string
  updatedAt: string
}

// ---------------------------------------------------------------------------
// The staff order board (BO §7)
// ---------------------------------------------------------------------------

/** Order columns as PostgreSQL's row_to_json sends them: every key present, null when empty; Payload's field types. */
export type Columns<T, K extends keyof T> = { [P in K]-?: Exclude<T[P], undefined> }

export type OrderItemRow = NonNullable<Order['items']>[number]

/** A part as stored in the item's snapshot (modules/orders/intake/validate.ts). */
export type BoardPart = {
  name?: string
  type?: string
  value?: string | null
  values?: string[] | null
  options?: { name: string; modifier: string; value: number }[]
  uploads?: { id: number; filename?: string; publicHash?: string; extension?: string }[]
}

/** The unit as stored in the item's snapshot. */
export type BoardUnit = { id?: number | null; name?: string | null; shortName?: string | null; type?: string; ratio?: number }

export type BoardItem = Columns<
  OrderItemRow,
  'name' | 'amount' | 'unitName' | 'unitPrice' | 'gross' | 'taxRate' | 'calculationModel'
> & {
  id: string
  product: number | null
  unit: BoardUnit | null
  parts: BoardPart[] | null
}

/** A card of GET /api/orders/current. Money in integer cents; instants as ISO strings in UTC. */
export type BoardCard = Columns<
  Order,
  | 'id'
  | 'uid'
  | 'ticketNumber'
  | 'createdAt'
  | 'updatedAt'
  | 'statusChangedAt'
  | 'acknowledgedAt'
  | 'deliveryType'
  | 'isDelivery'
  | 'isDineIn'
  | 'tableIdentifier'
  | 'appointmentDate'
  | 'counterAppointment'
  | 'comment'
  | 'rejectionMessage'
  | 'isCompany'
  | 'companyName'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'street'
  | 'floor'
  | 'stairway'
  | 'door'
  | 'zipCode'
  | 'city'
  | 'isDeliveryAddressDifferent'
  | 'deliveryStreet'
  | 'deliveryFloor'
  | 'deliveryStairway'
  | 'deliveryDoor'
  | 'deliveryZipCode'
  | 'deliveryCity'
  | 'deliveryArea'
  | 'gross'
  | 'deliveryGross'
  | 'totalGross'
  | 'isApproximate'
  | 'donationAmount'
  | 'paymentMethod'
  | 'isPaid'
  | 'isRefunded'
  | 'paymentStatus'
  | 'isConfirmed'
  | 'isInDelivery'
  | 'isDelivered'
  | 'isCompleted'
  | 'isRejected'
  | 'isCanceled'
  | 'isFailed'
> & { branch: number; items: BoardItem[] }

/** A branch of the board: its name and escalation settings (domain EscalationSettings; null = off). */
export type BoardBranch = {
  id: number
  name: string
  escalationMinutes?: number | null
  autoRejectMinutes?: number | null
  isAutoRejectEnabled?: boolean | null
}

/** `meta` of GET /api/orders/current. */
export type BoardMeta = {
  now: string
  dayStart: string
  missedOrderMinutes: number
  timeZone: string
  currency: string
  /** The caller's branches, each with its escalation limits (issue 33: the countdown on a new order's card). */
  branches: BoardBranch[]
  /** Per board column (new, confirmed, ready, completed, closed): its orders and the cursor after the last card sent (null: none follow). */
  columns: Record<'new' | 'confirmed' | 'ready' | 'completed' | 'closed', { total: number; next: string | null }>
  /** New orders not acknowledged yet (the alarm), and those waiting longer than missedOrderMinutes — all of them, not only the cards sent. */
  alarmCount: number
  missedCount: number
}

// ---------------------------------------------------------------------------
// The board's printers and the staff order view (docs/order-board.md)
// ---------------------------------------------------------------------------

/** A receipt printer of GET /api/orders/printers: its state from the printer's own answer, else the last print job. */
export type BoardPrinter = {
  device: number
  name: string
  branch: number
  state: 'online' | 'paperLow' | 'paperOut' | 'coverOpen' | 'error' | 'offline' | 'unknown'
  /** German word for the state ("Bereit", "Papier leer", …). */
  label: string
  /** German sentence why it cannot print (null when it can or nobody knows). */
  reason: string | null
  source: 'printer' | 'lastJob' | 'none'
  checkedAt: string
  lastJob: { state: string; lastError: string | null; at: string | null } | null
}

/** One layout block of the printout (modules/notifications/printing/receipt.ts), for the browser's print view. */
export type ReceiptBlockWire =
  | { kind: 'title'; text: string }
  | { kind: 'center'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'ticket'; label: string; value: string }
  | { kind: 'text'; text: string; bold?: boolean }
  | { kind: 'pair'; left: string; right: string; bold?: boolean }
  | { kind: 'indent'; text: string }
  | { kind: 'rule' }
  | { kind: 'qr'; data: string; caption: string }

/** GET /api/orders/:id/receipt — the same receipt as the printer's, as blocks. */
export type PrintableReceipt = { title: string; blocks: ReceiptBlockWire[] }

/** A history entry of the staff order view, with its German label and who did it. */
export type StaffOrderHistoryEntry = { at: string | null; action: string; label: string; user: string | null; message: string | null }

/** GET /api/orders/:id/details — the staff order view. */
export type StaffOrderDetails = {
  order: BoardCard
  branchName: string
  currency: string
  timeZone: string
  totalNet: number | null
  totalTax: number | null
  history: StaffOrderHistoryEntry[]
  printJobs: { id: number; kind: string; state: string; lastError: string | null; at: string }[]
  /** Admins may open the raw collection form ("Erweitert"). */
  isAdmin: boolean
}
