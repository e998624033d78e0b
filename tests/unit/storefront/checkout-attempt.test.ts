// @vitest-environment jsdom
/**
 * The checkout's Idempotency-Key per attempt and its bounded retry (storefront/src/features/checkout/api/orderAttempt.ts).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { attemptKey, endAttempt, isRetryable, withRetry } from '../../../storefront/src/features/checkout/api/orderAttempt'
import { ApiError } from '../../../storefront/src/lib/api'

const body = (comment = 'ohne Zwiebel') => ({ branch: 1, items: [{ product: 3, amount: 2 }], comment })
let counter = 0
const keys = () => `key-${(counter += 1)}`

beforeEach(() => {
  window.sessionStorage.clear()
  counter = 0
})

describe('attemptKey', () => {
  it('keeps one key for the same order body, also after a reload of the page', () => {
    const first = attemptKey(body(), keys)
    expect(attemptKey(body(), keys)).toBe(first)
    // a reload keeps sessionStorage: the lost first answer is answered with the same order
    expect(attemptKey(JSON.parse(JSON.stringify(body())), keys)).toBe(first)
  })

  it('makes a new key when the cart or the form changed', () => {
    const first = attemptKey(body(), keys)
    const changedCart = attemptKey({ ...body(), items: [{ product: 3, amount: 3 }] }, keys)
    expect(changedCart).not.toBe(first)
    expect(attemptKey(body('mit Zwiebel'), keys)).not.toBe(changedCart)
  })

  it('makes a new key after the order succeeded', () => {
    const first = attemptKey(body(), keys)
    endAttempt()
    expect(attemptKey(body(), keys)).not.toBe(first)
  })
})

describe('withRetry', () => {
  const noWait = vi.fn(async (_ms: number) => {})

  beforeEach(() => noWait.mockClear())

  it('sends again with backoff after a network error and a 5xx, and answers the first success', async () => {
    const send = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(0, [{ field: '', message: 'Netzwerk' }]))
      .mockRejectedValueOnce(new ApiError(503, [{ field: '', message: 'Nicht erreichbar' }]))
      .mockResolvedValueOnce('bestellt')
    await expect(withRetry(send, { delayMs: 100, sleep: noWait })).resolves.toBe('bestellt')
    expect(send).toHaveBeenCalledTimes(3)
    expect(noWait.mock.calls.map(([ms]) => ms)).toEqual([100, 200])
  })

  it('never retries a 4xx answer (validation, another body with the same key)', async () => {
    for (const status of [400, 422, 429]) {
      const send = vi.fn(async () => {
        throw new ApiError(status, [{ field: '', message: 'Nein' }])
      })
      await expect(withRetry(send, { sleep: noWait })).rejects.toMatchObject({ status })
      expect(send).toHaveBeenCalledTimes(1)
    }
  })

  it('gives up after the configured number of sends and throws the last error', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(502, [{ field: '', message: 'Gateway' }])
    })
    await expect(withRetry(send, { attempts: 4, sleep: noWait })).rejects.toMatchObject({ status: 502 })
    expect(send).toHaveBeenCalledTimes(4)
  })

  it('retries while the first request with the key is still running (409)', () => {
    expect(isRetryable(new ApiError(409, []))).toBe(true)
    expect(isRetryable(new Error('kein ApiError'))).toBe(false)
  })
})
