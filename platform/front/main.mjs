// The main thread of Tresen's production server (server.mjs): a small front that owns the port, answers the status
// poll and anonymous /api/init itself (modules/front-hot.ts, bundled by `npm run build`) and hands every other request,
// WebSocket upgrades included, to Next in a worker thread over a Unix socket. Why (a 300 MB heap and AsyncLocalStorage
// the poll no longer shares), what it sets for the worker (X-Tresen-Client-IP, X-Forwarded-*) and how it drains and
// ends: docs/architecture.md § Two threads.
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { SHARE_ENV, Worker } from 'node:worker_threads'

import { answerInvalidAddress } from '../http/bad-address.mjs'
import { installJsonConsole } from '../log/logger.mjs'
import { createDrain } from '../http/drain.mjs'
import { addForwardedDefaults } from '../http/forwarded.mjs'
import { routeGroup } from '../http/route-group.mjs'
import { nodeRequestCameOverTls, securityHeaderList } from '../http/security-headers.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOSTNAME || '0.0.0.0'
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS || 10_000)
const trustProxy = /^(1|true|on|yes)$/i.test(process.env.TRUST_PROXY?.trim() ?? '')
const log = (message) => console.log(`[tresen] ${message}`)

process.env.NODE_ENV = 'production'
process.env.TRESEN_SERVER = '1'
installJsonConsole()

// ---------------------------------------------------------------------------------------------------------------------
// The worker thread with Next (and Payload inside it), on a Unix socket only this process knows
// ---------------------------------------------------------------------------------------------------------------------
const socketPath = path.join(os.tmpdir(), `tresen-${process.pid}-${crypto.randomBytes(6).toString('hex')}.sock`)
sweepStaleSockets(os.tmpdir())
const worker = new Worker(new URL('../http/next-server.mjs', import.meta.url), { env: SHARE_ENV, workerData: { socketPath } })
worker.on('error', (error) => console.error('[tresen] Next-Thread', error))
/** Set once shutdown() has begun: the worker's end is then expected. */
let stopping = false
worker.on('exit', (code) => {
  fs.rmSync(socketPath, { force: true })
  if (stopping) return
  log(`Next-Thread unerwartet beendet (Code ${code}): der Server beendet sich.`)
  process.exit(1)
})

// what this thread answers itself: in every production build (scripts/build-front.mjs); without it, Next answers all
const bundle = path.join(root, '.next/tresen-front/hot.mjs')
const front = fs.existsSync(bundle) ? (await import(pathToFileURL(bundle).href)).createFront() : null
if (!front) log('Alles im Next-Thread: .next/tresen-front/hot.mjs fehlt (npm run build).')
await new Promise((resolve) =>
  worker.on('message', (message) => {
    if (message?.type === 'ready') resolve()
    else front?.onWorkerMessage(message)
  }),
)

/**
 * Removes the Unix sockets of servers that ended without closing them (SIGKILL, a crash): a file in `dir` named as this
 * server names its socket whose process is gone. A file of a live process, or of another owner, stays.
 * @param {string} dir
 */
function sweepStaleSockets(dir) {
  let names = []
  try {
    names = fs.readdirSync(dir)
  } catch {
    return
  }
  for (const name of names) {
    const pid = Number(/^tresen-(\d+)-[0-9a-f]{12}\.sock$/.exec(name)?.[1] ?? NaN)
    if (!Number.isInteger(pid) || pid === process.pid || isAlive(pid)) continue
    try {
      fs.rmSync(path.join(dir, name), { force: true })
    } catch {
      // another user's file in a shared /tmp (sticky bit): theirs to remove
    }
  }
}

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM' // alive, another user's
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------------------
/** During shutdown, every answer closes its keep-alive connection after it. */
class FrontResponse extends http.ServerResponse {
  /** @type {readonly string[] | null} the security headers of this thread's own answers (platform/fast/send.ts `send`) */
  security = null
  writeHead(statusCode, reason, headers) {
    if (drain.closing) this.setHeader('connection', 'close')
    return super.writeHead(statusCode, reason, headers)
  }
}

// hop-by-hop headers (RFC 9110 § 7.6.1) stay on their own connection; Expect was answered here already
const HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-authorization',
  'proxy-authenticate',
  'proxy-connection',
  'expect',
])

/** The request's headers for the worker: without hop-by-hop ones, with the client's address and Next's defaults. */
function forwardedHeaders(req) {
  const headers = {}
  for (const name in req.headers) if (!HOP.has(name)) headers[name] = req.headers[name]
  const ip = req.socket.remoteAddress ?? ''
  headers['x-tresen-client-ip'] = ip
  // behind the front, Next's socket is ours: the defaults it would add come from here
  addForwardedDefaults(
    (name) => headers[name] !== undefined,
    (name, value) => (headers[name] = value),
    { host: headers.host, port, ip },
  )
  return headers
}

