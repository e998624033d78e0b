// Open-loop load for the mixed and kill benchmarks (bench/mixed.mjs, bench/kill.mjs): requests are sent at a fixed
// arrival rate, whether or not earlier answers have come back (as customers do; autocannon instead waits for each
// answer before the next request, which hides a slow server behind a lower rate). Keep-alive HTTP/1.1 over node:http.
// Per class: answered rate, p50/p99 from the send, answers by class (2xx, 304, 4xx, 5xx), network errors and timeouts,
// requests not sent because MAX_IN_FLIGHT of the class were still open, and sends more than 50 ms behind schedule
// (the generator itself was short of CPU — on a shared 2-core box that happens, and it is reported, not hidden).
import http from 'node:http'

import { RawHttpPool } from './raw-http.mjs'

const TICK_MS = 5

export function percentile(sorted, q) {
  if (!sorted.length) return null
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
}

export class LoadClass {
  /** `raw`: the base URL every request of this class goes to, sent with bench/raw-http.mjs instead of node:http. */
  constructor(name, { maxSockets = 64, maxInFlight = 2_000, timeoutMs = 10_000, raw = null } = {}) {
    this.name = name
    this.agent = raw ? null : new http.Agent({ keepAlive: true, maxSockets })
    this.raw = raw ? { base: raw, pool: new RawHttpPool(raw, { sockets: maxSockets, timeoutMs }) } : null
    this.maxInFlight = maxInFlight
    this.timeoutMs = timeoutMs
    this.latencies = []
    this.counts = { '2xx': 0, 304: 0, '4xx': 0, '5xx': 0, network: 0, timeout: 0, skipped: 0, late: 0 }
    this.statuses = {}
    this.inFlight = 0
    this.sent = 0
  }

  /** One request; resolves with { status, headers, body } or { status: 0, error }. Counted in the class's stats. */
  request(url, { method = 'GET', headers = {}, body } = {}) {
    if (this.inFlight >= this.maxInFlight) {
      this.counts.skipped++
      return Promise.resolve({ status: -1 })
    }
    this.inFlight++
    this.sent++
    if (this.raw) return this.rawRequest(url, { method, headers, body })
    const started = performance.now()
    return new Promise((resolve) => {
      const req = http.request(url, { method, headers: body ? { ...headers, 'content-length': Buffer.byteLength(body) } : headers, agent: this.agent }, (res) => {
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () => {
          const ms = performance.now() - started
          resolve(this.settle({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), ms }))
        })
        res.on('error', (error) => done(error))
      })
      let finished = false
      const done = (error) => {
        if (finished) return
        finished = true
        resolve(this.settle({ status: 0, error }))
      }
      req.setTimeout(this.timeoutMs, () => {
        const error = new Error('timeout')
        error.code = 'TIMEOUT'
        req.destroy(error)
      })
      req.on('error', (error) => done(error))
      req.end(body)
    })
  }

  rawRequest(url, options) {
    if (!url.startsWith(this.raw.base)) throw new Error(`${url} liegt nicht unter ${this.raw.base}`)
    return this.raw.pool.request(url.slice(this.raw.base.length) || '/', options).then((res) => this.settle(res))
  }

  /** Counts one finished request of either client (status 0: network error or timeout) and passes its answer on. */
  settle(res) {
    this.inFlight--
    const s = res.status
    if (s === 0) this.counts[res.error?.code === 'TIMEOUT' ? 'timeout' : 'network']++
    else {
      this.statuses[s] = (this.statuses[s] ?? 0) + 1
      this.counts[s === 304 ? 304 : s < 300 ? '2xx' : s < 500 ? '4xx' : '5xx']++
      if (s < 400) this.latencies.push(res.ms)
    }
    return res
  }

  summary(seconds, target) {
    const sorted = [...this.latencies].sort((a, b) => a - b)
    const answered = this.counts['2xx'] + this.counts[304] + this.counts['4xx'] + this.counts['5xx']
    const round = (v) => (v === null ? null : Math.round(v * 10) / 10)
    return {
      name: this.name,
      target,
      rate: Math.round((answered / seconds) * 10) / 10,
      okRate: Math.round(((this.counts['2xx'] + this.counts[304]) / seconds) * 10) / 10,
      p50: round(percentile(sorted, 0.5)),
      p99: round(percentile(sorted, 0.99)),
      ...this.counts,
      statuses: this.statuses,
    }
  }

  close() {
    this.agent?.destroy()
    this.raw?.pool.close()
  }
}

