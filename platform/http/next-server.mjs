// Next's side of Tresen's production server: Next's request handler, with Payload inside it (instrumentation.ts) and
// the hot paths beside it (platform/fast). Runs in a worker thread behind the front's Unix socket (the default), or
// alone in the main thread on PORT with TRESEN_THREADS=0. Until Payload has published the fast handler, Next answers
// the hot routes too, with the same endpoint functions. Shutdown drains in-flight requests (SHUTDOWN_TIMEOUT_MS), then
// closes Payload's pool, the LISTEN connection and Next. Design: docs/architecture.md § Two threads, "Who starts what".
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { isMainThread, parentPort, workerData } from 'node:worker_threads'

import next from 'next'

import { installJsonConsole, requestContext, requestIdOf } from '../log/logger.mjs'
import { answerInvalidAddress } from './bad-address.mjs'
import { createDrain } from './drain.mjs'
import { answerKind, nodeRequestCameOverTls, secureCookie, securityHeaderList } from './security-headers.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
/** Behind the front (a worker thread): its Unix socket; alone: null (PORT and HOSTNAME). */
const socketPath = isMainThread ? null : workerData.socketPath
const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOSTNAME || '0.0.0.0'
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS || 10_000)
const log = (message) => console.log(`[tresen] ${message}`)
// behind a reverse proxy only: trust its X-Forwarded-Proto / X-Forwarded-For (docs/security.md; platform/env.ts TRUST_PROXY)
const trustProxy = /^(1|true|on|yes)$/i.test(process.env.TRUST_PROXY?.trim() ?? '')

process.env.NODE_ENV = 'production'
// Payload's logger and ours write JSON lines here unless LOG_FORMAT is pretty (platform/log/logger.mjs)
process.env.TRESEN_SERVER = '1'
installJsonConsole()
const app = next({ dev: false, dir: root, hostname, port })
const handleNext = app.getRequestHandler()
await app.prepare()

/** During shutdown, every answer whose head is still unwritten closes its keep-alive connection after it. */
/** Over TLS (via a trusted proxy), every cookie set is marked Secure. */
/**
 * The security headers: `security` holds this answer's list (platform/http/security-headers.mjs, built once per kind) until
 * they are on the answer. Next gets them set before it runs (applySecurityHeaders); the fast path writes them in its own
 * single `writeHead` with its header array (platform/fast `send`, which takes the list and clears it); any other answer
 * (media, errors) gets them here, each only where the answer did not set that header itself.
 */
class TresenResponse extends http.ServerResponse {
  tls = false
  /** @type {readonly string[] | null} [name, value, name, value, …] */
  security = null
  writeHead(statusCode, reason, headers) {
    if (this.security !== null) applySecurityHeaders(this)
    if (drain.closing) this.setHeader('connection', 'close')
    if (this.tls) {
      const own = this.getHeader('set-cookie')
      if (own !== undefined)
        this.setHeader(
          'set-cookie',
          [own].flat().map((c) => secureCookie(String(c))),
        )
      const passed = typeof reason === 'string' ? headers : reason
      if (Array.isArray(passed)) {
        for (let i = 0; i < passed.length; i += 2)
          if (String(passed[i]).toLowerCase() === 'set-cookie') passed[i + 1] = secureCookie(String(passed[i + 1]))
      } else if (passed && typeof passed === 'object')
        for (const key of Object.keys(passed))
          if (key.toLowerCase() === 'set-cookie') passed[key] = [passed[key]].flat().map((c) => secureCookie(String(c)))
    }
    return super.writeHead(statusCode, reason, headers)
  }
}

/** The security headers of every answer (platform/http/security-headers.mjs), decided before Next or the fast path answers. */
function setSecurityHeaders(req, res) {
  res.tls = nodeRequestCameOverTls(req, trustProxy)
  const url = req.url ?? '/'
  const q = url.indexOf('?')
  const pathname = q === -1 ? url : url.slice(0, q)
  res.security = securityHeaderList(pathname.startsWith('/api/') ? 'api' : answerKind(pathname), res.tls)
}

/** Puts the pending security headers on the answer, each only where the answer has not set that header itself. */
function applySecurityHeaders(res) {
  const list = res.security
  if (list === null) return
  res.security = null
  for (let i = 0; i < list.length; i += 2) if (!res.hasHeader(list[i])) res.setHeader(list[i], list[i + 1])
}

function toNext(req, res) {
  applySecurityHeaders(res)
  handleNext(req, res).catch((error) => {
    console.error('[tresen] Next-Handler', req.url, error)
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
    res.end('Interner Fehler.')
  })
}

