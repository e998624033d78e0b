import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Statistics, fifth step (docs/statistics.md §2): analytics_daily — the dimension counts of analytics_hourly summed
 * per UTC day (dim, day, branch, key). The top lists (pages, referrers, browsers …) read whole UTC days from it, the
 * remaining whole hours from analytics_hourly and the edges raw. The job recomputes every UTC day it touched from its
 * hourly rows; here it is filled from the hourly rows already rolled up (the funnel counts are not summable per day
 * the same way and stay hourly).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "analytics_daily" (
      "dim" varchar(20) NOT NULL,
      "day" date NOT NULL,
      "branch_id" integer NOT NULL,
      "key" varchar(500) NOT NULL,
      "n" integer NOT NULL,
      PRIMARY KEY ("dim", "day", "branch_id", "key")
    );`)
  await db.execute(sql`
    INSERT INTO "analytics_daily" (dim, day, branch_id, key, n)
    SELECT dim, (hour AT TIME ZONE 'UTC')::date, branch_id, key, sum(n) FROM "analytics_hourly" WHERE dim <> 'funnel'
    GROUP BY 1, 2, 3, 4
    ON CONFLICT DO NOTHING;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "analytics_daily";`)
}
