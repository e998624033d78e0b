/**
 * POST /api/analytics-log (docs/statistics.md §1): one event or a batch of ≤ 50, 202 { accepted }, German 400s with
 * field paths, bots dropped, the visitor key without the IP (daily salt in PostgreSQL), sessions, origins, branch from
 * the path, browser/OS/device class from the User-Agent. GET /api/analytics-log and /{id} (BO §7) list the raw events.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { CLIENT_IP_HEADER } from '../../platform/http/client'
import { execute, sql } from '../../platform/db'
import { call, loadPayload, login } from './helpers/api'
import { ADMIN, EMPLOYEE } from './helpers/users'

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

let payload: Payload
let branch: number
const identifier = `ana-${randomUUID().slice(0, 8)}`
let clients = 0
const client = () => `10.9.${Math.floor(++clients / 250)}.${clients % 250}`

const post = (body: unknown, ip: string, ua = FIREFOX) =>
  call<{ accepted: number }>('POST', '/analytics-log', { body, headers: { [CLIENT_IP_HEADER]: ip, 'user-agent': ua, host: 'shop.example' } })

type Row = Record<string, unknown>
const rowsOf = (path: string) =>
  execute<Row>(payload, sql`select * from analytics_events where path like ${path + '%'} order by id`)

beforeAll(async () => {
  payload = await loadPayload()
  branch = Number((await payload.create({ collection: 'branches', data: { name: identifier, identifier } as never, overrideAccess: true })).id)
})

describe('one event (today’s shape)', () => {
  it('is stored with 202 { accepted: 1 }, branch from the path, browser/OS/device from the User-Agent, no IP', async () => {
    const ip = client()
    const res = await post({ type: 'pageview', action: 'router', category: 'pageview', data: { path: `/store/${identifier}/x1?utm_source=flyer`, referrer: 'https://www.google.com/search' } }, ip)
    expect(res.status).toBe(202)
    expect(res.body.data).toEqual({ accepted: 1 })
    const [row] = await rowsOf(`/store/${identifier}/x1`)
    expect(row).toMatchObject({ name: 'pageview', branch_id: branch, browser: 'Firefox', os: 'Linux', device_class: 'desktop', utm_source: 'flyer', referrer_host: 'google.com', origin: 'flyer', is_session_start: true })
    expect(JSON.stringify(row)).not.toContain(ip)
  })
})

describe('a batch', () => {
  it('stores all events of one visitor in one session; the device record fills resolution, pixel ratio and colour scheme', async () => {
    const ip = client()
    const res = await post(
      {
        events: [
          // the device record carries no path: it counts for the branch of its batch
          { type: 'device', action: 'init', category: 'device', data: { screenWidth: 390, screenHeight: 844, pixelRatio: 3, darkMode: true, userAgent: IPHONE } },
          { type: 'pageview', data: { path: `/store/${identifier}/b1`, referrer: 'https://shop.example/store' } },
          { type: 'addtocart', data: { path: `/store/${identifier}/b1`, item: 'p1', price: 12.9, currency: 'EUR' } },
          { type: 'purchase', data: { path: `/store/${identifier}/b1`, orderId: 4711, value: 25.8, currency: 'EUR', items: 2 } },
        ],
      },
      ip,
      IPHONE,
    )
    expect(res.status).toBe(202)
    expect(res.body.data).toEqual({ accepted: 4 })
    const [first] = await rowsOf(`/store/${identifier}/b1`)
    const rows = await execute<Row>(payload, sql`select * from analytics_events where session_key = ${first!.session_key as string}::bigint order by id`)
    expect(rows).toHaveLength(4)
    expect(rows.every((r) => r.branch_id === branch)).toBe(true)
    expect(new Set(rows.map((r) => r.session_key)).size).toBe(1)
    expect(new Set(rows.map((r) => r.visitor_key)).size).toBe(1)
    expect(rows.filter((r) => r.is_session_start)).toHaveLength(1)
    const device = rows.find((r) => r.name === 'device')!
    expect(device).toMatchObject({ resolution: '390×844', color_scheme: 'dark', device_class: 'mobile', os: 'iOS' })
    expect(Number(device.pixel_ratio)).toBe(3)
    // our own host is no referrer: the session is direct
    expect(rows.every((r) => r.origin === 'Direkt' && r.referrer_host === null)).toBe(true)
    const purchase = rows.find((r) => r.name === 'purchase')!
    expect(purchase).toMatchObject({ order_ref: '4711', value_cents: 2580 })

    // the same client later (same day): same visitor, same session while < 30 minutes idle
    await post({ type: 'pageview', data: { path: `/store/${identifier}/b1-more` } }, ip, IPHONE)
    const [more] = await rowsOf(`/store/${identifier}/b1-more`)
    expect(more!.visitor_key).toBe(rows[0]!.visitor_key)
    expect(more!.session_key).toBe(rows[0]!.session_key)
    // another client is another visitor
    await post({ type: 'pageview', data: { path: `/store/${identifier}/b1-other` } }, client(), IPHONE)
    const [other] = await rowsOf(`/store/${identifier}/b1-other`)
    expect(other!.visitor_key).not.toBe(rows[0]!.visitor_key)
  })

  it('gives a session the origin and referrer of its batch’s first event that has one (the device record comes first)', async () => {
    await post(
      {
        events: [
          { type: 'device', action: 'init', category: 'device', data: { screenWidth: 1280, screenHeight: 800 } },
          { type: 'pageview', data: { path: `/store/${identifier}/r1`, referrer: 'https://www.instagram.com/x' } },
        ],
      },
      client(),
    )
    const [view] = await rowsOf(`/store/${identifier}/r1`)
    const rows = await execute<Row>(payload, sql`select * from analytics_events where session_key = ${view!.session_key as string}::bigint order by id`)
    expect(rows.map((r) => r.origin)).toEqual(['instagram.com', 'instagram.com'])
    const start = rows.find((r) => r.is_session_start)!
    expect(start).toMatchObject({ name: 'device', referrer_host: 'instagram.com' })
  })

  it('lets a page view’s UTM source win over the device record’s document referrer sent before it in the batch', async () => {
    await post(
      {
        events: [
          { type: 'device', action: 'init', category: 'device', data: { screenWidth: 1280, screenHeight: 800, documentReferrer: 'https://www.google.com/' } },
          { type: 'pageview', data: { path: `/store/${identifier}/u1?utm_source=newsletter`, referrer: 'https://www.google.com/' } },
        ],
      },
      client(),
    )
    const [view] = await rowsOf(`/store/${identifier}/u1`)
    const rows = await execute<Row>(payload, sql`select * from analytics_events where session_key = ${view!.session_key as string}::bigint order by id`)
    // QR code before UTM source before referrer (docs/statistics.md §1): the campaign, not google.com
    expect(rows.map((r) => r.origin)).toEqual(['newsletter', 'newsletter'])
    // the session's referrer is still counted on its first event
    expect(rows.find((r) => r.is_session_start)).toMatchObject({ name: 'device', referrer_host: 'google.com' })
  })

  it('keeps client-queued events in one session while no 30 minutes pass between events (idle time from the latest event)', async () => {
    const ip = client()
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
    // queued by the client and sent together: 50 and 22 minutes ago; then one now, 22 minutes after the last
    await post(
      {
        events: [
          { type: 'pageview', data: { path: `/store/${identifier}/q1`, at: ago(50) } },
          { type: 'pageview', data: { path: `/store/${identifier}/q2`, at: ago(22) } },
        ],
      },
      ip,
    )
    await post({ type: 'pageview', data: { path: `/store/${identifier}/q3` } }, ip)
    const keys = await Promise.all(['q1', 'q2', 'q3'].map(async (p) => (await rowsOf(`/store/${identifier}/${p}`))[0]!.session_key))
    expect(new Set(keys).size).toBe(1)
    // 32 minutes after the latest event a new session starts
    const later = client()
    await post({ type: 'pageview', data: { path: `/store/${identifier}/q5`, at: ago(40) } }, later)
    await post({ type: 'pageview', data: { path: `/store/${identifier}/q6`, at: ago(8) } }, later)
    const [q5] = await rowsOf(`/store/${identifier}/q5`)
    const [q6] = await rowsOf(`/store/${identifier}/q6`)
    expect(q6!.session_key).not.toBe(q5!.session_key)
    expect(q6!.is_session_start).toBe(true)
  })

  it('stores the branch of a lone cart event (no page view in its batch) from its branch and path', async () => {
    await post({ type: 'addtocart', action: 'addtocart', category: 'event', data: { branch, path: `/store/${identifier}/c1`, item: 'p1', value: 4.5, currency: 'EUR' } }, client())
    const [row] = await rowsOf(`/store/${identifier}/c1`)
    expect(row).toMatchObject({ name: 'addtocart', branch_id: branch, value_cents: 450 })
    // the branch alone (a page without a branch path) is enough
    await post({ type: 'initiatecheckout', action: 'initiatecheckout', category: 'event', data: { branch, path: '/ohne-filiale-c2', value: 4.5 } }, client())
    const [alone] = await rowsOf('/ohne-filiale-c2')
    expect(alone).toMatchObject({ name: 'initiatecheckout', branch_id: branch })
  })

  it('accepts a queued event’s own time within the last 24 hours, else uses the receive time', async () => {
    const ip = client()
    const hourAgo = new Date(Date.now() - 3600_000).toISOString()
    await post(
      {
        events: [
          { type: 'pageview', data: { path: `/store/${identifier}/t1`, at: hourAgo } },
          { type: 'pageview', data: { path: `/store/${identifier}/t2`, at: '2020-01-01T00:00:00Z' } },
        ],
      },
      ip,
    )
    const [t1] = await rowsOf(`/store/${identifier}/t1`)
    const [t2] = await rowsOf(`/store/${identifier}/t2`)
    expect(new Date(t1!.at as string).toISOString()).toBe(hourAgo)
    expect(Date.now() - new Date(t2!.at as string).getTime()).toBeLessThan(60_000)
  })

  it('refuses invalid events with German messages and field paths, storing none of the batch', async () => {
    const res = await post(
      {
        events: [
          { type: 'pageview', data: { path: `/store/${identifier}/bad` } },
          { type: 7 },
          'x',
          { type: 'a'.repeat(101), data: [] },
          {},
        ],
      },
      client(),
    )
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual([
      { field: 'events.1.type', message: 'Dieser Wert sollte eine Zeichenkette sein.' },
      { field: 'events.2', message: 'Das Ereignis muss ein JSON-Objekt sein.' },
      { field: 'events.3.type', message: 'Dieser Wert ist zu lang. Er sollte höchstens 100 Zeichen haben.' },
      { field: 'events.3.data', message: 'Die Daten müssen ein JSON-Objekt sein.' },
      { field: 'events.4.category', message: 'Bitte geben Sie mindestens Typ, Aktion oder Kategorie an.' },
    ])
    expect(await rowsOf(`/store/${identifier}/bad`)).toHaveLength(0)
  })

  it('refuses empty batches and more than 50 events', async () => {
    expect((await post({ events: [] }, client())).body.errors).toEqual([{ field: 'events', message: 'Bitte senden Sie zwischen 1 und 50 Ereignisse.' }])
    const many = Array.from({ length: 51 }, () => ({ type: 'pageview' }))
    expect((await post({ events: many }, client())).body.errors).toEqual([
      { field: 'events', message: 'Es können höchstens 50 Ereignisse auf einmal gesendet werden.' },
    ])
  })

  it('refuses bodies above 256 KB with 413', async () => {
    const big = Array.from({ length: 40 }, () => ({ type: 'pageview', data: { pad: 'x'.repeat(7000) } }))
    const res = await post({ events: big }, client())
    expect(res.status).toBe(413)
    expect(res.body.errors).toEqual([{ field: null, message: 'Die Anfrage ist zu groß.' }])
  })
})

describe('bots', () => {
  it('are answered alike but nothing is stored', async () => {
    const res = await post({ type: 'pageview', data: { path: `/store/${identifier}/bot` } }, client(), GOOGLEBOT)
    expect(res.status).toBe(202)
    expect(res.body.data).toEqual({ accepted: 0 })
    expect(await rowsOf(`/store/${identifier}/bot`)).toHaveLength(0)
  })
})

describe('the daily salt', () => {
  it('is one row per UTC day in PostgreSQL, shared by every process', async () => {
    const rows = await execute<{ day: string }>(payload, sql`select day::text from analytics_salts`)
    expect(rows.map((r) => r.day)).toContain(new Date().toISOString().slice(0, 10))
  })
})

type Entry = { id: number; at: string; name: string; category: string | null; action: string | null; branch: number | null; path: string | null; data: Record<string, unknown> | null; browser: string | null }
type Meta = { page: number; limit: number; totalDocs: number; totalPages: number }

describe('GET /api/analytics-log and /{id} (BO §7 list and get): the raw events', () => {
  const tag = `list-${randomUUID().slice(0, 8)}`
  const hourAgo = () => new Date(Date.now() - 3600_000).toISOString()
  let admin: string

  beforeAll(async () => {
    admin = await login(ADMIN.email, ADMIN.password)
    const res = await post(
      {
        events: [
          { type: 'pageview', action: 'router', category: 'pageview', data: { path: `/store/${identifier}/${tag}-1`, at: hourAgo(), tag } },
          { type: 'AddToCart', category: 'event', data: { path: `/store/${identifier}/${tag}-1`, item: 'p1', price: 4.5, tag } },
          { type: 'pageview', action: 'router', category: 'pageview', data: { path: `/${tag}-2`, tag } },
        ],
      },
      client(),
    )
    expect(res.body.data).toEqual({ accepted: 3 })
  })

  const list = (query: string, token = admin) => call<Entry[]>('GET', `/analytics-log?${query}`, { token })

  it('lists events posted to POST /api/analytics-log, newest first, with the list calls’ meta', async () => {
    const res = await list('limit=100')
    expect(res.status).toBe(200)
    const mine = res.body.data!.filter((e) => e.data?.tag === tag)
    expect(mine.map((e) => e.name)).toEqual(['pageview', 'addtocart', 'pageview'])
    expect(mine.map((e) => e.path)).toEqual([`/${tag}-2`, `/store/${identifier}/${tag}-1`, `/store/${identifier}/${tag}-1`])
    expect(mine[1]).toMatchObject({ category: 'event', action: null, branch, browser: 'Firefox' })
    const ids = res.body.data!.map((e) => e.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    expect(res.body.meta).toMatchObject({ page: 1, limit: 100 })
    expect(JSON.stringify(res.body.data)).not.toMatch(/visitor/i)
  })

  it('filters by name, category, action, branch and time, and pages', async () => {
    const byName = await list(`name=ADDTOCART&branch=${branch}`)
    expect(byName.body.data!.filter((e) => e.data?.tag === tag).map((e) => e.name)).toEqual(['addtocart'])
    expect(byName.body.data!.every((e) => e.name === 'addtocart' && e.branch === branch)).toBe(true)
    const byCategory = await list(`category=pageview&action=router&branch=${branch}`)
    const views = byCategory.body.data!.filter((e) => e.data?.tag === tag)
    expect(views.map((e) => e.path)).toEqual([`/${tag}-2`, `/store/${identifier}/${tag}-1`])
    // the queued page view happened an hour ago: a range from 30 minutes ago leaves it out
    const recent = await list(`branch=${branch}&from=${encodeURIComponent(new Date(Date.now() - 1800_000).toISOString())}&limit=100`)
    expect(recent.body.data!.filter((e) => e.data?.tag === tag).map((e) => e.name)).toEqual(['pageview', 'addtocart'])
    const older = await list(`branch=${branch}&to=${encodeURIComponent(new Date(Date.now() - 1800_000).toISOString())}&limit=100`)
    expect(older.body.data!.filter((e) => e.data?.tag === tag).map((e) => e.name)).toEqual(['pageview'])
    const byTime = await list(`branch=${branch}&sort=-at&limit=100`)
    const times = byTime.body.data!.map((e) => e.at)
    expect(times).toEqual([...times].sort().reverse())
    const first = await list('limit=1&page=1')
    const second = await list('limit=1&page=2')
    expect((first.body.meta as Meta).totalPages).toBe((first.body.meta as Meta).totalDocs)
    expect(first.body.data![0]!.id).toBeGreaterThan(second.body.data![0]!.id)
  })

  it('gets one event by id; 404 in German for an unknown one', async () => {
    const [entry] = (await list('name=addtocart&limit=1')).body.data!
    const one = await call<Entry>('GET', `/analytics-log/${entry!.id}`, { token: admin })
    expect(one.status).toBe(200)
    expect(one.body.data).toEqual(entry)
    for (const id of ['999999999', 'abc', '0']) {
      const missing = await call('GET', `/analytics-log/${id}`, { token: admin })
      expect(missing.status).toBe(404)
      expect(missing.body.errors?.[0]?.message).toBe('Der angeforderte Datensatz wurde nicht gefunden.')
    }
  })

  it('refuses unknown filters and bad values in German', async () => {
    const res = await list('frobnicate=1&page=0&sort=path&from=gestern')
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual([
      { field: 'frobnicate', message: 'Nach „frobnicate“ kann nicht gefiltert werden.' },
      { field: 'page', message: 'Die Seite muss eine positive ganze Zahl sein.' },
      { field: 'sort', message: 'Nach „path“ kann nicht sortiert werden.' },
      { field: 'from', message: 'Bitte geben Sie ein gültiges Datum an (JJJJ-MM-TT oder ISO 8601 mit Zeitzone).' },
    ])
  })

  it('is for admins only: 401 anonymous, 403 for employees', async () => {
    expect((await call('GET', '/analytics-log')).status).toBe(401)
    const employee = await login(EMPLOYEE.email, EMPLOYEE.password)
    expect((await list('', employee)).status).toBe(403)
    const [entry] = (await list('limit=1')).body.data!
    expect((await call('GET', `/analytics-log/${entry!.id}`, { token: employee })).status).toBe(403)
  })
})
