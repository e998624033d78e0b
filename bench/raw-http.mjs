// A small keep-alive HTTP/1.1 client over plain TCP sockets for the open-loop load of bench/mixed.mjs (issue 20).
// node:http's client costs the load generator about 60–100 µs of CPU per request; at the mixed load's 5,600
// requests/s that is most of a core taken from the two the server, PostgreSQL and HAProxy share with it. This client
// writes one prepared request buffer and reads the answer's status line, the headers the benchmarks use (etag,
// content-length, transfer-encoding, connection) and the body (content-length or chunked) — nothing else.
// One request at a time per socket (no pipelining); requests wait in a queue when every socket is busy.
import net from 'node:net'

const CRLFCRLF = Buffer.from('\r\n\r\n')

class Connection {
  constructor(pool) {
    this.pool = pool
    this.current = null
    this.buffer = null
    this.head = null
    this.socket = net.connect({ host: pool.host, port: pool.port, noDelay: true })
    this.socket.on('data', (chunk) => this.onData(chunk))
    this.socket.on('error', (error) => this.fail(error))
    this.socket.on('close', () => this.fail(Object.assign(new Error('socket closed'), { code: 'ECONNRESET' })))
  }

  send(job) {
    this.current = job
    this.buffer = null
    this.head = null
    this.socket.write(job.bytes)
  }

  onData(chunk) {
    if (!this.current) return this.socket.destroy()
    this.buffer = this.buffer ? Buffer.concat([this.buffer, chunk]) : chunk
    if (!this.head) {
      const end = this.buffer.indexOf(CRLFCRLF)
      if (end < 0) return
      this.head = parseHead(this.buffer.latin1Slice(0, end))
      this.buffer = this.buffer.subarray(end + 4)
    }
    const head = this.head
    let body
    if (head.status === 304 || head.status === 204 || this.current.method === 'HEAD') body = Buffer.alloc(0)
    else if (head.length !== null) {
      if (this.buffer.length < head.length) return
      body = this.buffer.subarray(0, head.length)
    } else if (head.chunked) {
      body = dechunk(this.buffer)
      if (!body) return
    } else return // read until close: finished by fail()
    const job = this.current
    this.current = null
    job.resolve({ status: head.status, headers: head.headers, body: body.toString('utf8'), ms: performance.now() - job.started })
    if (head.close) {
      this.socket.removeAllListeners('close')
      this.socket.destroy()
      this.pool.drop(this)
    } else this.pool.idle(this)
  }

  fail(error) {
    const job = this.current
    this.current = null
    this.socket.destroy()
    this.pool.drop(this)
    if (job) job.resolve({ status: 0, error, ms: performance.now() - job.started })
  }
}

function parseHead(text) {
  const lines = text.split('\r\n')
  const status = Number(lines[0].slice(9, 12))
  const headers = {}
  let length = null
  let chunked = false
  let close = false
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]
    const colon = line.indexOf(':')
    const name = line.slice(0, colon).toLowerCase()
    const value = line.slice(colon + 1).trim()
    if (name === 'content-length') length = Number(value)
    else if (name === 'transfer-encoding') chunked = value.toLowerCase().includes('chunked')
    else if (name === 'connection') close = value.toLowerCase() === 'close'
    else if (name === 'etag') headers.etag = value
  }
  return { status, headers, length, chunked, close }
}

/** The body of a complete chunked answer, or null while its last chunk has not arrived. */
function dechunk(buffer) {
  const parts = []
  let at = 0
  for (;;) {
    const eol = buffer.indexOf('\r\n', at)
    if (eol < 0) return null
    const size = parseInt(buffer.latin1Slice(at, eol), 16)
    if (size === 0) return buffer.indexOf('\r\n', eol + 2) < 0 ? null : Buffer.concat(parts)
    if (buffer.length < eol + 2 + size + 2) return null
    parts.push(buffer.subarray(eol + 2, eol + 2 + size))
    at = eol + 2 + size + 2
  }
}

export class RawHttpPool {
  constructor(base, { sockets = 64, timeoutMs = 10_000 } = {}) {
    const url = new URL(base)
    this.host = url.hostname
    this.port = Number(url.port || 80)
    this.hostHeader = url.host
    this.max = sockets
    this.timeoutMs = timeoutMs
    this.connections = new Set()
    this.free = []
    this.queue = []
    this.closed = false
    // one sweep for timeouts instead of a timer per request
    this.sweep = setInterval(() => {
      const limit = performance.now() - this.timeoutMs
      for (const c of this.connections) {
        if (c.current && c.current.started < limit) c.fail(Object.assign(new Error('timeout'), { code: 'TIMEOUT' }))
      }
    }, 100)
    this.sweep.unref()
  }

  /** GET/POST `path`; resolves with { status, headers: { etag? }, body, ms } or { status: 0, error }. */
  request(path, { method = 'GET', headers = {}, body } = {}) {
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${this.hostHeader}\r\n`
    for (const name in headers) head += `${name}: ${headers[name]}\r\n`
    const payload = body === undefined ? null : Buffer.from(body)
    if (payload) head += `content-length: ${payload.length}\r\n`
    head += '\r\n'
    const bytes = payload ? Buffer.concat([Buffer.from(head, 'latin1'), payload]) : Buffer.from(head, 'latin1')
    return new Promise((resolve) => {
      const job = { method, bytes, resolve, started: performance.now() }
      const connection = this.free.pop() ?? (this.connections.size < this.max ? this.open() : null)
      if (connection) connection.send(job)
      else this.queue.push(job)
    })
  }

  open() {
    const connection = new Connection(this)
    this.connections.add(connection)
    return connection
  }

  idle(connection) {
    const next = this.queue.shift()
    if (next) connection.send(next)
    else this.free.push(connection)
  }

  drop(connection) {
    if (!this.connections.delete(connection)) return
    const at = this.free.indexOf(connection)
    if (at >= 0) this.free.splice(at, 1)
    if (!this.closed && this.queue.length) this.open().send(this.queue.shift())
  }

  close() {
    this.closed = true
    clearInterval(this.sweep)
    for (const c of this.connections) {
      c.socket.removeAllListeners('close')
      c.socket.destroy()
    }
    this.connections.clear()
    for (const job of this.queue.splice(0)) job.resolve({ status: 0, error: Object.assign(new Error('closed'), { code: 'CLOSED' }), ms: 0 })
  }
}
