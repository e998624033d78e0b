/**
 * The live order board's lists (BO §7 "Orders administration"): current, missed, history.
 * GET /orders/current is the hot path (polled every 3 s by every open board): one aggregate query yields the counts
 * and a version per column for the ETag (304 when unchanged), and PostgreSQL builds the cards of the first N orders
 * per column as one JSON array (sql.ts) — a branch buried under thousands of open orders stays a small answer. The other lists read through the Local API with the caller's access (overrideAccess: false).
 */
import { createHash } from 'node:crypto'

import type { PayloadRequest, SelectType, Where } from 'payload'

import { OPEN_ORDER_STATES, localDayNumber, parseIsoDate, startOfLocalDay } from '../../../domain'
import type { Branch, Order } from '../../../contracts/payload-types'
import { badRequest } from '../../../platform/api/errors'
import { etagMatches } from '../../../platform/api/etag'
import type { BoardMeta } from '../../../contracts'
import { orderStateWhere } from '../lifecycle'
import { DEFAULT_LIMIT, MAX_LIMIT, listRecords, parseListQuery } from '../../../platform/records/records'
import { readSettings, shopLocale } from '../../settings'
import { ORDER_ADMIN_MESSAGES as M } from '../../../domain/order-admin-messages'
import type { Scope } from './scope'
import { scopeKey, scopeWhere } from './scope'
import { BOARD_COLUMNS, boardJson, boardSummary, parseCursor } from './sql'
import type { BoardCards, BoardColumnKey, BoardCursor, BoardSelection } from './sql'

export const DEFAULT_MISSED_ORDER_MINUTES = 10

/** Fields the board does not need (history is loaded per order on demand; secrets are never read). */
export const BOARD_SELECT: SelectType = {
  history: false,
  taxes: false,
  questionnaireRating: false,
  legalInstructions: false,
  privacyPolicy: false,
  ticketDate: false,
  ticketSequence: false,
}

export type BoardSettings = { missedOrderMinutes: number; timeZone: string; currency: string }

/** The board's settings from the shop settings (modules/settings/read.ts: one system read per content generation). */
export async function boardSettings(req: PayloadRequest): Promise<BoardSettings> {
  const config = await readSettings(req.payload)
  const minutes = Number(config.missedOrderMinutes)
  return { missedOrderMinutes: Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_MISSED_ORDER_MINUTES, ...shopLocale(config) }
}

export const startOfToday = (now: number, timeZone: string) => startOfLocalDay(localDayNumber(now, timeZone), timeZone)

// ---------------------------------------------------------------------------
// State conditions (from the domain's state table, modules/orders/lifecycle/predicates.ts)
// ---------------------------------------------------------------------------

export const BOARD_STATES = ['new', 'confirmed', 'inDelivery', 'completed', 'rejected', 'canceled', 'failed', 'open', 'missed'] as const
export type BoardStateFilter = (typeof BOARD_STATES)[number]

export function stateWhere(state: BoardStateFilter, now: number, missedMinutes: number): Where {
  switch (state) {
    case 'new':
      return orderStateWhere(['pending'])
    case 'open':
      return orderStateWhere(OPEN_ORDER_STATES)
    case 'missed':
      return { and: [orderStateWhere(['pending']), { createdAt: { less_than: new Date(now - missedMinutes * 60_000).toISOString() } }] }
    default:
      return orderStateWhere([state])
  }
}

const and = (...parts: (Where | null | undefined)[]): Where => {
  const list = parts.filter((p): p is Where => p !== null && p !== undefined && Object.keys(p).length > 0)
  return list.length === 0 ? {} : list.length === 1 ? (list[0] as Where) : { and: list }
}

// ---------------------------------------------------------------------------
// Current board
// ---------------------------------------------------------------------------

export type { BoardMeta }

