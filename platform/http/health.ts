/**
 * GET /health (app/(api)/health/route.ts): 200 while this process can serve, 503 when its database does not answer
 * (server.mjs answers 503 itself while draining); the LISTEN connection and the job role are reported without changing
 * the status. Cheap enough to stay the benchmarks' trivial route: in-memory state, the database asked at most once a
 * second on the control connection (platform/jobs/leader.ts). docs/scaling.md "/health".
 */
import { isListening } from '../cache/contentEvents'
import { databaseReachable, jobsRole } from '../jobs/leader'

export type HealthReport = {
  ok: boolean
  database: 'ok' | 'down'
  listen: 'ok' | 'down'
  jobs: 'runner' | 'standby' | 'off'
}

const report = (database: boolean): HealthReport => ({
  ok: database,
  database: database ? 'ok' : 'down',
  listen: isListening() ? 'ok' : 'down',
  jobs: jobsRole(),
})

export function healthReport(): HealthReport | Promise<HealthReport> {
  const reachable = databaseReachable()
  return typeof reachable === 'boolean' ? report(reachable) : reachable.then(report)
}
