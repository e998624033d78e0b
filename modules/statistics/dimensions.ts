/**
 * The rollup dimensions: for each, which events it counts and under which key. The rollup job (rollup.ts) and the raw
 * reads of the metrics (query.ts) both take the SQL from here, so an hour counts the same from either side.
 * Every count is summable over hours (events, not distinct visitors; unique visitors have their own table).
 */
import { sql } from '../../platform/db'
import type { SQL } from '../../platform/db'

export type Dimension =
  | 'pageview'
  | 'views'
  | 'event'
  | 'session'
  | 'referrer'
  | 'browser'
  | 'os'
  | 'device'
  | 'resolution'
  | 'dpr'
  | 'scheme'

/** The key of an event `e` in the dimension, NULL when the event does not count in it. */
export const DIMENSION_KEYS: Readonly<Record<Dimension, SQL>> = {
  // page views per path (without the query)
  pageview: sql`case when e.name = 'pageview' then coalesce(nullif(split_part(e.path, '?', 1), ''), '/') end`,
  // page views per hour (one row per hour and branch: the page-view series and visitor times read it, not the paths)
  views: sql`case when e.name = 'pageview' then '' end`,
  // every event per name
  event: sql`e.name`,
  // sessions started, per origin
  session: sql`case when e.is_session_start then e.origin end`,
  // sessions started with an external referrer, per host
  referrer: sql`case when e.is_session_start then e.referrer_host end`,
  // app loads (device records) per browser, OS, device class, screen size, pixel ratio, colour scheme
  browser: sql`case when e.name = 'device' then coalesce(e.browser, 'Unbekannt') end`,
  os: sql`case when e.name = 'device' then coalesce(e.os, 'Unbekannt') end`,
  device: sql`case when e.name = 'device' then e.device_class end`,
  resolution: sql`case when e.name = 'device' then e.resolution end`,
  dpr: sql`case when e.name = 'device' then trim_scale(e.pixel_ratio)::text end`,
  scheme: sql`case when e.name = 'device' then e.color_scheme end`,
}

export const DIMENSIONS = Object.keys(DIMENSION_KEYS) as Dimension[]

/** The UTC hour of a timestamp (independent of the session's time zone). */
export const utcHour = (column: SQL) => sql`date_trunc('hour', ${column}, 'UTC')`

/**
 * The funnel steps of an event `e` as a bit (analytics_visitor_hours.steps): 1 add to cart, 2 checkout started,
 * 4 purchase; 0 for every other event.
 */
export const FUNNEL_STEP_BIT = sql`(case e.name when 'addtocart' then 1 when 'initiatecheckout' then 2 when 'purchase' then 4 else 0 end)`
export const FUNNEL_STEPS = { addtocart: 1, initiatecheckout: 2, purchase: 4 } as const
