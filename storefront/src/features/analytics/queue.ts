/**
 * The analytics queue (SF §4, §7, §9): events wait in memory until the visitor has decided on cookies, then go out
 * once per second to POST /api/analytics-log in batches `{ events: [...] }` of at most 50. Without the statistics
 * category (or in a kiosk) the queue is dropped and nothing is sent. Failures are swallowed (SF §8).
 */
export interface AnalyticsEvent {
  readonly type: string
  readonly action: string
  readonly category: 'device' | 'event' | 'pageview'
  readonly data: Readonly<Record<string, unknown>>
}

export const FLUSH_INTERVAL_MS = 1000
export const BATCH_MAX = 50
/** Events kept while the visitor has not decided yet (oldest dropped beyond). */
export const QUEUE_MAX = 500

export type Decision = 'pending' | 'allowed' | 'denied'

export interface QueueDeps {
  readonly decision: () => Decision
  readonly send: (events: readonly AnalyticsEvent[]) => Promise<unknown>
}

export class AnalyticsQueue {
  private events: AnalyticsEvent[] = []
  private sending = false

  constructor(private readonly deps: QueueDeps) {}

  get size(): number {
    return this.events.length
  }

  push(event: AnalyticsEvent): void {
    if (this.deps.decision() === 'denied') return
    this.events.push(event)
    if (this.events.length > QUEUE_MAX) this.events.splice(0, this.events.length - QUEUE_MAX)
  }

  /** One tick: sends one batch when allowed, drops everything when denied, waits otherwise. */
  async flush(): Promise<void> {
    const decision = this.deps.decision()
    if (decision === 'denied') {
      this.events = []
      return
    }
    if (decision === 'pending' || this.sending || this.events.length === 0) return
    const batch = this.events.splice(0, BATCH_MAX)
    this.sending = true
    try {
      await this.deps.send(batch)
    } catch {
      /* analytics errors are silently ignored (SF §8) */
    } finally {
      this.sending = false
    }
  }

  /** Ticks every second; returns the stop function. */
  start(interval = FLUSH_INTERVAL_MS): () => void {
    const timer = window.setInterval(() => void this.flush(), interval)
    return () => window.clearInterval(timer)
  }
}
