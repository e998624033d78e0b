/**
 * Errors of idle pooled connections. Payload's pool has no 'error' listener, so every idle connection the database
 * closes becomes an uncaughtException with a stack trace. Stopping `npm start` with Ctrl+C sends SIGINT to the
 * embedded PostgreSQL too, which ends all connections (57P01 admin_shutdown) while the server is still draining:
 * that printed about a hundred lines. Expected ends are now silent; anything else is logged once per error code.
 */
type PoolLike = { on(event: 'error', listener: (error: Error & { code?: string }) => void): unknown }

/** 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, and sockets closed under us. */
export const SHUTDOWN_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNRESET', 'EPIPE'])

export function isShutdownError(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null
  if (!e) return false
  if (typeof e.code === 'string' && SHUTDOWN_CODES.has(e.code)) return true
  return typeof e.message === 'string' && /Connection terminated|terminating connection due to administrator command/i.test(e.message)
}

const installed = new WeakSet<object>()

export function quietPoolErrors(pool: PoolLike, log: (message: string) => void = (m) => console.error(m)): void {
  if (installed.has(pool)) return
  installed.add(pool)
  const seen = new Set<string>()
  pool.on('error', (error) => {
    if (isShutdownError(error)) return
    const key = error.code ?? error.message
    if (seen.has(key)) return
    seen.add(key)
    log(`[tresen] Datenbankverbindung getrennt: ${error.message}`)
  })
}