/** Cards per column in one poll by default, and at most (`show`, `limit`). ≈ 1.6 kB per card: 5 × 20 + 10 ≈ 180 kB at most. */
export const BOARD_PAGE_SIZE = 20
export const BOARD_MAX_PAGE_SIZE = 500
/** New, unacknowledged orders sent beyond the "Neu" column's limit (newest first): the alarm names them, staff see them. */
export const BOARD_ALARM_CARDS = 10
const SEARCH_MAX = 100

/** What the board asks for (query parameters of GET /orders/current). */
export type BoardQuery = {
  /** Cards per column (`show=new:50,confirmed:75`, each a multiple the UI grows by „Weitere anzeigen“); others BOARD_PAGE_SIZE. */
  show: Record<BoardColumnKey, number>
  /** `closed=0`: no cards of today's rejected/cancelled orders, only their count (the board while that column is hidden). */
  closed: boolean
  /** `search`: ticket number, name, company, e-mail, phone or id; every column is filtered. */
  search: string | null
  /** `column` + optional `after` (cursor) + optional `limit`: one column's page instead of the board. */
  page: { column: BoardColumnKey; after: BoardCursor | null; limit: number } | null
}

const isColumn = (value: string): value is BoardColumnKey => (BOARD_COLUMNS as readonly string[]).includes(value)

function pageSize(raw: string, field: string): number {
  const n = Number(raw)
  if (!/^\d{1,4}$/.test(raw) || !Number.isInteger(n) || n < 1 || n > BOARD_MAX_PAGE_SIZE) throw badRequest([{ field, message: M.invalidPageSize(BOARD_MAX_PAGE_SIZE) }])
  return n
}