/** The answer's raw headers without hop-by-hop ones ([name, value, …], repeated Set-Cookie kept apart). */
function answerHeaders(raw) {
  const list = []
  for (let i = 0; i < raw.length; i += 2) if (!HOP.has(raw[i].toLowerCase())) list.push(raw[i], raw[i + 1])
  return list
}

const agent = new http.Agent({ keepAlive: true, maxFreeSockets: 256 })

/** Hands the request to the worker's Next and streams its answer back (bodies both ways as they come). */
function proxy(req, res) {
  let upstream
  try {
    upstream = http.request({ socketPath, agent, method: req.method, path: req.url, headers: forwardedHeaders(req) })
  } catch {
    // a target http.request refuses (characters Node's parser let through): the client's mistake, as in the API
    return answerInvalidAddress(res)
  }
  upstream.on('response', (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answerHeaders(answer.rawHeaders))
    answer.pipe(res)
    answer.on('error', () => res.destroy())
  })
  upstream.on('error', (error) => {
    if (res.headersSent || res.destroyed) return void res.destroy()
    if (!drain.closing) console.error('[tresen] Next-Thread nicht erreichbar', req.url, error.message)
    res.writeHead(502, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
    res.end(
      JSON.stringify({
        errors: [{ field: null, message: 'Der Server ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.' }],
      }),
    )
  })
  // the client went away before the answer was complete: so does the request to the worker
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy()
  })
  req.pipe(upstream)
}

// What this thread answers itself goes to the worker's /metrics (platform/metrics) once a second, as
// [route group, status, seconds]; at most MAX_OBSERVATIONS are kept between two sends. Only with METRICS_TOKEN set.
const metricsOn = Boolean(process.env.METRICS_TOKEN?.trim())
const MAX_OBSERVATIONS = 100_000
let observations = []
if (metricsOn)
  setInterval(() => {
    if (observations.length === 0) return
    worker.postMessage({ type: 'metrics-front', batch: observations })
    observations = []
  }, 1000).unref()

const server = http.createServer({ ServerResponse: FrontResponse }, (req, res) => {
  if (drain.track(req, res)) return
  if (front !== null) {
    res.security = securityHeaderList('api', nodeRequestCameOverTls(req, trustProxy))
    if (!metricsOn) {
      if (front.handle(req, res)) return
    } else {
      const started = performance.now()
      const observe = () => {
        if (observations.length < MAX_OBSERVATIONS) observations.push([routeGroup(req.url), res.statusCode, (performance.now() - started) / 1000])
      }
      res.once('finish', observe)
      if (front.handle(req, res)) return
      res.off('finish', observe)
    }
    res.security = null
  }
  proxy(req, res)
})
server.keepAliveTimeout = 65_000
const drain = createDrain(server, { timeoutMs: shutdownTimeoutMs, log })

// WebSocket upgrades (the signage players, modules/devices/signage/ws.ts): the raw connection is handed to the worker, which
// accepts or refuses it; from then on bytes flow both ways untouched
server.on('upgrade', (req, socket, head) => {
  const upstream = net.connect(socketPath)
  const end = () => {
    socket.destroy()
    upstream.destroy()
  }
  upstream.on('error', end)
  socket.on('error', end)
  upstream.on('close', () => socket.destroy())
  socket.on('close', () => upstream.destroy())
  upstream.on('connect', () => {
    let text = `${req.method} ${req.url} HTTP/${req.httpVersion}\r\n`
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      if (req.rawHeaders[i].toLowerCase() !== 'x-tresen-client-ip') text += `${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}\r\n`
    }
    upstream.write(`${text}x-tresen-client-ip: ${req.socket.remoteAddress ?? ''}\r\n\r\n`)
    if (head.length > 0) upstream.write(head)
    socket.pipe(upstream).pipe(socket)
  })
})

server.listen(port, hostname, () =>
  log(`Server lauscht auf ${hostname}:${port} (Bestellstatus im Haupt-Thread, Next im Worker-Thread)`),
)

// ---------------------------------------------------------------------------------------------------------------------
// Shutdown
// ---------------------------------------------------------------------------------------------------------------------
async function shutdown(signal) {
  if (stopping) return
  stopping = true
  await drain.drain(signal)
  // the worker closes the signage sockets, Payload's pool, its LISTEN connection and Next, then ends its thread
  const ended = new Promise((resolve) => worker.once('exit', resolve))
  worker.postMessage({ type: 'shutdown' })
  const timedOut = new Promise((resolve) => setTimeout(() => resolve('timeout'), shutdownTimeoutMs).unref())
  if ((await Promise.race([ended, timedOut])) === 'timeout') await worker.terminate()
  agent.destroy()
  try {
    await front?.close()
  } catch (error) {
    console.error('[tresen] Beim Beenden', error)
  }
  log('Beendet.')
  process.exit(0)
}

process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
