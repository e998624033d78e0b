/**
 * Answers of GET /api/statistics/{metric} (docs/statistics.md §3), written once for modules/statistics and the admin's
 * dashboard. Types only. The metric names are checked against the server's registry (METRICS in metrics.ts).
 */

export type StatisticsBucket = 'hour' | 'day' | 'week' | 'month'
export type MetricUnit = 'count' | 'cents' | 'minutes'

export type SeriesPoint = { bucket: string; value: number }
export type RankedRow = { key: string; value: number }
/** A cell of visitor-times / order-times: local ISO weekday (1 = Monday) and hour of day. */
export type TimeCell = { weekday: number; hour: number; value: number }

/** A row of a metric's table: key, German label and value, plus the figures some metrics add. */
export type MetricRow = RankedRow & {
  label?: string
  /** revenue's 'tax-{rate}' rows: the rate, and the gross and net cents taxed at it */
  rate?: string
  grossCents?: number
  netCents?: number
  /** popular-items: the amount ordered, in the items' units */
  amount?: number
  /** canceled-orders: of them paid */
  paid?: number
}

/**
 * A row of conversion-funnel. `hour` 0–23: a branch (0 = events without a branch) and a local hour of day, every step
 * counted in converting visitors — visitors of that hour with at least one such event or order in it (a visitor
 * counts once per hour they were active), so no step exceeds `visitors`. `hour` null: the branch's orders without visit
 * data ("Bestellungen ohne Besuchsdaten": no consent, another device) — there `placed`, `paid` count orders, the
 * visitor steps are 0.
 */
export type FunnelRow = RankedRow & {
  label: string
  branch: number
  branchName: string
  hour: number | null
  visitors: number
  addtocart: number
  initiatecheckout: number
  purchase: number
  /** visitors with a placed order (their purchase event names it); the row without visit data: orders */
  placed: number
  /** of them with a paid order; the row without visit data: paid orders */
  paid: number
  /** revenue (gross cents) of those orders in a revenue state */
  revenueCents: number
}

/**
 * conversion-funnel over the whole range and scope: distinct visitors, and of them the converting visitors of each
 * step (at least one such event or a placed / paid order named by their purchase event); `withoutVisit` the orders
 * without visit data. Every step ≤ `visitors`.
 */
export type FunnelSteps = {
  visitors: number
  addtocart: number
  initiatecheckout: number
  placed: number
  paid: number
  /** revenue of the visitors' orders (gross cents) */
  revenueCents: number
  withoutVisit: { placed: number; paid: number; revenueCents: number }
}

export type MetricAnswer<R extends MetricRow = MetricRow> = {
  metric: string
  from: string
  to: string
  timeZone: string
  bucket: StatisticsBucket
  unit: MetricUnit
  /** The metric over the whole range (for distinct visitors: distinct over the range, not the sum of the series). */
  total: number
  series?: SeriesPoint[]
  rows?: R[]
  cells?: TimeCell[]
  /** conversion-funnel only */
  steps?: FunnelSteps
}

export type MetricName =
  | 'unique-visitors'
  | 'conversion-funnel'
  | 'page-views'
  | 'pages'
  | 'events'
  | 'event-flow'
  | 'resolutions'
  | 'device-pixel-ratios'
  | 'color-schemes'
  | 'referrers'
  | 'browsers'
  | 'operating-systems'
  | 'devices'
  | 'orders'
  | 'revenue'
  | 'canceled-orders'
  | 'items'
  | 'popular-items'
  | 'visitor-times'
  | 'order-times'
  | 'order-origins'
  | 'revenue-origins'
  | 'working-activities'
  | 'working-schedules'
  | 'qr-code-origins'
  | 'qr-code-targets'

/** The answer of each metric. */
export type MetricAnswers = { [M in MetricName]: MetricAnswer<M extends 'conversion-funnel' ? FunnelRow : MetricRow> }

/**
 * One raw analytics event as GET /api/analytics-log and /api/analytics-log/{id} answer it (docs/statistics.md §1):
 * what the client sent (`name`, `category`, `action`, `data`) and what the server derived. No visitor key.
 */
export type AnalyticsLogEntry = {
  id: number
  /** When the event happened (the client's `data.at` when plausible, else its arrival). */
  at: string
  receivedAt: string
  branch: number | null
  /** The event name: `type`, else `category`, else `action`, lower-cased. */
  name: string
  category: string | null
  action: string | null
  path: string | null
  session: string
  isSessionStart: boolean
  origin: string
  referrerHost: string | null
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
  qr: string | null
  browser: string | null
  os: string | null
  deviceClass: string | null
  resolution: string | null
  pixelRatio: number | null
  colorScheme: string | null
  orderRef: string | null
  valueCents: number | null
  data: Record<string, unknown> | null
}
