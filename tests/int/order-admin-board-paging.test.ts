/**
 * The board with many open orders (issue #15): GET /orders/current sends the first 20 cards per column with each
 * column's count, a cursor pages through the rest without duplicates or gaps, `show` asks for more cards in the poll,
 * the search finds any order, the newest unacknowledged orders come along for the alarm, and the ETag still works.
 * A branch of its own keeps the counts exact (other files' orders live in other branches).
 */
import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import type { BoardCard, BoardMeta } from '../../contracts'

const { call, loadPayload, login } = await import('./helpers/api')
const { ADMIN } = await import('./helpers/users')

const PENDING = 300
const CONFIRMED = 45
const PAGE = 20

let token: string
let branch: number

async function execute(query: ReturnType<typeof sql>) {
  const payload = await loadPayload()
  return (
    payload.db as unknown as { drizzle: { execute: (q: unknown) => Promise<{ rows: Record<string, unknown>[] }> } }
  ).drizzle.execute(query)
}

type Board = { data?: BoardCard[]; meta?: BoardMeta }
const board = async (query = '', headers: Record<string, string> = {}) => {
  const res = await call<BoardCard[]>('GET', `/orders/current?branch=${branch}${query}`, { token, headers })
  return { ...res, body: res.body as Board & typeof res.body }
}

beforeAll(async () => {
  const payload = await loadPayload()
  token = await login(ADMIN.email, ADMIN.password)
  const identifier = `board-paging-${Date.now()}`
  branch = Number(
    (
      await payload.create({
        collection: 'branches',
        data: { name: 'Viele Bestellungen', identifier } as never,
        overrideAccess: true,
      })
    ).id,
  )
  // 300 new (one second apart; the first 250 acknowledged), 45 confirmed, 3 completed today — one statement each
  await execute(sql`
    insert into orders (branch_id, uid, ticket_number, delivery_type, first_name, last_name, phone, net, tax, gross, total_net, total_tax,
      total_gross, payment_method, is_confirmed, acknowledged_at, created_at, updated_at)
    select ${branch}, 'paging-' || g || '-' || md5(random()::text), 'P' || g, 'takeaway', 'Erika', 'Vielfach ' || g, '+43 1 ' || g,
      891, 89, 980, 891, 89, 980, 'cash', false, case when g <= 250 then now() end,
      now() - ((400 - g) || ' seconds')::interval, now() - ((400 - g) || ' seconds')::interval
    from generate_series(1, ${PENDING}) g`)
  await execute(sql`
    insert into orders (branch_id, uid, ticket_number, delivery_type, first_name, last_name, net, tax, gross, total_net, total_tax,
      total_gross, payment_method, is_confirmed, created_at, updated_at)
    select ${branch}, 'paging-c-' || g || '-' || md5(random()::text), 'C' || g, 'takeaway', 'Max', 'Bestätigt ' || g,
      891, 89, 980, 891, 89, 980, 'cash', true, now() - ((900 - g) || ' seconds')::interval, now()
    from generate_series(1, ${CONFIRMED}) g`)
  await execute(sql`
    insert into orders (branch_id, uid, ticket_number, delivery_type, first_name, last_name, net, tax, gross, total_net, total_tax,
      total_gross, payment_method, is_confirmed, is_completed, status_changed_at, created_at, updated_at)
    select ${branch}, 'paging-d-' || g || '-' || md5(random()::text), 'D' || g, 'takeaway', 'Eva', 'Fertig ' || g,
      891, 89, 980, 891, 89, 980, 'cash', true, true, now(), now() - ((100 - g) || ' seconds')::interval, now()
    from generate_series(1, 3) g`)
})

const inColumn = (cards: BoardCard[], state: 'new' | 'confirmed') =>
  cards.filter((c) => (state === 'new' ? !c.isConfirmed && !c.isCompleted : c.isConfirmed && !c.isCompleted))

