// Requests in flight and the drain on shutdown, for both servers of server.mjs: the front in the main thread
// (platform/front/main.mjs) and Next's (platform/http/next-server.mjs). Plain JavaScript: server.mjs runs without a TypeScript
// loader.
//
// In-flight requests are counted, not kept in a Set: on Node 20, objects that passed through a long-lived Set were still
// reached at the following minor GCs, so every answered request was copied and promoted (≈ 0.9 MB per minor GC, pauses
// of 3–4 ms instead of < 1 ms under load; bench/gc-set.mjs reproduces it, docs/architecture.md explains).

/**
 * @param {import('node:http').Server} server
 * @param {{ timeoutMs: number, log: (message: string) => void }} options
 */
export function createDrain(server, { timeoutMs, log }) {
  let inFlight = 0
  let closing = false
  /** @type {(() => void) | null} */
  let drained = null
  // a request's answer is done (sent or its connection closed): one shared listener, no closure per request
  const onAnswerClosed = () => {
    inFlight--
    if (closing && inFlight === 0) drained?.()
  }
  return {
    /** Whether the server is draining: answers close their keep-alive connection, `/health` says 503. */
    get closing() {
      return closing
    },
    /**
     * Counts the request until its answer is done; while draining, answers `/health` itself with 503 (→ true), so the
     * balancer's check fails at once and it sends nothing new while the requests in flight finish.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     */
    track(req, res) {
      inFlight++
      res.on('close', onAnswerClosed) // 'close' comes once per answer; `once` would wrap the listener per request
      if (!closing || req.url !== '/health') return false
      res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
      res.end('{"data":{"ok":false,"draining":true}}')
      return true
    },
    /**
     * Stops accepting, lets the requests in flight finish (at most `timeoutMs`), then closes every connection. False
     * when a drain had begun already.
     * @param {string} signal
     */
    async drain(signal) {
      if (closing) return false
      closing = true
      log(
        `${signal}: nehme keine neuen Verbindungen an, warte auf ${inFlight} laufende Anfrage(n) (höchstens ${timeoutMs / 1000} s) …`,
      )
      server.close()
      server.closeIdleConnections()
      if (inFlight > 0) {
        const finished = new Promise((resolve) => (drained = () => resolve('finished')))
        const timedOut = new Promise((resolve) => setTimeout(() => resolve('timeout'), timeoutMs).unref())
        if ((await Promise.race([finished, timedOut])) === 'timeout')
          log(`Zeitlimit erreicht: ${inFlight} Anfrage(n) werden abgebrochen.`)
      }
      server.closeAllConnections()
      return true
    },
  }
}
