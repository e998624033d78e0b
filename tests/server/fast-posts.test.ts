/**
 * The public POSTs answered beside Next (platform/fast `fastPost`: POST /api/orders/public, POST /api/analytics-log)
 * against real server processes: A answers them itself, N (TRESEN_FAST_PATHS=0) through Next. Both must answer alike:
 * status, body, headers (Next adds only its Vary), German errors, the Idempotency-Key's replay across both paths and
 * the rate limits (their windows are shared in PostgreSQL: a client's budget is spent on both paths together).
 */
import { inject } from 'vitest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { publicOrderBody } from '../fakes/orders'
import { startServerProcess } from './helpers/process'
import type { ServerProcess } from './helpers/process'

const { a, next, databaseUrl, nextPort } = inject('serverTest')

type Answer = { status: number; headers: Headers; text: string; json: unknown }
type Body = Record<string, unknown>

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'

async function post(base: string, path: string, body: string | Uint8Array, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: body as BodyInit })
  const text = await res.text()
  let json: unknown = null
  try {
    json = JSON.parse(text)
  } catch {
    json = null
  }
  return { status: res.status, headers: res.headers, text, json }
}

/**
 * Headers that differ by nature between two answers (time, framing), and what Next adds to every answer it sends:
 * withPayload's client hints for the admin's colour scheme (Accept-CH, Critical-CH, Vary) and its gzip compression.
 * None is part of the API's answer (the other fast paths leave them out as well).
 */
const VARYING = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'vary', 'accept-ch', 'critical-ch', 'content-encoding'])
const headersOf = (answer: Answer) => Object.fromEntries([...answer.headers].filter(([name]) => !VARYING.has(name)))

/** Same status, same headers (but the varying ones), and the fast answer did not come through Next. */
function expectAlike(fast: Answer, slow: Answer) {
  expect(fast.status).toBe(slow.status)
  expect(headersOf(fast)).toEqual(headersOf(slow))
  // Next adds its Vary (RSC, router state) to route handler answers: the fast path really answered
  expect(slow.headers.get('vary')).not.toBeNull()
  expect(fast.headers.get('vary')).toBeNull()
}

let graz = 0
let soup = 0
let keys = 0
const newKey = () => `fast-post-${Date.now().toString(36)}-${(keys += 1)}`

const order = (extra: Body = {}): Body => publicOrderBody(graz, soup, extra)

beforeAll(async () => {
  type InitEntry = { url: string; data: Record<string, unknown>[] }
  const init = (await (await fetch(`${a}/api/init`)).json()) as { data: InitEntry[] }
  const list = (url: string) => init.data.find((e) => e.url === url)!.data
  graz = Number(list('/api/branches').find((x) => x.identifier === 'graz')!.id)
  soup = Number(list('/api/products').find((p) => p.sku === 'GW-FRITTATENSUPPE')!.id)
})

