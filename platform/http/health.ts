/**
 * GET /health (app/(api)/health/route.ts): liveness and readiness for a load balancer (ops/haproxy.cfg,
 * docs/scaling.md). 200 while this process can serve; 503 when its database does not answer (server.mjs answers 503
 * itself while it drains on shutdown). Also reported, without changing the status: the LISTEN connection of the
 * cache invalidation (down = nothing is cached, answers stay correct) and the process's job role.
 * Cheap enough to stay the benchmarks' trivial route: it reads in-memory state; the database is asked at most once
 * a second on the control connection (platform/jobs/leader.ts), never per request.
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
