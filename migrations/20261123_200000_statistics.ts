import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Statistics (docs/statistics.md). Not Payload collections: an append-only event table shaped for aggregation, the
 * hourly rollups the metrics read, and the small state tables of ingestion and the rollup job.
 *
 * - analytics_events: one row per stored event (POST /api/analytics-log); BRIN on `at` (rows arrive in time order).
 * - analytics_salts: the daily-rotated salt of the visitor key (one per UTC day, shared by every server process).
 * - analytics_sessions: a visitor key's current session (unlogged: losing it only starts new sessions).
 * - analytics_hourly: counts per UTC hour, branch (0 = none), dimension and key; analytics_visitor_hours: the distinct
 *   visitor keys per hour and branch (unique visitors cannot be summed, they are counted distinct over these rows).
 * - analytics_rollup_state: the id watermark — the rollups hold exactly the events with id ≤ last_event_id.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "analytics_events" (
      "id" bigserial PRIMARY KEY,
      "at" timestamptz NOT NULL,
      "received_at" timestamptz NOT NULL DEFAULT now(),
      "branch_id" integer,
      "name" varchar(100) NOT NULL,
      "category" varchar(100),
      "action" varchar(100),
      "path" varchar(500),
      "visitor_key" bigint NOT NULL,
      "session_key" bigint NOT NULL,
      "is_session_start" boolean NOT NULL DEFAULT false,
      "origin" varchar(200) NOT NULL,
      "referrer_host" varchar(255),
      "utm_source" varchar(100),
      "utm_medium" varchar(100),
      "utm_campaign" varchar(100),
      "qr" varchar(100),
      "browser" varchar(50),
      "os" varchar(50),
      "device_class" varchar(20),
      "resolution" varchar(20),
      "pixel_ratio" numeric(5, 2),
      "color_scheme" varchar(10),
      "order_ref" varchar(100),
      "value_cents" integer,
      "data" jsonb
    );`)
  await db.execute(
    sql`CREATE INDEX IF NOT EXISTS "analytics_events_at_brin" ON "analytics_events" USING brin ("at") WITH (pages_per_range = 32, autosummarize = on);`,
  )
  await db.execute(
    sql`CREATE INDEX IF NOT EXISTS "analytics_events_order_ref_idx" ON "analytics_events" ("order_ref") WHERE "order_ref" IS NOT NULL;`,
  )
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "analytics_salts" (
      "day" date PRIMARY KEY,
      "salt" bytea NOT NULL
    );`)
  await db.execute(sql`
    CREATE UNLOGGED TABLE IF NOT EXISTS "analytics_sessions" (
      "visitor_key" bigint PRIMARY KEY,
      "session_key" bigint NOT NULL,
      "origin" varchar(200) NOT NULL,
      "last_at" timestamptz NOT NULL
    );`)
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "analytics_hourly" (
      "dim" varchar(20) NOT NULL,
      "hour" timestamptz NOT NULL,
      "branch_id" integer NOT NULL,
      "key" varchar(500) NOT NULL,
      "n" integer NOT NULL,
      PRIMARY KEY ("dim", "hour", "branch_id", "key")
    );`)
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "analytics_visitor_hours" (
      "hour" timestamptz NOT NULL,
      "branch_id" integer NOT NULL,
      "visitor_key" bigint NOT NULL,
      PRIMARY KEY ("hour", "branch_id", "visitor_key")
    );`)
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "analytics_rollup_state" (
      "id" integer PRIMARY KEY CHECK ("id" = 1),
      "last_event_id" bigint NOT NULL DEFAULT 0,
      "rolled_at" timestamptz
    );`)
  await db.execute(sql`INSERT INTO "analytics_rollup_state" ("id", "last_event_id") VALUES (1, 0) ON CONFLICT DO NOTHING;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of ['analytics_events', 'analytics_salts', 'analytics_sessions', 'analytics_hourly', 'analytics_visitor_hours', 'analytics_rollup_state']) {
    await db.execute(sql`DROP TABLE IF EXISTS ${sql.identifier(table)};`)
  }
}