describe('POST /api/orders/public beside Next', () => {
  it('creates the order with the same 201 answer shape and headers on both paths', async () => {
    const [fast, slow] = await Promise.all([post(a, '/api/orders/public', JSON.stringify(order())), post(next, '/api/orders/public', JSON.stringify(order()))])
    expect(fast.status).toBe(201)
    expectAlike(fast, slow)
    for (const answer of [fast, slow]) expect(Object.keys((answer.json as { data: Body }).data).sort()).toEqual(['hash', 'uid'])
    expect(fast.headers.get('cache-control')).toBe('no-store')
    expect(fast.headers.get('content-type')).toBe('application/json; charset=utf-8')
    // the order the fast path created is readable (through either path)
    const { uid, hash } = (fast.json as { data: { uid: string; hash: string } }).data
    expect((await fetch(`${next}/api/orders/public/${uid}/${hash}`)).status).toBe(200)
  })

  it('answers invalid submits with the same German 400 (every error at once), bad JSON, an empty body, NUL, a BOM', async () => {
    const cases: [string, string | Uint8Array][] = [
      ['no items, no name', JSON.stringify(order({ items: [], firstName: '', paymentMethod: 'bitcoin' }))],
      ['unknown branch', JSON.stringify(order({ branch: 999_999 }))],
      ['not JSON', '{"branch": '],
      ['empty', ''],
      ['array', '[]'],
      ['NUL in a text', JSON.stringify(order({ comment: 'a\u0000b' }))],
      ['lone surrogate', JSON.stringify(order({ comment: 'x' })).replace('"x"', '"\\ud800"')],
      ['BOM before the JSON', new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from(JSON.stringify(order({ items: [] })))])],
      ['invalid UTF-8', new Uint8Array([...Buffer.from('{"comment":"'), 0xff, 0xfe, ...Buffer.from('"}')])],
    ]
    for (const [name, body] of cases) {
      const [fast, slow] = await Promise.all([post(a, '/api/orders/public', body), post(next, '/api/orders/public', body)])
      expect([name, fast.status]).toEqual([name, slow.status])
      expect([name, fast.status >= 400 && fast.status < 500]).toEqual([name, true])
      expect([name, fast.text]).toEqual([name, slow.text])
      expectAlike(fast, slow)
    }
    const invalid = await post(a, '/api/orders/public', JSON.stringify(order({ items: [] })))
    expect((invalid.json as { errors: { message: string }[] }).errors.length).toBeGreaterThan(0)
    expect(JSON.stringify(invalid.json)).toMatch(/Sie|Bitte|Bestellung|Produkt/)
  })

  it('replays an Idempotency-Key across the paths: created on one, the same answer (replayed) on the other; 422 alike', async () => {
    for (const [first, second] of [
      [a, next],
      [next, a],
    ] as const) {
      const key = newKey()
      const body = JSON.stringify(order({ comment: `Schlüssel ${key}` }))
      const created = await post(first, '/api/orders/public', body, { 'idempotency-key': key })
      expect(created.status).toBe(201)
      expect(created.headers.get('idempotent-replayed')).toBeNull()
      const [fast, slow] = await Promise.all([
        post(a, '/api/orders/public', body, { 'idempotency-key': key }),
        post(next, '/api/orders/public', body, { 'idempotency-key': key }),
      ])
      for (const replay of [fast, slow]) {
        expect(replay.status).toBe(201)
        expect(replay.headers.get('idempotent-replayed')).toBe('true')
        expect(replay.json).toEqual(created.json)
      }
      expectAlike(fast, slow)
      expect(second === a ? fast.text : slow.text).toBe(created.text)
      const other = JSON.stringify(order({ comment: 'ein anderer Inhalt' }))
      const [fast422, slow422] = await Promise.all([
        post(a, '/api/orders/public', other, { 'idempotency-key': key }),
        post(next, '/api/orders/public', other, { 'idempotency-key': key }),
      ])
      expect(fast422.status).toBe(422)
      expect(fast422.text).toBe(slow422.text)
      expectAlike(fast422, slow422)
    }
    const [fastBad, slowBad] = await Promise.all([
      post(a, '/api/orders/public', JSON.stringify(order()), { 'idempotency-key': 'mit Leerzeichen' }),
      post(next, '/api/orders/public', JSON.stringify(order()), { 'idempotency-key': 'mit Leerzeichen' }),
    ])
    expect(fastBad.status).toBe(400)
    expect(fastBad.text).toBe(slowBad.text)
    expectAlike(fastBad, slowBad)
  })

  it('leaves other methods, a trailing slash and the order actions to Next', async () => {
    for (const path of ['/api/orders/public/', '/api/orders/public/x/y/questionnaire', '/api/analytics-log/']) {
      const [fast, slow] = await Promise.all([post(a, path, '{}'), post(next, path, '{}')])
      expect([path, fast.status]).toEqual([path, slow.status])
    }
    const [fastPut, slowPut] = await Promise.all([
      fetch(`${a}/api/orders/public`, { method: 'PUT', body: '{}' }),
      fetch(`${next}/api/orders/public`, { method: 'PUT', body: '{}' }),
    ])
    expect(fastPut.status).toBe(slowPut.status)
    expect(await fastPut.text()).toBe(await slowPut.text())
  })
})

