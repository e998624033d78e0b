/**
 * The live order board's lists (BO §7 "Orders administration"): current, missed, history.
 * GET /orders/current is the hot path (polled every 3 s by every open board): one indexed SQL query yields the
 * set's ids + versions for the ETag (304 when unchanged), and PostgreSQL builds the cards as one JSON array
 * (sql.ts). The other lists read through the Local API with the caller's access (overrideAccess: false).
 */
import { createHash } from 'node:crypto'

import type { PayloadRequest, SelectType, Where } from 'payload'

import { OPEN_ORDER_STATES, localDayNumber, parseIsoDate, startOfLocalDay } from '../../domain'
import type { Branch, Order } from '../../payload-types'
import { badRequest } from '../api/errors'
import { etagMatches } from '../api/etag'
import type { BoardMeta } from '../contracts'
import { orderStateWhere } from '../order-lifecycle'
import { DEFAULT_LIMIT, MAX_LIMIT, listRecords, parseListQuery } from '../records'
import { readSettings, shopLocale } from '../settings'
import { ORDER_ADMIN_MESSAGES as M } from './messages'
import type { Scope } from './scope'
import { scopeKey, scopeWhere } from './scope'
import { boardJson, boardVersions } from './sql'

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

/** The board's settings from the shop settings (server/settings.ts: one system read per content generation). */
export async function boardSettings(req: PayloadRequest): Promise<BoardSettings> {
  const config = await readSettings(req.payload)
  const minutes = Number(config.missedOrderMinutes)
  return { missedOrderMinutes: Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_MISSED_ORDER_MINUTES, ...shopLocale(config) }
}

export const startOfToday = (now: number, timeZone: string) => startOfLocalDay(localDayNumber(now, timeZone), timeZone)

// ---------------------------------------------------------------------------
// State conditions (from the domain's state table, server/order-lifecycle/predicates.ts)
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

/** `cardsJson`: the JSON array text of the cards (see sql.ts boardJson); empty when `notModified`. */
export type BoardAnswer = { etag: string; notModified: boolean; cardsJson: string; meta: BoardMeta }

/**
 * GET /orders/current: open orders of the caller's branches + those completed/rejected/cancelled today.
 * `ifNoneMatch` equal to the current ETag → `notModified` without building the cards.
 */
export async function currentOrders(req: PayloadRequest, scope: Scope, ifNoneMatch: string | null, now = Date.now()): Promise<BoardAnswer> {
  const settings = await boardSettings(req)
  const dayStart = new Date(startOfToday(now, settings.timeZone)).toISOString()
  const versions = await boardVersions(req, scope, dayStart)
  const hash = createHash('sha256')
  hash.update(`v1|${String(req.user?.id)}|${scopeKey(scope)}|${dayStart}|${settings.missedOrderMinutes}|${settings.timeZone}|`)
  for (const row of versions) hash.update(`${row.id}:${row.v};`)
  const etag = `"b-${hash.digest('base64url').slice(0, 27)}"`
  const meta: BoardMeta = { now: new Date(now).toISOString(), dayStart, ...settings, branches: [] }
  if (etagMatches(ifNoneMatch, etag)) return { etag, notModified: true, cardsJson: '', meta }
  const [cardsJson, branches] = await Promise.all([
    versions.length === 0 ? Promise.resolve('[]') : boardJson(req, scope, dayStart),
    req.payload
      .find({
        collection: 'branches',
        where: scope.all ? {} : { id: { in: [...scope.branchIds] } },
        depth: 0,
        pagination: false,
        sort: 'name',
        select: { name: true },
        req,
        user: req.user,
        overrideAccess: false,
      })
      .then((r) => (r.docs as Pick<Branch, 'id' | 'name'>[]).map((b) => ({ id: b.id, name: b.name }))),
  ])
  return { etag, notModified: false, cardsJson, meta: { ...meta, branches } }
}

/** GET /orders/missed: unconfirmed orders older than `config.missedOrderMinutes`, oldest first. */
export async function missedOrders(req: PayloadRequest, scope: Scope, now = Date.now()) {
  const settings = await boardSettings(req)
  const result = await req.payload.find({
    collection: 'orders',
    where: and(stateWhere('missed', now, settings.missedOrderMinutes), scopeWhere(scope)),
    depth: 0,
    pagination: false,
    sort: 'createdAt',
    select: BOARD_SELECT,
    req,
    user: req.user,
    overrideAccess: false,
  })
  return { orders: result.docs as Order[], meta: { now: new Date(now).toISOString(), missedOrderMinutes: settings.missedOrderMinutes } }
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
