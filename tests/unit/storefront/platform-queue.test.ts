// @vitest-environment jsdom
/**
 * The analytics queue (SF §4, §9): nothing leaves before the cookie decision, batches of at most 50 once allowed,
 * everything dropped when statistics were declined, send failures swallowed; install platform detection.
 */
import { describe, expect, it, vi } from 'vitest'

import { AnalyticsQueue, BATCH_MAX } from '../../../storefront/src/features/analytics/queue'
import type { AnalyticsEvent, Decision } from '../../../storefront/src/features/analytics/queue'
import { round2 } from '../../../storefront/src/features/analytics/thirdParty'
import { platformOf } from '../../../storefront/src/features/pwa/install'

const event = (n: number): AnalyticsEvent => ({ type: 'pageview', action: 'router', category: 'pageview', data: { path: `/${n}` } })

function setup(initial: Decision) {
  let decision = initial
  const sent: AnalyticsEvent[][] = []
  const send = vi.fn(async (events: readonly AnalyticsEvent[]) => {
    sent.push([...events])
  })
  const queue = new AnalyticsQueue({ decision: () => decision, send })
  return { queue, sent, send, decide: (next: Decision) => (decision = next) }
}

describe('analytics queue', () => {
  it('keeps events while the visitor has not decided and sends them in batches of at most 50 once allowed', async () => {
    const { queue, sent, decide } = setup('pending')
    for (let i = 0; i < 120; i++) queue.push(event(i))
    await queue.flush()
    expect(sent).toEqual([])
    decide('allowed')
    await queue.flush()
    await queue.flush()
    await queue.flush()
    await queue.flush()
    expect(sent.map((batch) => batch.length)).toEqual([BATCH_MAX, BATCH_MAX, 20])
    expect(sent.flat().map((e) => e.data.path)).toEqual(Array.from({ length: 120 }, (_, i) => `/${i}`))
  })

  it('drops everything and queues nothing more when statistics were declined', async () => {
    const { queue, send, decide } = setup('pending')
    queue.push(event(1))
    decide('denied')
    await queue.flush()
    queue.push(event(2))
    expect(queue.size).toBe(0)
    expect(send).not.toHaveBeenCalled()
  })

  it('swallows send failures', async () => {
    const queue = new AnalyticsQueue({ decision: () => 'allowed', send: () => Promise.reject(new Error('offline')) })
    queue.push(event(1))
    await expect(queue.flush()).resolves.toBeUndefined()
  })

  it('flushes once per second with the timer', async () => {
    vi.useFakeTimers()
    const { queue, sent } = setup('allowed')
    const stop = queue.start()
    queue.push(event(1))
    await vi.advanceTimersByTimeAsync(999)
    expect(sent).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(sent).toHaveLength(1)
    stop()
    vi.useRealTimers()
  })
})

describe('pixel values and install platforms', () => {
  it('rounds values to 2 decimals', () => {
    expect(round2(12.345)).toBe(12.35)
    expect(round2(0.1 + 0.2)).toBe(0.3)
  })

  it('tells iOS, Android and other browsers apart', () => {
    expect(platformOf('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)')).toBe('ios')
    expect(platformOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe('ios')
    expect(platformOf('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android')
    expect(platformOf('Mozilla/5.0 (X11; Linux x86_64)')).toBe('other')
  })
})
