/**
 * Next.js instrumentation: initialises Payload once when the server starts (not during `next build`), so the
 * database pool, the jobs queue (outbox, printing) and the content-event listener are up before the first request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ getPayload }, { default: config }, { startListening }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('./server/cache/contentEvents'),
  ])
  await getPayload({ config, cron: process.env.JOBS_AUTORUN !== '0' })
  await startListening()
}