describe('GET /orders/current with hundreds of open orders', () => {
  it('sends the oldest 20 per column, the newest unacknowledged new ones for the alarm, and every column’s count', async () => {
    const res = await board()
    expect(res.status).toBe(200)
    const cards = res.body.data ?? []
    const meta = res.body.meta!
    expect(meta.columns).toMatchObject({
      new: { total: PENDING, next: expect.any(String) },
      confirmed: { total: CONFIRMED, next: expect.any(String) },
      ready: { total: 0, next: null },
      completed: { total: 3, next: null },
      closed: { total: 0, next: null },
    })
    expect(meta.alarmCount).toBe(PENDING - 250)
    const fresh = inColumn(cards, 'new')
    // the 20 oldest (P1…P20) and the 10 newest unacknowledged (P291…P300)
    expect(fresh.map((c) => c.ticketNumber)).toEqual([
      ...Array.from({ length: PAGE }, (_, i) => `P${i + 1}`),
      ...Array.from({ length: 10 }, (_, i) => `P${291 + i}`),
    ])
    expect(inColumn(cards, 'confirmed').map((c) => c.ticketNumber)).toEqual(Array.from({ length: PAGE }, (_, i) => `C${i + 1}`))
    expect(cards.filter((c) => c.isCompleted)).toHaveLength(3)
    // the board stays small: 53 cards, not 348
    expect(cards).toHaveLength(PAGE + 10 + PAGE + 3)
    // oldest first overall, as before
    const created = cards.map((c) => Date.parse(c.createdAt))
    expect(created).toEqual([...created].sort((a, b) => a - b))
  })

  it('pages through a column with the cursor: the rest, without duplicates or gaps', async () => {
    const first = await board()
    const seen = inColumn(first.body.data ?? [], 'new')
      .slice(0, PAGE)
      .map((c) => c.ticketNumber)
    let next = first.body.meta!.columns.new.next
    let pages = 0
    while (next) {
      const page = await board(`&column=new&after=${encodeURIComponent(next)}&limit=60`)
      expect(page.status).toBe(200)
      const tickets = (page.body.data ?? []).map((c) => c.ticketNumber)
      expect(tickets.length).toBeLessThanOrEqual(60)
      expect(tickets.length).toBeGreaterThan(0)
      seen.push(...tickets)
      next = page.body.meta!.columns.new.next
      pages += 1
    }
    expect(pages).toBe(5) // 280 after the first 20, 60 a page
    expect(seen).toEqual(Array.from({ length: PENDING }, (_, i) => `P${i + 1}`))
    // the confirmed column pages on its own
    const confirmed = await board(`&column=confirmed&after=${encodeURIComponent(first.body.meta!.columns.confirmed.next!)}`)
    expect((confirmed.body.data ?? []).map((c) => c.ticketNumber)).toEqual(
      Array.from({ length: PAGE }, (_, i) => `C${PAGE + i + 1}`),
    )
    expect(confirmed.body.meta!.columns.confirmed.next).toEqual(expect.any(String))
  })

  it('sends more cards of a column when the board asks (show), and only the count of hidden closed ones (closed=0)', async () => {
    const res = await board('&show=new:60,confirmed:100&closed=0')
    const cards = res.body.data ?? []
    expect(
      inColumn(cards, 'new')
        .slice(0, 60)
        .map((c) => c.ticketNumber),
    ).toEqual(Array.from({ length: 60 }, (_, i) => `P${i + 1}`))
    expect(inColumn(cards, 'confirmed')).toHaveLength(CONFIRMED)
    expect(res.body.meta!.columns.confirmed.next).toBeNull()
    expect(cards.filter((c) => c.isCompleted)).toHaveLength(3) // completed is not the closed column
  })

  it('finds any order by ticket number or name, with the counts of the matches', async () => {
    const byTicket = await board('&search=P257')
    expect((byTicket.body.data ?? []).map((c) => c.ticketNumber)).toEqual(['P257'])
    expect(byTicket.body.meta!.columns.new.total).toBe(1)
    const byName = await board(`&search=${encodeURIComponent('erika vielfach 123')}`)
    expect((byName.body.data ?? []).map((c) => c.ticketNumber)).toEqual(['P123'])
    const many = await board('&search=Bestätigt')
    expect(many.body.meta!.columns).toMatchObject({ new: { total: 0 }, confirmed: { total: CONFIRMED } })
  })

  it('answers 304 while nothing changed and 200 when an order beyond the cards changes', async () => {
    const first = await board()
    const etag = first.headers.get('etag') ?? ''
    expect((await board('', { 'if-none-match': etag })).status).toBe(304)
    // P150 is on no card of the board, yet confirming it changes both columns' counts
    const id = Number(
      (await execute(sql`select id from orders where branch_id = ${branch} and ticket_number = 'P150'`)).rows[0]?.id,
    )
    expect((await call('POST', `/orders/${id}/status/confirm`, { token })).status).toBe(200)
    const changed = await board('', { 'if-none-match': etag })
    expect(changed.status).toBe(200)
    expect(changed.body.meta!.columns.new.total).toBe(PENDING - 1)
    expect(changed.body.meta!.columns.confirmed.total).toBe(CONFIRMED + 1)
    // another query is another answer
    expect((await board('&show=new:40', { 'if-none-match': changed.headers.get('etag') ?? '' })).status).toBe(200)
  })

  it('refuses malformed paging parameters with German messages', async () => {
    for (const query of [
      '&column=x',
      '&show=new:0',
      '&show=foo:5',
      '&show=new:501',
      '&column=new&after=abc',
      '&after=2026-01-01T00:00:00.000Z_1',
      '&column=new&limit=-1',
    ]) {
      const res = await board(query)
      expect(res.status, query).toBe(400)
      expect(res.body.errors?.[0]?.message, query).toMatch(/[äöüÄÖÜß]|Bitte|Unbekannte|Diese/)
    }
  })
})
