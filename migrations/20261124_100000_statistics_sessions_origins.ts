import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Statistics, fourth step (docs/statistics.md §2): rollups for the metrics that still read raw rows or many rollup
 * rows.
 *
 * - analytics_session_spans: per session and branch (-1 = all branches, the session counted once across them; 0 =
 *   events without a branch) the first and last event time and the funnel steps (bits 1 add to cart, 2 checkout,
 *   4 purchase) — merged by the job from the new events (min, max, bit or: exact under late events).
 * - analytics_session_hourly: per branch, UTC hour of the first and of the last event and steps, how many sessions —
 *   `event-flow` sums it for the sessions inside the range's whole hours.
 * - analytics_rollup_state.session_event_id: the sessions' own watermark (they hold exactly the events with id ≤ it);
 *   0 here, so the job's next run merges every event (a backfill) while the metric reads them raw until then.
 *   max_session_seconds: the longest session span merged so far (bounds the search for sessions crossing the range's
 *   edges).
 * - analytics_events (session_key): the raw steps of the few sessions crossing the range's edges.
 * - statistics_origin_hourly: per UTC hour, branch and visit origin the placed orders, the revenue orders and their revenue (cents) —
 *   `order-origins` / `revenue-origins`; recomputed by the job for the dirty order hours, so every hour with orders
 *   is marked dirty here (read raw until the job's next run).
 * - analytics_hourly dim 'views': page views per hour and branch (key ''), filled from the per-path rows.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "analytics_session_spans" (
      "branch_id" integer NOT NULL,
      "session_key" bigint NOT NULL,
      "first_at" timestamptz NOT NULL,
      "last_at" timestamptz NOT NULL,
      "steps" smallint NOT NULL,
      PRIMARY KEY ("branch_id", "session_key")
    );`)
  await db.execute(sql`CREATE INDEX IF NOT EXISTS "analytics_session_spans_first_idx" ON "analytics_session_spans" ("branch_id", "first_at");`)
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "analytics_session_hourly" (
      "branch_id" integer NOT NULL,
      "first_hour" timestamptz NOT NULL,
      "last_hour" timestamptz NOT NULL,
      "steps" smallint NOT NULL,
      "n" integer NOT NULL,
      PRIMARY KEY ("branch_id", "first_hour", "last_hour", "steps")
    );`)
  await db.execute(sql`ALTER TABLE "analytics_rollup_state" ADD COLUMN IF NOT EXISTS "session_event_id" bigint NOT NULL DEFAULT 0;`)
  await db.execute(sql`ALTER TABLE "analytics_rollup_state" ADD COLUMN IF NOT EXISTS "max_session_seconds" integer NOT NULL DEFAULT 0;`)
  await db.execute(sql`CREATE INDEX IF NOT EXISTS "analytics_events_session_idx" ON "analytics_events" ("session_key");`)
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "statistics_origin_hourly" (
      "hour" timestamptz NOT NULL,
      "branch_id" integer NOT NULL,
      "origin" varchar NOT NULL,
      "placed" integer NOT NULL,
      "revenue_n" integer NOT NULL,
      "revenue" numeric NOT NULL,
      PRIMARY KEY ("hour", "branch_id", "origin")
    );`)
  await db.execute(sql`
    INSERT INTO "statistics_order_dirty" (hour, branch_id)
    SELECT DISTINCT date_trunc('hour', created_at, 'UTC'), branch_id FROM "orders";`)
  await db.execute(sql`
    INSERT INTO "analytics_hourly" (dim, hour, branch_id, key, n)
    SELECT 'views', hour, branch_id, '', sum(n) FROM "analytics_hourly" WHERE dim = 'pageview' GROUP BY hour, branch_id
    ON CONFLICT DO NOTHING;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DELETE FROM "analytics_hourly" WHERE dim = 'views';`)
  for (const table of ['analytics_session_spans', 'analytics_session_hourly', 'statistics_origin_hourly']) {
    await db.execute(sql`DROP TABLE IF EXISTS ${sql.identifier(table)};`)
  }
  await db.execute(sql`DROP INDEX IF EXISTS "analytics_events_session_idx";`)
  await db.execute(sql`ALTER TABLE "analytics_rollup_state" DROP COLUMN IF EXISTS "session_event_id", DROP COLUMN IF EXISTS "max_session_seconds";`)
}
