/**
 * A least-recently-used map bounded in bytes (issue 32: 2,400 distinct anonymous list queries grew the process by
 * hundreds of MB under a 5,000-entry cap). Sizes are the caller's estimate of what an entry holds; a value larger
 * than the whole budget is not kept at all. Map insertion order is recency: a hit moves the key to the end.
 */
export class ByteLru<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>()
  private used = 0

  constructor(readonly maxBytes: number) {}

  get(key: string): V | undefined {
    const hit = this.entries.get(key)
    if (!hit) return undefined
    this.entries.delete(key)
    this.entries.set(key, hit)
    return hit.value
  }

  /** Keeps `value` unless it alone exceeds the budget; evicts the least recently used until it fits. */
  set(key: string, value: V, bytes: number): boolean {
    this.delete(key)
    const size = Math.max(0, Math.ceil(bytes))
    if (size > this.maxBytes) return false
    while (this.used + size > this.maxBytes) {
      const oldest = this.entries.keys().next()
      if (oldest.done) break
      this.delete(oldest.value)
    }
    this.entries.set(key, { value, bytes: size })
    this.used += size
    return true
  }

  has(key: string): boolean {
    return this.entries.has(key)
  }

  /** The value without refreshing its recency (checks that must not keep an entry alive). */
  peek(key: string): V | undefined {
    return this.entries.get(key)?.value
  }

  delete(key: string): void {
    const hit = this.entries.get(key)
    if (!hit) return
    this.entries.delete(key)
    this.used -= hit.bytes
  }

  clear(): void {
    this.entries.clear()
    this.used = 0
  }

  get size(): number {
    return this.entries.size
  }

  get bytes(): number {
    return this.used
  }
}
