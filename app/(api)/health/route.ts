/* Next route file: GET /health — the load balancer's check (platform/http/health.ts) and the benchmarks' trivial route. */
import { healthReport } from '../../../platform/http/health'

export const dynamic = 'force-dynamic'

const answer = (data: Awaited<ReturnType<typeof healthReport>>) =>
  Response.json({ data }, { status: data.ok ? 200 : 503, headers: { 'cache-control': 'no-store' } })

export const GET = () => {
  const data = healthReport()
  return data instanceof Promise ? data.then(answer) : answer(data)
}
