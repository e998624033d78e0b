/**
 * Personal data of customers (issue 34, GDPR Art. 15/17/20): the export of everything stored about one e-mail or phone,
 * its erasure (orders anonymised for the accounts, the rest deleted), the anonymisation job after the retention period
 * (the generated privacy text: modules/settings/privacy-text.ts). Every export and erasure is logged (channel 'privacy'). docs/compliance.md "Personal data".
 */
import { createHash } from 'node:crypto'

import { createLocalReq } from 'payload'
import type { Payload, PayloadRequest } from 'payload'

import { ORDER_PERSONAL_FIELDS, exportToCsv, personalDataCutoffs, readPartSnapshots, retentionRule } from '../../domain'
import { customerEmailKey, customerPhoneKey } from '../../domain/customers'
import { PRIVACY_MESSAGES as M } from '../../contracts/privacy'
import type { ContactQuery, ErasureResult, PersonalDataCounts, PersonalDataExport, PersonalDataSections } from '../../contracts/privacy'
import { ApiError, badRequest } from '../../platform/api/errors'
import { execute, inTransaction, sql } from '../../platform/db'
import type { SQL } from '../../platform/db'
import { logFailure } from '../../platform/jobs/log'
import { readSettings, shopLocale } from '../settings'

export const PRIVACY_LOG_CHANNEL = 'privacy'
export const ANONYMISE_TASK = 'anonymisePersonalData'
/** Orders anonymised per statement batch of the job (it loops until none is left). */
const JOB_BATCH = 200

type Keys = { emailKey: string | null; phoneKey: string | null }
type Actor = { id: number | string; email?: string | null } | null

/** The searched contact as matched (domain/customers.ts); German 400 when it is no e-mail or phone. */
export function contactKeys(query: ContactQuery): Keys {
  const emailKey = query.email === undefined ? null : customerEmailKey(query.email)
  const phoneKey = query.phone === undefined ? null : customerPhoneKey(query.phone)
  const errors = []
  if (query.email !== undefined && emailKey === null) errors.push({ field: 'email', message: M.emailInvalid })
  if (query.phone !== undefined && phoneKey === null) errors.push({ field: 'phone', message: M.phoneInvalid })
  if (errors.length > 0) throw badRequest(errors)
  return { emailKey, phoneKey }
}

/** The logged form of the searched contact: masked for reading, a SHA-256 to find a request again (never the contact itself). */
function subjectOf(keys: Keys): { subject: string; subjectHash: string } {
  const key = keys.emailKey ?? keys.phoneKey ?? ''
  const masked = keys.emailKey !== null ? keys.emailKey.replace(/^(.).*@/, '$1***@') : key.replace(/\d(?=\d{3})/g, '*')
  return { subject: masked, subjectHash: createHash('sha256').update(`tresen-privacy:${key}`).digest('hex') }
}

// SQL: a column's phone normalised like domain/checkout.ts normalizePhone ('0043 664 …' → '+43664…')
const normalisedPhone = (column: SQL) =>
  sql`(case when regexp_replace(${column}, '[^0-9+]', '', 'g') like '00%' then '+' || regexp_replace(substr(regexp_replace(${column}, '[^0-9+]', '', 'g'), 3), '[^0-9]', '', 'g')
            when regexp_replace(${column}, '[^0-9+]', '', 'g') like '+%' then '+' || regexp_replace(${column}, '[^0-9]', '', 'g')
            else regexp_replace(${column}, '[^0-9]', '', 'g') end)`