describe('POST /api/analytics-log beside Next', () => {
  const event = (extra: Body = {}) => JSON.stringify({ type: 'pageview', action: 'router', category: 'pageview', data: { path: '/store/graz' }, ...extra })

  it('accepts events (one, a batch, a bot) with the same 202 answer and headers', async () => {
    const cases: [string, string, string][] = [
      ['one', event(), FIREFOX],
      ['batch', JSON.stringify({ events: [JSON.parse(event()), JSON.parse(event({ action: 'click' }))] }), FIREFOX],
      ['bot', event(), 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ]
    for (const [name, body, ua] of cases) {
      const [fast, slow] = await Promise.all([post(a, '/api/analytics-log', body, { 'user-agent': ua }), post(next, '/api/analytics-log', body, { 'user-agent': ua })])
      expect([name, fast.status]).toEqual([name, 202])
      expect([name, fast.text]).toEqual([name, slow.text])
      expectAlike(fast, slow)
    }
  })

  it('answers invalid events with the same German 400, and credentials the same way (a bad token is anonymous)', async () => {
    const cases: [string, string, Record<string, string>][] = [
      ['nothing set', JSON.stringify({ data: {} }), {}],
      ['too long', event({ type: 'x'.repeat(101) }), {}],
      ['batch too large', JSON.stringify({ events: Array.from({ length: 51 }, () => JSON.parse(event())) }), {}],
      ['not JSON', '{', {}],
      ['bad token', event(), { authorization: 'JWT kein.gültiges.token' }],
    ]
    for (const [name, body, headers] of cases) {
      const [fast, slow] = await Promise.all([
        post(a, '/api/analytics-log', body, { 'user-agent': FIREFOX, ...headers }),
        post(next, '/api/analytics-log', body, { 'user-agent': FIREFOX, ...headers }),
      ])
      expect([name, fast.status]).toEqual([name, slow.status])
      expect([name, fast.text]).toEqual([name, slow.text])
      expectAlike(fast, slow)
    }
  })

  it('stops reading a chunked body (no Content-Length) beyond 14 MiB with the German 413, and the server stays up', async () => {
    const chunk = new TextEncoder().encode(`{"pad":"${'x'.repeat(1024 * 1024)}`)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 16) return controller.close()
        sent += 1
        controller.enqueue(chunk)
      },
    })
    const res = await fetch(`${a}/api/analytics-log`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': FIREFOX },
      body,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ errors: [{ field: null, message: 'Die Anfrage ist zu groß.' }] })
    expect((await fetch(`${a}/health`)).status).toBe(200)
  })
})

describe('rate limits on both paths', () => {
  // one process of each kind with the limits on (the suite's servers run without): the windows live in PostgreSQL
  let fastLimited: ServerProcess
  let nextLimited: ServerProcess
  // windows of an hour: no window ends between the requests of the test
  const env = { RATE_LIMITS: '1', RATE_LIMIT_ANALYTICS: '4', RATE_LIMIT_ORDERS: '2', RATE_LIMIT_WINDOW_SECONDS: '3600' }

  beforeAll(async () => {
    ;[fastLimited, nextLimited] = await Promise.all([
      startServerProcess({ databaseUrl, port: nextPort + 3, env }),
      startServerProcess({ databaseUrl, port: nextPort + 4, env, fast: false }),
    ])
  })
  afterAll(async () => {
    await Promise.all([fastLimited?.stop(), nextLimited?.stop()])
  })

  it('counts one budget per client across both paths and answers 429 with the same German message and Retry-After', async () => {
    const F = fastLimited.base
    const N = nextLimited.base
    const body = JSON.stringify({ type: 'pageview', data: { path: '/' } })
    const send = (base: string) => post(base, '/api/analytics-log', body, { 'user-agent': FIREFOX })
    const within = [await send(F), await send(N), await send(F), await send(N)]
    expect(within.map((r) => r.status)).toEqual([202, 202, 202, 202])
    const [fast, slow] = [await send(F), await send(N)]
    expect(fast.status).toBe(429)
    // the seconds count down between the two answers; everything else is alike
    const seconds = (text: string) => text.replace(/\d+/g, 'N')
    expect(seconds(fast.text)).toBe(seconds(slow.text))
    expect((fast.json as { errors: { message: string }[] }).errors[0]!.message).toMatch(/^Zu viele Anfragen\. Bitte versuchen Sie es in \d+ Sekunden erneut\.$/)
    expect(Number(fast.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(slow.headers.get('retry-after'))).toBeGreaterThan(0)
    const strip = (a: Answer) => ({ ...headersOf(a), 'retry-after': null })
    expect(strip(fast)).toEqual(strip(slow))

    const orderBody = JSON.stringify(order())
    const orders = [await post(F, '/api/orders/public', orderBody), await post(N, '/api/orders/public', orderBody)]
    expect(orders.map((r) => r.status)).toEqual([201, 201])
    const [fastOrder, slowOrder] = [await post(F, '/api/orders/public', orderBody), await post(N, '/api/orders/public', orderBody)]
    expect([fastOrder.status, slowOrder.status]).toEqual([429, 429])
    expect(seconds(fastOrder.text)).toBe(seconds(slowOrder.text))
  })
})
