/**
 * Invoices of orders paid online (issue 34, docs/compliance.md "Rechnungen"): the number is assigned in the transaction
 * that confirms the payment (a refund: the correction's number), from a counter row per division, series and year
 * locked with SELECT … FOR UPDATE — a rolled-back payment takes its number back, so the series has no gaps.
 */
import type { PayloadRequest } from 'payload'

import { addressLines, customerName, formatInvoiceNumber, invoiceDocument, itemQuantityText, taxCountryOf, ticketLabel, toLocal } from '../../domain'
import type { InvoiceDocument, InvoiceKind, TaxCountry } from '../../domain'
import type { Branch, Config1 as Config, Division, Order } from '../../contracts/payload-types'
import { execute, sql } from '../../platform/db'
import type { DbScope } from '../../platform/db'

const idOf = (value: number | { id: number } | null | undefined): number | null =>
  value === null || value === undefined ? null : typeof value === 'number' ? value : value.id

export type IssuedInvoice = { number: string; issuedAt: string; document: InvoiceDocument }

/** The issued document of an order (null: none of this kind). */
export async function readInvoice(scope: DbScope, orderId: number, kind: InvoiceKind): Promise<IssuedInvoice | null> {
  const [row] = await execute<{ number: string; issued_at: Date | string; document: InvoiceDocument }>(
    scope,
    sql`select number, issued_at, document from order_invoices where order_id = ${orderId} and kind = ${kind}`,
  )
  if (!row) return null
  return { number: row.number, issuedAt: new Date(row.issued_at).toISOString(), document: row.document }
}

/** The next number of a series: the counter row is created once, then locked until the transaction ends. */
async function nextSequence(req: PayloadRequest, divisionId: number, kind: InvoiceKind, year: number): Promise<number> {
  await execute(
    req,
    sql`insert into invoice_counters (division_id, kind, year, last) values (${divisionId}, ${kind}, ${year}, 0)
        on conflict (division_id, kind, year) do nothing`,
  )
  const [row] = await execute<{ last: number }>(
    req,
    sql`select last from invoice_counters where division_id = ${divisionId} and kind = ${kind} and year = ${year} for update`,
  )
  const next = (row?.last ?? 0) + 1
  await execute(req, sql`update invoice_counters set last = ${next} where division_id = ${divisionId} and kind = ${kind} and year = ${year}`)
  return next
}

/** Seller, branch and division as read inside the caller's transaction (its connection: no second pool connection). */
async function sellerContext(req: PayloadRequest, order: Order) {
  const branchId = idOf(order.branch)
  // Deliberately overrideAccess: system reads inside the payment's transaction (webhook or job, no user).
  const branch = branchId
    ? ((await req.payload.findByID({ collection: 'branches', id: branchId, depth: 0, req, overrideAccess: true })) as Branch)
    : null
  const config = (await req.payload.findGlobal({ slug: 'config', depth: 0, req, overrideAccess: true })) as Config
  const divisionId = idOf(branch?.division) ?? 0
  const division = divisionId
    ? ((await req.payload.findByID({ collection: 'divisions', id: divisionId, depth: 0, req, overrideAccess: true })) as Division)
    : null
  const fallback: TaxCountry = division?.timeTracking?.country === 'DE' ? 'DE' : 'AT'
  return { branch, config, divisionId, country: taxCountryOf(config.vatId, fallback) }
}

/**
 * Issues the order's invoice ('invoice', when its payment is confirmed) or its correction ('credit-note', when it is
 * refunded; only when there is an invoice) inside the caller's transaction. Idempotent: an issued one is answered.
 */
export async function issueInvoice(req: PayloadRequest, order: Order, kind: InvoiceKind, now: number): Promise<IssuedInvoice | null> {
  const existing = await readInvoice(req, order.id, kind)
  if (existing) return existing
  const invoice = kind === 'credit-note' ? await readInvoice(req, order.id, 'invoice') : null
  if (kind === 'credit-note' && !invoice) return null
  const { branch, config, divisionId, country } = await sellerContext(req, order)
  const timeZone = branch?.timeZone || config.timeZone || 'Europe/Vienna'
  const year = toLocal(now, timeZone).year
  const sequence = await nextSequence(req, divisionId, kind, year)
  const number = formatInvoiceNumber(kind, divisionId, year, sequence)
  const document = invoiceDocument({
    kind,
    number,
    corrects: invoice ? { number: invoice.number, date: invoice.document.invoiceDate } : null,
    smallAmount: invoice ? invoice.document.isSmallAmount : null,
    issuedAt: now,
    deliveredAt: Date.parse(order.appointmentDate || order.createdAt),
    timeZone,
    currency: config.currency || 'EUR',
    country,
    seller: {
      name: config.businessName || config.shopName || '',
      street: config.street ?? '',
      zipCode: config.zipCode ?? '',
      city: config.city ?? '',
      vatId: config.vatId ?? '',
    },
    buyer: {
      name: customerName({ ...order, isCompany: false }),
      company: order.isCompany ? (order.companyName ?? '') : '',
      vatNumber: order.isCompany ? (order.vatNumber ?? '') : '',
      addressLines: addressLines({ ...order, isDeliveryAddressDifferent: false }),
    },
    ticket: ticketLabel(order),
    lines: (order.items ?? []).map((item) => ({
      name: item.name || 'Produkt',
      quantityText: itemQuantityText(item),
      gross: item.gross ?? 0,
      taxRate: item.taxRate ?? 0,
    })),
    delivery: (order.deliveryGross ?? 0) > 0 ? { gross: order.deliveryGross ?? 0, taxRate: order.deliveryTaxRate ?? 0 } : null,
    taxes: storedTaxes(order.taxes),
  })
  const issuedAt = new Date(now).toISOString()
  await execute(
    req,
    sql`insert into order_invoices (order_id, kind, division_id, year, sequence, number, corrects, issued_at, document)
        values (${order.id}, ${kind}, ${divisionId}, ${year}, ${sequence}, ${number}, ${invoice?.number ?? null}, ${issuedAt}::timestamptz,
                ${JSON.stringify(document)}::jsonb)`,
  )
  return { number, issuedAt, document }
}

function storedTaxes(raw: unknown): Record<string, number> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {}
  const taxes: Record<string, number> = {}
  for (const [rate, cents] of Object.entries(raw as Record<string, unknown>)) {
    const value = typeof cents === 'number' ? cents : Number(cents)
    if (Number.isFinite(value)) taxes[rate] = value
  }
  return taxes
}
