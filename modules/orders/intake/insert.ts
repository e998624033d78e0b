/**
 * The public order's insert as ONE SQL statement (order, item and history rows), prepared once per pool connection:
 * Payload's `create` cost about 30 ms in hooks, validation and read-back, and everything here was validated and
 * computed already (./validate.ts, domain/; the orders collection has no hooks). Values go in as one JSON document
 * per table, typed by PostgreSQL (`jsonb_populate_record`); tests/int/orders-insert.test.ts compares field by field.
 */
import { randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'
import { execute, queryPool, sql } from '../../../platform/db'
import type { SQL } from '../../../platform/db'
import type { OutboxValues } from '../../notifications'

/** Relationship fields stored as `<name>_id`. */
const RELATIONS = new Set(['branch', 'table', 'donatee', 'product', 'user', 'acknowledgedBy'])

const snake = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
const column = (key: string): string => (RELATIONS.has(key) ? `${snake(key)}_id` : snake(key))
const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`

/** Payload's id of an array row: 24 hex characters (an ObjectId: 4 bytes of seconds, 8 random bytes). */
export function arrayRowId(now: number): string {
  return Math.floor(now / 1000).toString(16).padStart(8, '0').slice(-8) + randomBytes(8).toString('hex')
}

type Row = Record<string, unknown>

/** Converts a document's scalar fields to column names (relations → `_id`). */
function toColumns(data: Row): Row {
  const out: Row = {}
  for (const [key, value] of Object.entries(data)) out[column(key)] = value === undefined ? null : value
  return out
}

export type OrderInsert = Row & { items: Row[]; history: Row[] }

/** The job task that delivers an outbox row (modules/notifications/outbox.ts OUTBOX_TASK; a literal here: no import cycle). */
const OUTBOX_JOB_TASK = 'sendOutboxMessage'

/**
 * Rows written by the same statement: the new order's outbox rows (their jobs are queued for those in state 'queued',
 * as `payload.jobs.queue` would: one payload_jobs row each) and the Idempotency-Key the order is recorded on.
 */
export type OrderInsertExtras = {
  outbox?: readonly OutboxValues[]
  branchId?: number
  /** The Idempotency-Key and this request's claim of it: the order is written only while the claim holds. */
  idempotencyKey?: string | null
  claimId?: string | null
}

export type InsertedOrder = { id: number; createdAt: string; updatedAt: string }

const statements = new Map<string, { name: string; text: string }>()

/** The statement for one set of order columns (the same set for every public order, so it is prepared once). */
function statementFor(orderColumns: string[], itemColumns: string[], historyColumns: string[]) {
  const key = `${orderColumns.join(',')}|${itemColumns.join(',')}|${historyColumns.join(',')}`
  let statement = statements.get(key)
  if (!statement) {
    const list = (cols: string[]) => cols.map(quote).join(', ')
    const from = (alias: string, cols: string[]) => cols.map((c) => `${alias}.${quote(c)}`).join(', ')
    const text = `with o as (
        insert into orders (${list(orderColumns)})
        select ${from('r', orderColumns)} from jsonb_populate_record(null::orders, $1::jsonb) r
        returning id, created_at, updated_at
      ), i as (
        insert into orders_items (_order, _parent_id, id${itemColumns.length ? ', ' + list(itemColumns) : ''})
        select r._order, o.id, r.id${itemColumns.length ? ', ' + from('r', itemColumns) : ''}
          from o, jsonb_populate_recordset(null::orders_items, $2::jsonb) r
      ), h as (
        insert into orders_history (_order, _parent_id, id${historyColumns.length ? ', ' + list(historyColumns) : ''})
        select r._order, o.id, r.id${historyColumns.length ? ', ' + from('r', historyColumns) : ''}
          from o, jsonb_populate_recordset(null::orders_history, $3::jsonb) r
      ), ob as (
        insert into outbox (order_id, branch_id, channel, template, recipient, subject, body, state, attempts, last_error, is_resend, dedupe_key, created_at, updated_at)
        select o.id, r.branch_id, r.channel, r.template, r.recipient, r.subject, r.body, r.state, 0, r.last_error, coalesce(r.is_resend, false), r.dedupe_key, now(), now()
          from o, jsonb_populate_recordset(null::outbox, $4::jsonb) r
        on conflict (dedupe_key) do nothing
        returning id, state
      ), j as (
        insert into payload_jobs (input, task_slug, queue, created_at, updated_at)
        select jsonb_build_object('outboxId', ob.id), '${OUTBOX_JOB_TASK}'::enum_payload_jobs_task_slug, 'default', now(), now()
          from ob where ob.state = 'queued'
      ), k as (
        update order_idempotency_keys set order_id = o.id from o
         where order_idempotency_keys.key = $5::varchar and order_idempotency_keys.claim_id = $6::varchar
           and order_idempotency_keys.order_id is null
        returning order_idempotency_keys.key
      )
      -- with a key, the claim must still be this request's: else the whole statement fails (nothing written, TR409)
      select id, created_at, updated_at from o
       where case when $5::varchar is null or exists (select 1 from k) then true else tresen_idempotency_claim_lost($5::varchar) end`
    statement = { name: `tresen_order_insert_${statements.size + 1}`, text }
    statements.set(key, statement)
  }
  return statement
}

/** A statement text with `$n` placeholders bound as drizzle parameters (to run it in a request's transaction). */
function bound(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/)
  return sql.join(parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`)))
}

