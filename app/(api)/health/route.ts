/* Next route file: GET /health — liveness probe and the benchmarks' trivial-route baseline (no database). */
export const dynamic = 'force-dynamic'

export const GET = () => Response.json({ data: { ok: true } }, { headers: { 'cache-control': 'no-store' } })