const emailOf = (column: SQL) => sql`nullif(lower(btrim(${column})), '')`
const idArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`

/** The customers the keys match, and the keys widened by theirs (an e-mail's customer brings its phone along). */
async function matchCustomers(req: PayloadRequest, keys: Keys): Promise<{ ids: number[]; keys: Keys }> {
  const rows = await execute<{ id: number; email_key: string | null; phone_key: string | null }>(
    req,
    sql`select id, email_key, phone_key from customers
         where (${keys.emailKey}::text is not null and email_key = ${keys.emailKey})
            or (${keys.phoneKey}::text is not null and phone_key = ${keys.phoneKey}) order by id`,
  )
  const first = rows[0]
  return {
    ids: rows.map((row) => Number(row.id)),
    keys: { emailKey: keys.emailKey ?? first?.email_key ?? null, phoneKey: keys.phoneKey ?? first?.phone_key ?? null },
  }
}

/** The orders of the keys (the customer matching rule: a phone only where the order has no e-mail, if an e-mail is known). */
async function matchOrders(req: PayloadRequest, keys: Keys): Promise<number[]> {
  const byEmail = keys.emailKey === null ? sql`false` : sql`${emailOf(sql`o.email`)} = ${keys.emailKey}`
  const byPhone =
    keys.phoneKey === null ? sql`false` : keys.emailKey === null ? sql`o.phone = ${keys.phoneKey}` : sql`(o.phone = ${keys.phoneKey} and ${emailOf(sql`o.email`)} is null)`
  const rows = await execute<{ id: number }>(req, sql`select o.id from orders o where ${byEmail} or ${byPhone} order by o.id`)
  return rows.map((row) => Number(row.id))
}

async function matchByContact(req: PayloadRequest, table: 'contact_messages' | 'analytics_leads', keys: Keys): Promise<number[]> {
  const byEmail = keys.emailKey === null ? sql`false` : sql`${emailOf(sql`t.email`)} = ${keys.emailKey}`
  const byPhone = keys.phoneKey === null ? sql`false` : sql`(t.phone is not null and ${normalisedPhone(sql`t.phone`)} = ${keys.phoneKey})`
  const rows = await execute<{ id: number }>(req, sql`select t.id from ${sql.identifier(table)} t where ${byEmail} or ${byPhone} order by t.id`)
  return rows.map((row) => Number(row.id))
}

/** Upload ids the orders' file/image parts refer to (domain/order-item.ts part snapshots). */
async function orderUploadIds(req: PayloadRequest, orderIds: readonly number[]): Promise<number[]> {
  if (orderIds.length === 0) return []
  const rows = await execute<{ parts: unknown }>(req, sql`select parts from orders_items where _parent_id = any(${idArray(orderIds)}::int[])`)
  const ids = new Set<number>()
  for (const row of rows) for (const part of readPartSnapshots(row.parts)) for (const upload of part.uploads ?? []) if (upload.id > 0) ids.add(upload.id)
  return [...ids].sort((a, b) => a - b)
}

async function outboxIds(req: PayloadRequest, keys: Keys, orderIds: readonly number[], contactIds: readonly number[]): Promise<number[]> {
  const recipients = [keys.emailKey, keys.phoneKey].filter((k): k is string => k !== null)
  const rows = await execute<{ id: number }>(
    req,
    sql`select id from outbox
         where order_id = any(${idArray(orderIds)}::int[])
            or lower(btrim(recipient)) = any(${`{${recipients.map((r) => `"${r.replace(/["\\]/g, '')}"`).join(',')}}`}::text[])
            or id in (select outbox_id from contact_messages where id = any(${idArray(contactIds)}::int[]) and outbox_id is not null)
         order by id`,
  )
  return rows.map((row) => Number(row.id))
}

type Found = { keys: Keys; customers: number[]; orders: number[]; contactMessages: number[]; leads: number[]; uploads: number[]; messages: number[] }

async function findPersonalData(req: PayloadRequest, query: Keys): Promise<Found> {
  const customers = await matchCustomers(req, query)
  const keys = customers.keys
  const [orders, contactMessages, leads] = [await matchOrders(req, keys), await matchByContact(req, 'contact_messages', keys), await matchByContact(req, 'analytics_leads', keys)]
  return {
    keys,
    customers: customers.ids,
    orders,
    contactMessages,
    leads,
    uploads: await orderUploadIds(req, orders),
    messages: await outboxIds(req, keys, orders, contactMessages),
  }
}

async function writeLog(req: PayloadRequest, message: string, context: Record<string, unknown>): Promise<void> {
  await req.payload.create({
    collection: 'logs',
    data: { level: 'info', channel: PRIVACY_LOG_CHANNEL, message, context },
    req,
    // Deliberately overrideAccess: a system log row (logs are written only by the server; admins read them)
    overrideAccess: true,
  })
}

const actorOf = (user: Actor) => (user ? { id: user.id, email: user.email ?? null } : null)

// ---------------------------------------------------------------------------
// Export (Art. 15, Art. 20)
// ---------------------------------------------------------------------------

const ORDER_EXPORT_FIELDS = [
  'id', 'ticketNumber', 'createdAt', 'branch', 'deliveryType', 'tableIdentifier', 'appointmentDate', 'isCompany',
  ...ORDER_PERSONAL_FIELDS, 'country', 'isDeliveryAddressDifferent', 'deliveryCountry', 'deliveryArea', 'items', 'totalNet', 'totalTax', 'totalGross',
  'taxes', 'deliveryGross', 'donationAmount', 'paymentMethod', 'isPaid', 'isRefunded', 'isConfirmed', 'isCompleted',
  'isRejected', 'isCanceled', 'questionnaireRating',
] as const

const pick = (doc: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> => Object.fromEntries(fields.filter((f) => f in doc).map((f) => [f, doc[f]]))

async function readDocs(req: PayloadRequest, collection: 'customers' | 'orders' | 'contact-messages' | 'analytics-leads' | 'uploads' | 'outbox', ids: readonly number[]) {
  if (ids.length === 0) return []
  const { docs } = await req.payload.find({ collection, where: { id: { in: [...ids] } }, depth: 0, pagination: false, sort: 'id', req, user: req.user, overrideAccess: false })
  return docs as unknown as Record<string, unknown>[]
}

/** Everything stored about the contact (admins; read with their access). No match: every section empty (an honest "nothing stored"). */
export async function exportPersonalData(req: PayloadRequest, query: ContactQuery, format: 'json' | 'csv', now = new Date()): Promise<PersonalDataExport> {
  const found = await findPersonalData(req, contactKeys(query))
  const orders = (await readDocs(req, 'orders', found.orders)).map((o): Record<string, unknown> => {
    const row = pick(o, ORDER_EXPORT_FIELDS)
    const items = Array.isArray(o.items) ? (o.items as Record<string, unknown>[]) : []
    return { ...row, items: items.map((i) => pick(i, ['name', 'amount', 'unitName', 'unitPrice', 'gross', 'taxRate', 'parts'])) }
  })
  const sections: PersonalDataSections = {
    customers: (await readDocs(req, 'customers', found.customers)).map(({ emailKey: _e, phoneKey: _p, ...rest }) => rest),
    orders,
    questionnaireAnswers: orders
      .filter((o) => {
        const rating = o.questionnaireRating as Record<string, unknown> | undefined
        return rating !== undefined && Object.values(rating).some((v) => v !== null && v !== undefined && v !== '')
      })
      .map((o) => ({ id: o.id, order: o.id, ...(o.questionnaireRating as Record<string, unknown>) })),
    contactMessages: (await readDocs(req, 'contact-messages', found.contactMessages)).map((m) => pick(m, ['id', 'createdAt', 'name', 'email', 'phone', 'message', 'site', 'branch'])),
    leads: (await readDocs(req, 'analytics-leads', found.leads)).map((l) => pick(l, ['id', 'createdAt', 'name', 'email', 'phone', 'message', 'source', 'branch'])),
    uploads: (await readDocs(req, 'uploads', found.uploads)).map((u) => pick(u, ['id', 'createdAt', 'filename', 'mimeType', 'filesize', 'width', 'height'])),
    messages: (await readDocs(req, 'outbox', found.messages)).map((m) => pick(m, ['id', 'createdAt', 'order', 'channel', 'template', 'recipient', 'subject', 'body', 'state', 'sentAt'])),
  }
  const counts = Object.fromEntries(Object.entries(sections).map(([k, v]) => [k, v.length])) as PersonalDataCounts
  const shownQuery = { ...(query.email !== undefined ? { email: query.email } : {}), ...(query.phone !== undefined ? { phone: query.phone } : {}) }
  await writeLog(req, `Datenauskunft (${format.toUpperCase()}) für ${subjectOf(found.keys).subject}`, {
    action: 'export',
    format,
    by: actorOf(req.user as Actor),
    ...subjectOf(found.keys),
    counts,
  })
  return { query: shownQuery, exportedAt: now.toISOString(), counts, sections }
}

export const exportAsCsv = (result: PersonalDataExport): string => exportToCsv(result.sections as unknown as Record<string, Record<string, unknown>[]>)

// ---------------------------------------------------------------------------
// Erasure (Art. 17) and the job
// ---------------------------------------------------------------------------

/** Column of each personal order field (orders table, snake case as Payload names them). */
const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
const ORDER_PERSONAL_COLUMNS = [...ORDER_PERSONAL_FIELDS.map(snake), 'delivery_area', 'questionnaire_rating_comment']

/**
 * Empties the orders' personal fields, drops the upload references of their lines (kept: the part's name and type, so
 * the line still says a file was attached) and clears the texts and recipients of their messages. Lines, amounts,
 * taxes, payment and state stay. Inside the caller's transaction.
 */
async function anonymiseOrders(req: PayloadRequest, orderIds: readonly number[], extraOutbox: readonly number[] = []): Promise<{ orders: number; messages: number }> {
  if (orderIds.length === 0 && extraOutbox.length === 0) return { orders: 0, messages: 0 }
  const assignments = sql.join(ORDER_PERSONAL_COLUMNS.map((column) => sql`${sql.identifier(column)} = null`), sql`, `)
  const orders = await execute<{ id: number }>(req, sql`update orders set ${assignments}, is_company = false, updated_at = now() where id = any(${idArray(orderIds)}::int[]) returning id`)
  const items = await execute<{ id: string; parts: unknown }>(req, sql`select id, parts from orders_items where _parent_id = any(${idArray(orderIds)}::int[]) and parts::text like '%"uploads"%'`)
  for (const item of items) {
    const parts = readPartSnapshots(item.parts).map(({ uploads, ...part }) => (uploads && uploads.length > 0 ? { ...part, values: [] } : part))
    await execute(req, sql`update orders_items set parts = ${JSON.stringify(parts)}::jsonb where id = ${item.id}`)
  }
  const messages = await execute<{ id: number }>(
    req,
    sql`update outbox set recipient = null, body = null, updated_at = now()
         where (order_id = any(${idArray(orderIds)}::int[]) or id = any(${idArray(extraOutbox)}::int[])) and (recipient is not null or body is not null) returning id`,
  )
  return { orders: orders.length, messages: messages.length }
}

/** Deletes the uploads (rows and files) through Payload; inside the caller's transaction. */
async function deleteUploads(req: PayloadRequest, ids: readonly number[], asUser: boolean): Promise<number> {
  if (ids.length === 0) return 0
  const result = await req.payload.delete({
    collection: 'uploads',
    where: { id: { in: [...ids] } },
    req,
    // the job runs as the system (overrideAccess); an erasure with the admin's rights
    ...(asUser ? { user: req.user, overrideAccess: false } : { overrideAccess: true }),
  })
  return deletedCount(result)
}

/** A bulk delete reports failures instead of throwing: one failure rolls the whole erasure back. */
function deletedCount(result: { docs: unknown[]; errors: { message: string }[] }): number {
  if (result.errors.length > 0) throw new Error(`Löschen fehlgeschlagen: ${result.errors.map((e) => e.message).join('; ')}`)
  return result.docs.length
}

/**
 * Erases the contact's personal data in one transaction: orders anonymised (kept for the retention period), their
 * uploads, contact messages, leads and customer records deleted, their messages' texts cleared, and the log row
 * written. 404 when nothing is stored.
 */
export async function erasePersonalData(req: PayloadRequest, query: ContactQuery, now = new Date()): Promise<ErasureResult> {
  const queryKeys = contactKeys(query)
  return inTransaction(req, async () => {
    const found = await findPersonalData(req, queryKeys)
    if (found.customers.length + found.orders.length + found.contactMessages.length + found.leads.length + found.messages.length === 0) {
      throw new ApiError(404, [{ field: queryKeys.emailKey !== null ? 'email' : 'phone', message: M.nothingStored }])
    }
    const anonymised = await anonymiseOrders(req, found.orders, found.messages)
    const byAdmin = { req, user: req.user, overrideAccess: false } as const
    const deleteWhere = async (collection: 'contact-messages' | 'analytics-leads' | 'customers', ids: readonly number[]) =>
      ids.length === 0 ? 0 : deletedCount(await req.payload.delete({ collection, where: { id: { in: [...ids] } }, ...byAdmin }))
    const contactMessagesDeleted = await deleteWhere('contact-messages', found.contactMessages)
    const leadsDeleted = await deleteWhere('analytics-leads', found.leads)
    const customersDeleted = await deleteWhere('customers', found.customers)
    const uploadsDeleted = await deleteUploads(req, found.uploads, true)
    const result: ErasureResult = {
      query: { ...(query.email !== undefined ? { email: query.email } : {}), ...(query.phone !== undefined ? { phone: query.phone } : {}) },
      erasedAt: now.toISOString(),
      customersDeleted,
      ordersAnonymised: anonymised.orders,
      uploadsDeleted,
      contactMessagesDeleted,
      leadsDeleted,
      messagesCleared: anonymised.messages,
    }
    const { query: _query, erasedAt: _at, ...counts } = result
    await writeLog(req, `Löschung personenbezogener Daten für ${subjectOf(found.keys).subject}`, {
      action: 'erase',
      by: actorOf(req.user as Actor),
      ...subjectOf(found.keys),
      counts,
      ordersKeptFor: retentionRule(await readSettings(req.payload)).label,
    })
    return result
  })
}

export type AnonymisationResult = { orders: number; uploads: number; messages: number; contactMessages: number; leads: number }

/**
 * Job anonymisePersonalData: orders of years whose retention period ended (settings "Datenschutz"), contact messages
 * and leads without a customer older than their period. Pinned `now` in tests. Logs what it did when it did anything.
 */
export async function anonymisePersonalData(payload: Payload, now = Date.now()): Promise<AnonymisationResult> {
  const settings = await readSettings(payload)
  const cutoffs = personalDataCutoffs(now, shopLocale(settings).timeZone, settings)
  const result: AnonymisationResult = { orders: 0, uploads: 0, messages: 0, contactMessages: 0, leads: 0 }
  const personal = sql.join(ORDER_PERSONAL_COLUMNS.map((column) => sql`${sql.identifier(column)} is not null`), sql` or `)
  try {
    for (;;) {
      const req = await createLocalReq({}, payload)
      const done = await inTransaction(req, async () => {
        const rows = await execute<{ id: number }>(
          req,
          sql`select id from orders where created_at < ${new Date(cutoffs.orders).toISOString()}::timestamptz and (${personal}) order by id limit ${JOB_BATCH} for update skip locked`,
        )
        const ids = rows.map((row) => Number(row.id))
        if (ids.length === 0) return true
        const uploadIds = await orderUploadIds(req, ids)
        const anonymised = await anonymiseOrders(req, ids)
        result.orders += anonymised.orders
        result.messages += anonymised.messages
        result.uploads += await deleteUploads(req, uploadIds, false)
        return ids.length < JOB_BATCH
      })
      if (done) break
    }
    const req = await createLocalReq({}, payload)
    await inTransaction(req, async () => {
      const contacts = await execute<{ id: number }>(req, sql`delete from contact_messages where created_at < ${new Date(cutoffs.contactMessages).toISOString()}::timestamptz returning id`)
      result.contactMessages = contacts.length
      // a lead is "converted" when a customer record with its e-mail or phone exists: those stay
      const leads = await execute<{ id: number }>(
        req,
        sql`delete from analytics_leads l where l.created_at < ${new Date(cutoffs.leads).toISOString()}::timestamptz
              and not exists (select 1 from customers c where (c.email_key is not null and c.email_key = ${emailOf(sql`l.email`)})
                                                         or (c.phone_key is not null and l.phone is not null and c.phone_key = ${normalisedPhone(sql`l.phone`)}))
            returning id`,
      )
      result.leads = leads.length
      if (Object.values(result).some((n) => n > 0)) {
        await writeLog(req, `Automatische Anonymisierung: ${result.orders} Bestellungen, ${result.contactMessages} Kontaktanfragen, ${result.leads} Leads`, {
          action: 'anonymise',
          by: null,
          ordersBefore: new Date(cutoffs.orders).toISOString(),
          retention: cutoffs.rule.label,
          counts: result,
        })
      }
    })
  } catch (error) {
    await logFailure(payload, PRIVACY_LOG_CHANNEL, 'Automatische Anonymisierung fehlgeschlagen', error)
    throw error
  }
  return result
}
