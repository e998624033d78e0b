/**
 * SMS over a small HTTP provider API (documented in docs/operations.md):
 *   POST {SMS_API_URL}   Authorization: Bearer {SMS_API_TOKEN}   Content-Type: application/json
 *   body { "to": "+43…", "from": "{SMS_FROM}", "text": "…" }
 *   2xx → sent (an optional JSON answer `{ "id": "…" }` is kept as the provider's message id); anything else fails.
 */
import { smsConfig, smsStatus } from '../../platform/delivery-config'

export class SmsNotConfiguredError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SmsNotConfiguredError'
  }
}

export type SentSms = { messageId: string | null }

const TIMEOUT_MS = 15_000

export async function sendSms(to: string, text: string): Promise<SentSms> {
  const config = smsConfig()
  if (!config) {
    const status = smsStatus()
    throw new SmsNotConfiguredError(status.configured ? '' : status.reason)
  }
  const response = await fetch(config.url, {
    method: 'POST',
    headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ to, from: config.from, text }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  const answer = await response.text()
  if (!response.ok) throw new Error(`SMS-Anbieter antwortete mit ${response.status}: ${answer.slice(0, 200)}`)
  let messageId: string | null = null
  try {
    const parsed = JSON.parse(answer) as { id?: unknown }
    if (typeof parsed.id === 'string' || typeof parsed.id === 'number') messageId = String(parsed.id)
  } catch {
    // a non-JSON success answer is fine
  }
  return { messageId }
}
