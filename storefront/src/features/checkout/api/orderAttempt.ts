/**
 * One checkout attempt = one Idempotency-Key (issue 15): a customer who clicks again after a lost answer, or a retry
 * after a network error or a 5xx, sends the same key, so the server answers with the first order instead of placing a
 * second one. The key is kept (also across a reload, in sessionStorage) until the order succeeded or the order body
 * changed — another cart or other form values are another order, and the same key with another body would be refused
 * (422).
 */
import { ApiError, uuid } from '../../../lib/api'

const STORAGE_KEY = 'tresen:checkout-attempt'

type Stored = { key: string; body: string }

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null
  } catch {
    return null
  }
}

function readStored(): Stored | null {
  try {
    const parsed = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null') as Partial<Stored> | null
    return parsed && typeof parsed.key === 'string' && typeof parsed.body === 'string' ? { key: parsed.key, body: parsed.body } : null
  } catch {
    return null
  }
}

/** The Idempotency-Key for this order body: the attempt's key while the body is unchanged, else a new one. */
export function attemptKey(body: unknown, newKey: () => string = uuid): string {
  const text = JSON.stringify(body)
  const stored = readStored()
  if (stored && stored.body === text) return stored.key
  const key = newKey()
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify({ key, body: text } satisfies Stored))
  } catch {
    // storage full or blocked: the key still holds for this page's retries
  }
  return key
}

/** The order was placed: the next checkout is a new attempt. */
export function endAttempt(): void {
  try {
    storage()?.removeItem(STORAGE_KEY)
  } catch {
    // nothing stored
  }
}

/** Sending again can succeed: no answer at all (network), a server error, or the first request still running (409). */
export const isRetryable = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 0 || error.status === 409 || error.status >= 500)

export type RetryOptions = {
  /** Sends in all (the first and the retries). */
  attempts?: number
  /** Wait before the first retry; doubled for each further one. */
  delayMs?: number
  sleep?: (ms: number) => Promise<void>
}

export const SUBMIT_ATTEMPTS = 4
export const SUBMIT_RETRY_DELAY_MS = 800

/** Runs `send` until it succeeds, fails for good (4xx) or `attempts` sends failed; the last error is thrown. */
export async function withRetry<T>(send: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? SUBMIT_ATTEMPTS
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  let delay = options.delayMs ?? SUBMIT_RETRY_DELAY_MS
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send()
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error
      await sleep(delay)
      delay *= 2
    }
  }
}
