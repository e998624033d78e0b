/**
 * The fast path's callback endpoints (platform/fast, `fastCallback`: the status poll answers without a promise): the
 * handler takes the request synchronously (server.mjs never hands it to Next), answers every error with the router's
 * German error shape, and never throws back into its caller — the callback runs inside pg's message handling, where a
 * throw would break the pool connection — but closes the connection when an answer fails after its head is out.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ApiError } from '../../../platform/api/errors'
import type { ApiEndpoint, FastDone } from '../../../platform/api/types'
import { createFastHandler } from '../../../platform/fast'

/** Every answer of the fake endpoint, by its `:case` parameter; `done` is called from a timer like pg's callback. */
const cases: Record<string, (done: FastDone) => void> = {
  ok: (done) =>
    done(null, {
      kind: 'raw',
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', etag: '"e1"' },
      body: '{"data":1}',
    }),
  missing: (done) => done(new ApiError(404, 'Die Bestellung wurde nicht gefunden.')),
  broken: (done) => done(new Error('Verbindung weg')),
  // the body is not sendable: writeHead succeeds, `end` throws — the head is out, so only closing the connection is left
  unsendable: (done) => done(null, { kind: 'raw', status: 200, headers: {}, body: { byteLength: 5 } as unknown as Uint8Array }),
}

const threw: unknown[] = []
const endpoint: ApiEndpoint = {
  method: 'GET',
  path: '/poll/:case',
  auth: 'public',
  handler: () => Promise.reject(new Error('nicht über Next')),
  fastCallback: ({ pool: given, params }, done) => {
    if (params.case === 'throws') throw new Error('synchron geworfen')
    if ((given as unknown) !== pool) throw new Error('nicht Payloads Pool')
    setTimeout(() => {
      try {
        cases[params.case ?? '']!(done)
      } catch (error) {
        threw.push(error) // would have reached pg's message handling
      }
    }, 1)
  },
}

const pool = { name: 'Payloads Pool' }
const fast = createFastHandler({ db: { pool } } as unknown as Payload, [endpoint], { posts: false })
const taken: unknown[] = []
let server: http.Server
let base = ''

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const result = fast(req, res)
    taken.push(result)
    if (result === false) {
      res.writeHead(418)
      res.end('next')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('fastCallback endpoints on the fast path', () => {
  it('are taken synchronously (true, not a promise), get Payload’s pool and answer with the endpoint’s status, headers and body', async () => {
    const res = await fetch(`${base}/api/poll/ok`)
    expect(res.status).toBe(200)
    expect(res.headers.get('etag')).toBe('"e1"')
    expect(await res.json()).toEqual({ data: 1 })
    expect(taken.at(-1)).toBe(true)
  })

  it('answer an ApiError with its status and German message in the router’s error shape', async () => {
    const res = await fetch(`${base}/api/poll/missing`)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ errors: [{ field: null, message: 'Die Bestellung wurde nicht gefunden.' }] })
  })

  it('answer any other error, thrown or passed to the callback, with a German 500 and nothing of the error', async () => {
    for (const name of ['broken', 'throws']) {
      const res = await fetch(`${base}/api/poll/${name}`)
      expect(res.status).toBe(500)
      const body = (await res.json()) as { errors: { message: string }[] }
      expect(body.errors[0]?.message).toMatch(/^[A-ZÄÖÜ].*\.$/)
      expect(JSON.stringify(body)).not.toMatch(/Verbindung weg|synchron geworfen/)
    }
  })

  it('never throw into the caller of `done`: an answer that fails after its head is out closes the connection', async () => {
    await expect(fetch(`${base}/api/poll/unsendable`).then((res) => res.text())).rejects.toThrow()
    const res = await fetch(`${base}/api/poll/ok`)
    expect(res.status).toBe(200)
    expect(threw).toEqual([])
  })

  it('leave every other path to Next', async () => {
    expect((await fetch(`${base}/api/other`)).status).toBe(418)
    expect(taken.at(-1)).toBe(false)
  })
})
