/**
 * The SMS provider protocol of modules/notifications/sms.ts: POST / with `Authorization: Bearer {token}` and JSON
 * `{ to, from, text }` → 200 `{ id }`. `failNext(n, status)` answers the next n requests with an error.
 */
import { startHttp } from './http'

export type Sms = { to: string; from: string; text: string }

export async function startFakeSms(token: string) {
  const messages: Sms[] = []
  let failures = { count: 0, status: 503 }
  const server = await startHttp((request) => {
    if (request.headers.authorization !== `Bearer ${token}`) return { status: 401, body: { error: 'unauthorized' } }
    if (failures.count > 0) {
      failures = { ...failures, count: failures.count - 1 }
      return { status: failures.status, body: { error: 'unavailable' } }
    }
    const sms = JSON.parse(request.body) as Sms
    messages.push(sms)
    return { status: 200, body: { id: `sms-${messages.length}` } }
  })
  return {
    ...server,
    messages,
    failNext(count: number, status = 503) {
      failures = { count, status }
    },
  }
}