const sortedKeys = (rows: Row[]): string[] => [...new Set(rows.flatMap((row) => Object.keys(row)))].sort()

/**
 * Inserts the order with its items and history (and `extras`: its outbox rows + their jobs, the Idempotency-Key's
 * order) — one statement, so one round trip and atomic without an explicit transaction. Unique violations (uid, idempotency key, ticket) surface as
 * PostgreSQL errors (code 23505 with the index name), as from Payload.
 * With a request the statement runs in the request's transaction (the public order writes its notification rows in
 * the same transaction, modules/orders/intake/create.ts); with Payload it is a prepared statement on the pool.
 */
export async function insertOrder(scope: Payload | PayloadRequest, data: OrderInsert, now: number, extras: OrderInsertExtras = {}): Promise<InsertedOrder> {
  const { items, history, ...scalars } = data
  const stamp = new Date(now).toISOString()
  const order = toColumns({ ...scalars, createdAt: stamp, updatedAt: stamp })
  const arrayRows = (rows: Row[]) => rows.map((row, index) => ({ ...toColumns(row), _order: index + 1, id: arrayRowId(now) }))
  const itemRows = arrayRows(items)
  const historyRows = arrayRows(history)
  const orderColumns = Object.keys(order).sort()
  const without = (cols: string[]) => cols.filter((c) => c !== '_order' && c !== 'id')
  const statement = statementFor(orderColumns, without(sortedKeys(itemRows)), without(sortedKeys(historyRows)))
  type Inserted = { id: number; created_at: Date | string; updated_at: Date | string }
  const outboxRows = (extras.outbox ?? []).map((v) => ({
    branch_id: extras.branchId ?? null,
    channel: v.channel,
    template: v.template,
    recipient: v.recipient,
    subject: v.subject,
    body: v.body,
    state: v.state,
    last_error: v.lastError,
    is_resend: v.isResend,
    dedupe_key: v.dedupeKey,
  }))
  const values = [JSON.stringify(order), JSON.stringify(itemRows), JSON.stringify(historyRows), JSON.stringify(outboxRows), extras.idempotencyKey ?? null, extras.claimId ?? null]
  const rows =
    'payload' in scope ? await execute<Inserted>(scope, bound(statement.text, values)) : await queryPool<Inserted>(scope, statement.name, statement.text, values)
  const row = rows[0]
  if (!row) throw new Error('order insert returned no row')
  const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString())
  return { id: Number(row.id), createdAt: iso(row.created_at), updatedAt: iso(row.updated_at) }
}
