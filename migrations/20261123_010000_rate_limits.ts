import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Abuse limits. Fixed-window counters of the per-client rate limits (server/rate-limit.ts): one row per rule, route and client IP,
 * shared by every server process. Unlogged: a crash may forget the counters (every client starts a fresh window),
 * which is acceptable for abuse limits and spares the WAL. Ended windows are deleted by the job `sweepRateLimits`.
 * Not a Payload collection.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE UNLOGGED TABLE IF NOT EXISTS "rate_limit_windows" (
      "key" varchar NOT NULL PRIMARY KEY,
      "window_start" timestamptz NOT NULL,
      "hits" integer NOT NULL
    );`)
  await db.execute(
    sql`CREATE INDEX IF NOT EXISTS "rate_limit_windows_window_start_idx" ON "rate_limit_windows" ("window_start");`,
  )
  // login attempts per client IP + account and the time the next may be made (server/login-security.ts)
  await db.execute(sql`
    CREATE UNLOGGED TABLE IF NOT EXISTS "login_throttle" (
      "key" varchar NOT NULL PRIMARY KEY,
      "attempts" integer NOT NULL,
      "not_before" timestamptz NOT NULL
    );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "rate_limit_windows";`)
  await db.execute(sql`DROP TABLE IF EXISTS "login_throttle";`)
}