/** Whether the path (not the query: Next tolerates any query string) has only well-formed %-escapes. */
function isWellFormed(url = '/') {
  const q = url.indexOf('?')
  const path = q === -1 ? url : url.slice(0, q)
  if (!path.includes('%')) return true
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

const server = http.createServer({ ServerResponse: TresenResponse }, (req, res) => {
  // every line logged while answering carries the request's id (the proxy's X-Request-Id, else a new one); not set on
  // the answer: a header set before writeHead would take the fast path's single-writeHead answers off their fast case
  requestContext.run(requestIdOf(req.headers['x-request-id']), answer, req, res)
})

function answer(req, res) {
  // the client's address as the socket saw it, for rate limits and login throttling (platform/http/client.ts); a value the
  // client sent itself is overwritten — by the front, behind it (its socket is this one's peer). Behind a reverse
  // proxy, TRUST_PROXY makes the server use X-Forwarded-For instead.
  if (socketPath === null) req.headers['x-tresen-client-ip'] = req.socket.remoteAddress ?? ''
  setSecurityHeaders(req, res)
  if (drain.track(req, res)) return
  // requests by route group, status and time (platform/metrics), and /metrics itself — once Payload is up
  const metrics = globalThis.__tresenMetrics
  if (metrics) {
    const started = performance.now()
    res.once('finish', () => metrics.observe(req.url, res.statusCode, (performance.now() - started) / 1000))
    if (metrics.handle(req, res)) return
  }
  // Next answers a malformed escape in the path with a 500; it is the client's mistake (400, German, like the API)
  if (!isWellFormed(req.url)) return answerInvalidAddress(res)
  const fast = globalThis.__tresenServer?.fast
  const taken = fast ? fast(req, res) : false
  if (taken === false) return toNext(req, res)
  if (taken === true) return // answered by the fast path itself, errors included
  taken.then(
    (answered) => answered || toNext(req, res),
    (error) => {
      console.error('[tresen] Fast-Path', req.url, error)
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      res.end('Interner Fehler.')
    },
  )
}
// behind the front its connections are the front's pooled keep-alive ones: never closed from this side while idle, so
// the front never sends a request on a connection that is just being closed
server.keepAliveTimeout = socketPath === null ? 65_000 : 0
const drain = createDrain(server, { timeoutMs: shutdownTimeoutMs, log })
// WebSocket upgrades: only the signage players' path (modules/devices/signage/ws.ts, published by instrumentation.ts); any
// other is refused. Ours alone: Next's request handler adds its own 'upgrade' listener to this server on the first
// request (for proxied WebSocket rewrites), which would end the signage sockets too — so the event reaches only ours.
function onUpgrade(req, socket, head) {
  if (!globalThis.__tresenSignage?.handleUpgrade(req, socket, head)) socket.destroy()
}
server.on('upgrade', onUpgrade) // Node hands upgrades to 'upgrade' listeners only while there is one
const emit = server.emit
server.emit = function (event, ...args) {
  if (event !== 'upgrade') return emit.call(this, event, ...args)
  onUpgrade(...args)
  return true
}

if (socketPath === null) server.listen(port, hostname, () => log(`Server lauscht auf ${hostname}:${port}`))
else server.listen(socketPath, () => parentPort.postMessage({ type: 'ready' }))

// Payload starts in instrumentation.ts after prepare(); say once when the hot paths are answered here
const bootedAt = Date.now()
const announce = setInterval(() => {
  if (globalThis.__tresenServer) {
    clearInterval(announce)
    log(
      `Schnellpfade aktiv nach ${Date.now() - bootedAt} ms (Bestellstatus, /api/init, /image, /upload, Bestelleingang, Analytics).`,
    )
  } else if (Date.now() - bootedAt > 120_000) {
    clearInterval(announce)
    log('Schnellpfade nicht aktiv: Next beantwortet alle Anfragen.')
  }
}, 50)
announce.unref()

async function shutdown(signal) {
  // keep-alive connections with a request in flight are closed once its answer is out (TresenResponse.writeHead)
  if (!(await drain.drain(signal))) return
  try {
    await globalThis.__tresenSignage?.close()
    await globalThis.__tresenServer?.close()
    await app.close?.()
  } catch (error) {
    console.error('[tresen] Beim Beenden', error)
  }
  log(socketPath === null ? 'Beendet.' : 'Next-Thread beendet.')
  process.exit(0) // in the worker thread: ends the thread; the front ends the process
}

if (socketPath === null) {
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
} else
  parentPort.on('message', (message) => {
    if (message?.type === 'shutdown') void shutdown('Front')
    // what the front answered itself in the last second (platform/front/main.mjs)
    else if (message?.type === 'metrics-front') globalThis.__tresenMetrics?.absorbFront(message.batch)
  })
