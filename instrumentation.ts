/**
 * Next.js instrumentation: initialises Payload once when the server starts (not during `next build`), so the pool,
 * the jobs queue and the content-event listener are up before the first request. In production it then publishes the
 * fast path and the shutdown on globalThis for platform/http/next-server.mjs; not in `next dev`, where hot reload
 * would rebuild the pool under a handler that still holds the old one (docs/architecture.md "Who starts what").
 */
export async function register() {
  // read literally (not through platform/env.ts): Next replaces it at build time, which keeps the Node-only imports
  // below out of the edge bundle
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { env } = await import('./platform/env')
  if (env.NEXT_PHASE === 'phase-production-build') return
  const [{ startPayload }, { startListening, stopListening }] = await Promise.all([import('./payload-instance'), import('./platform/cache/contentEvents')])
  const payload = await startPayload()
  await startListening()
  // the signage players' WebSocket, attached by platform/http/next-server.mjs on 'upgrade'
  // (modules/devices/signage/ws.ts, docs/signage.md)
  if (env.NODE_ENV === 'production' && env.DATABASE_URL) {
    const { createSignageServer } = await import('./modules/devices/signage/ws')
    ;(globalThis as unknown as { __tresenSignage?: unknown }).__tresenSignage = createSignageServer(payload, { connectionString: env.DATABASE_DIRECT_URL ?? env.DATABASE_URL })
  }
  // /metrics and the request observations (platform/metrics), taken by platform/http/next-server.mjs
  if (env.NODE_ENV === 'production') {
    const { createMetrics } = await import('./platform/metrics')
    ;(globalThis as unknown as { __tresenMetrics?: unknown }).__tresenMetrics = createMetrics(payload)
  }
  if (env.NODE_ENV !== 'production' || !env.TRESEN_FAST_PATHS) return
  const [{ createFastHandler }, { apiEndpoints }, media] = await Promise.all([import('./platform/fast'), import('./modules/endpoints'), import('./modules/content/media')])
  const g = globalThis as unknown as { __tresenServer?: TresenServerHooks }
  g.__tresenServer = {
    fast: createFastHandler(payload, apiEndpoints, { posts: env.TRESEN_FAST_POSTS, media }),
    // stops the jobs cron, closes Payload's pool and the LISTEN connection (platform/http/next-server.mjs calls it
    // after draining)
    close: async () => {
      await stopListening()
      // the job runner's lock goes with its control connection: another process takes the jobs over at its next tick
      await (await import('./platform/jobs/leader')).closeControl()
      await payload.destroy()
    },
  }
}

type TresenServerHooks = {
  fast: import('./platform/fast').FastHandler
  close: () => Promise<void>
}