/**
 * Calls `send(i)` `rate` times a second for `seconds` (open loop: on schedule, not after the previous answer).
 * Resolves when the last request is answered.
 */
export async function atRate(cls, rate, seconds, send) {
  if (rate <= 0) return
  const total = Math.round(rate * seconds)
  const started = performance.now()
  let i = 0
  // a count of open sends, not a list of their promises: kept answers would grow the generator's heap over the run,
  // and its GC pauses would show as server latency
  let open = 0
  let sent = false
  let finish
  const finished = new Promise((resolve) => (finish = resolve))
  const settled = () => {
    open--
    if (sent && open === 0) finish()
  }
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now()
      const due = Math.min(total, Math.floor(((now - started) / 1000) * rate) + 1)
      for (; i < due; i++) {
        const scheduled = started + (i / rate) * 1000
        if (now - scheduled > 50) cls.counts.late++
        open++
        send(i).then(settled, settled)
      }
      if (i >= total) return resolve()
      setTimeout(tick, TICK_MS)
    }
    tick()
  })
  sent = true
  if (open === 0) finish()
  await finished
}

export const table = (rows) =>
  [
    '| Class | target/s | answered/s | ok/s | p50 ms | p99 ms | 2xx | 304 | 4xx | 5xx | network | timeout | not sent | late |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.target} | ${r.rate} | ${r.okRate} | ${r.p50 ?? '–'} | ${r.p99 ?? '–'} | ${r['2xx']} | ${r[304]} | ${r['4xx']} | ${r['5xx']} | ${r.network} | ${r.timeout} | ${r.skipped} | ${r.late} |`,
    ),
  ].join('\n')

/** The order body of the benchmarks (bench/orders.mjs): a simple product of the Graz branch's current menu. */
export async function orderTemplate(base) {
  const init = await (await fetch(`${base}/api/init`)).json()
  const list = (url) => init.data.find((e) => e.url === url).data
  const branches = list('/api/branches')
  const graz = branches.find((b) => b.identifier === 'graz')
  const menu = list('/api/menus')
    .filter((m) => (m.branches ?? []).map(Number).includes(graz.id) && new Date(m.availableFrom) <= new Date())
    .sort((a, b) => String(b.availableFrom).localeCompare(String(a.availableFrom)))[0]
  const productIds = new Set(menu.catalog.flatMap((c) => c.products ?? []).map(Number))
  const product = list('/api/products').find(
    (p) => productIds.has(p.id) && p.type === 'simple' && !p.config?.parts?.length && !p.isLeadTimeEnabled && !p.isPriceHidden && (!p.schedule || p.schedule.length === 0),
  )
  return {
    branches: branches.map((b) => b.id),
    body: (comment) =>
      JSON.stringify({
        branch: graz.id,
        deliveryType: 'takeaway',
        isDelivery: false,
        isDineIn: false,
        items: [{ product: product.id, amount: 1, unit: null, parts: [] }],
        firstName: 'Last',
        lastName: 'Test',
        email: 'last@tresen.test',
        phone: '+43 664 1234567',
        country: 'AT',
        paymentMethod: 'cash',
        legalInstructions: true,
        privacyPolicy: true,
        comment,
      }),
  }
}

export async function staffToken(base) {
  const res = await fetch(`${base}/api/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@tresen.demo', password: 'tresen-admin' }),
  })
  return (await res.json()).data.token
}
