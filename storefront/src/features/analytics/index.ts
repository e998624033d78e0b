/** Public API of the analytics feature (SF §4, §7): queue, events, hooks. */
export { ANALYTICS_URL, deviceRecord, startAnalytics, track, trackCommerce, trackPageview } from './analytics'
export { commerceItems, trackAddToCart, trackInitiateCheckout, trackPurchase } from './commerce'
export { useAnalytics, useInitiateCheckout } from './hooks'
export { AnalyticsQueue, BATCH_MAX, FLUSH_INTERVAL_MS } from './queue'
export type { AnalyticsEvent } from './queue'