/** Parses the board's query; 400 with a German message for anything malformed. */
export function parseBoardQuery(query: URLSearchParams): BoardQuery {
  const show = Object.fromEntries(BOARD_COLUMNS.map((c) => [c, BOARD_PAGE_SIZE])) as Record<BoardColumnKey, number>
  for (const part of (query.get('show') ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const [column = '', count = ''] = part.split(':')
    if (!isColumn(column)) throw badRequest([{ field: 'show', message: M.invalidColumn }])
    show[column] = pageSize(count, 'show')
  }
  const search = (query.get('search') ?? '').trim().slice(0, SEARCH_MAX) || null
  const closedRaw = query.get('closed')
  const closed = closedRaw !== '0' && closedRaw !== 'false'
  const columnRaw = query.get('column')
  let page: BoardQuery['page'] = null
  if (columnRaw !== null) {
    if (!isColumn(columnRaw)) throw badRequest([{ field: 'column', message: M.invalidColumn }])
    const afterRaw = query.get('after')
    const after = afterRaw ? parseCursor(afterRaw) : null
    if (afterRaw && after === null) throw badRequest([{ field: 'after', message: M.invalidCursor }])
    const limitRaw = query.get('limit')
    page = { column: columnRaw, after, limit: limitRaw === null ? BOARD_PAGE_SIZE : pageSize(limitRaw, 'limit') }
  } else if (query.has('after')) {
    throw badRequest([{ field: 'column', message: M.invalidColumn }])
  }
  return { show, closed, search, page }
}

/** Per column: its orders (after the search) and the cursor after the last card sent, when more follow. */
export type BoardColumnMeta = { total: number; next: string | null }

/** `cardsJson`: the JSON array text of the cards (see sql.ts boardJson); empty when `notModified`. */
export type BoardAnswer = { etag: string; notModified: boolean; cardsJson: string; meta: BoardMeta }

/**
 * GET /orders/current: open orders of the caller's branches + those completed/rejected/cancelled today — the first
 * `show[column]` (default 20) of every column (open: oldest first; closed today: newest first), plus the newest new
 * unacknowledged ones, with each column's count; or one column's page after a cursor (`query.page`).
 * `ifNoneMatch` equal to the current ETag → `notModified` after one aggregate query, without building the cards.
 * `meta.missedCount` is as of the last change of the set (a 304 keeps it); the board takes the larger of it and its own count.
 */
export async function currentOrders(req: PayloadRequest, scope: Scope, ifNoneMatch: string | null, now = Date.now(), query: BoardQuery = parseBoardQuery(new URLSearchParams())): Promise<BoardAnswer> {
  const settings = await boardSettings(req)
  const dayStart = new Date(startOfToday(now, settings.timeZone)).toISOString()
  const missedBefore = new Date(now - settings.missedOrderMinutes * 60_000).toISOString()
  const summary = await boardSummary(req, scope, dayStart, query.search, missedBefore)
  const hash = createHash('sha256')
  const { show, closed, search, page } = query
  hash.update(`v2|${String(req.user?.id)}|${scopeKey(scope)}|${dayStart}|${settings.missedOrderMinutes}|${settings.timeZone}|`)
  hash.update(`${JSON.stringify({ show, closed, search, page })}|`)
  // the missed count is not part of it: it grows with the clock alone (the board counts the missed cards it has itself)
  for (const row of summary) hash.update(`${row.column}:${row.version}:${row.alarms};`)
  const etag = `"b-${hash.digest('base64url').slice(0, 27)}"`
  const totals = Object.fromEntries(BOARD_COLUMNS.map((c) => [c, summary.find((r) => r.column === c)?.total ?? 0])) as Record<BoardColumnKey, number>
  const meta: BoardMeta = {
    now: new Date(now).toISOString(),
    dayStart,
    ...settings,
    branches: [],
    columns: Object.fromEntries(BOARD_COLUMNS.map((c) => [c, { total: totals[c], next: null }])) as BoardMeta['columns'],
    alarmCount: summary.reduce((sum, r) => sum + r.alarms, 0),
    missedCount: summary.reduce((sum, r) => sum + r.missed, 0),
  }
  if (etagMatches(ifNoneMatch, etag)) return { etag, notModified: true, cardsJson: '', meta }
  const selection: BoardSelection = page
    ? { kind: 'page', ...page }
    : { kind: 'windows', limits: { ...show, closed: closed ? show.closed : 0 }, alarms: BOARD_ALARM_CARDS }
  const empty = page ? totals[page.column] === 0 : summary.length === 0
  const [cards, branches] = await Promise.all([
    empty ? Promise.resolve<BoardCards>({ cardsJson: '[]', next: {} }) : boardJson(req, scope, dayStart, search, selection),
    req.payload
      .find({
        collection: 'branches',
        where: scope.all ? {} : { id: { in: [...scope.branchIds] } },
        depth: 0,
        pagination: false,
        sort: 'name',
        select: { name: true, escalationMinutes: true, autoRejectMinutes: true, isAutoRejectEnabled: true },
        req,
        user: req.user,
        overrideAccess: false,
      })
      .then((r) =>
        (r.docs as Pick<Branch, 'id' | 'name' | 'escalationMinutes' | 'autoRejectMinutes' | 'isAutoRejectEnabled'>[]).map((b) => ({
          id: b.id,
          name: b.name,
          escalationMinutes: b.escalationMinutes ?? null,
          autoRejectMinutes: b.autoRejectMinutes ?? null,
          isAutoRejectEnabled: b.isAutoRejectEnabled ?? false,
        })),
      ),
  ])
  for (const column of BOARD_COLUMNS) meta.columns[column].next = cards.next[column] ?? null
  return { etag, notModified: false, cardsJson: cards.cardsJson, meta: { ...meta, branches } }
}

/** At most this many missed orders per answer (the oldest); `meta.total` counts all of them. */
export const MISSED_ORDERS_LIMIT = 100

/**
 * GET /orders/missed: unconfirmed orders older than `config.missedOrderMinutes`, oldest first — at most
 * MISSED_ORDERS_LIMIT of them (a branch buried under thousands of unconfirmed orders made this answer 4.4 s and
 * megabytes), with the total in `meta.total`.
 */
export async function missedOrders(req: PayloadRequest, scope: Scope, now = Date.now()) {
  const settings = await boardSettings(req)
  const result = await req.payload.find({
    collection: 'orders',
    where: and(stateWhere('missed', now, settings.missedOrderMinutes), scopeWhere(scope)),
    depth: 0,
    limit: MISSED_ORDERS_LIMIT,
    sort: 'createdAt',
    select: BOARD_SELECT,
    req,
    user: req.user,
    overrideAccess: false,
  })
  return {
    orders: result.docs as Order[],
    meta: {
      now: new Date(now).toISOString(),
      missedOrderMinutes: settings.missedOrderMinutes,
      total: result.totalDocs,
      limit: MISSED_ORDERS_LIMIT,
    },
  }
}

// ---------------------------------------------------------------------------
// History
// ---------------------------------------------------------------------------

/** Query parameters of the order history (on top of the standard list parameters). */
export const HISTORY_PARAMS = ['from', 'to', 'state', 'search'] as const

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

/** 'YYYY-MM-DD' (a local day of the shop's zone; `to` is inclusive) or an ISO instant. */
function parseBound(raw: string, field: 'from' | 'to', timeZone: string): number {
  if (DATE_ONLY.test(raw)) {
    const day = parseIsoDate(raw)
    if (day === null) throw badRequest([{ field, message: M.invalidDate }])
    return startOfLocalDay(field === 'to' ? day + 1 : day, timeZone)
  }
  const ms = Date.parse(raw)
  if (!Number.isFinite(ms)) throw badRequest([{ field, message: M.invalidDate }])
  return ms
}

export function historyWhere(query: URLSearchParams, settings: BoardSettings, now: number): Where {
  const parts: Where[] = []
  const from = query.get('from')
  const to = query.get('to')
  if (from) parts.push({ createdAt: { greater_than_equal: new Date(parseBound(from, 'from', settings.timeZone)).toISOString() } })
  if (to) {
    const end = parseBound(to, 'to', settings.timeZone)
    parts.push(DATE_ONLY.test(to) ? { createdAt: { less_than: new Date(end).toISOString() } } : { createdAt: { less_than_equal: new Date(end).toISOString() } })
  }
  const states = (query.get('state') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (states.length > 0) {
    if (states.some((s) => !(BOARD_STATES as readonly string[]).includes(s))) throw badRequest([{ field: 'state', message: M.invalidState }])
    const wheres = states.map((s) => stateWhere(s as BoardStateFilter, now, settings.missedOrderMinutes))
    parts.push(wheres.length === 1 ? (wheres[0] as Where) : { or: wheres })
  }
  const search = query.get('search')?.trim()
  if (search) {
    const text = search.slice(0, 100)
    const or: Where[] = [
      { ticketNumber: { like: text } },
      { uid: { equals: text } },
      { firstName: { like: text } },
      { lastName: { like: text } },
      { companyName: { like: text } },
      { email: { like: text } },
      { phone: { like: text } },
    ]
    if (/^\d{1,9}$/.test(text)) or.push({ id: { equals: Number(text) } })
    parts.push({ or })
  }
  return and(...parts)
}

/**
 * The order history: the standard list parameters (field filters such as `branch`, page, limit, sort) plus
 * from/to (creation time), state (comma-separated BOARD_STATES) and search (ticket, name, e-mail, phone, uid).
 * `scope` (GET /orders/history) additionally limits to the caller's branches and refuses foreign ones with 403.
 */
export async function orderHistory(req: PayloadRequest, query: URLSearchParams, scope: Scope | null, now = Date.now()) {
  const settings = await boardSettings(req)
  const rest = new URLSearchParams([...query.entries()].filter(([key]) => !(HISTORY_PARAMS as readonly string[]).includes(key)))
  if (!rest.has('sort')) rest.set('sort', '-createdAt')
  if (!rest.has('limit')) rest.set('limit', String(DEFAULT_LIMIT))
  const q = parseListQuery(req.payload, 'orders', rest, MAX_LIMIT)
  const where = and(q.where, historyWhere(query, settings, now), scope ? scopeWhere(scope) : null)
  return listRecords(req, 'orders', { ...q, where })
}

export const hasHistoryParams = (query: URLSearchParams) => HISTORY_PARAMS.some((key) => query.has(key))
