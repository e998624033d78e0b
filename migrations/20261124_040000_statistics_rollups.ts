import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Statistics, second step (docs/statistics.md §2):
 *
 * - analytics_visitor_hours.steps: the funnel steps a visitor reached in that hour (bit 1 add to cart, 2 checkout,
 *   4 purchase), and its counts per hour and branch in analytics_hourly (dim 'funnel': visitors, addtocart,
 *   initiatecheckout, purchase) — the conversion funnel per branch and hour of day reads those.
 * - analytics_visitor_daily: per UTC day, branch (-1 = all branches, a visitor counted once across them) and UTC hour,
 *   how many of the day's visitor keys had their first (`first_n`) and their last (`last_n`) event of the day in that
 *   hour. A visitor key lives one UTC day, so the distinct visitors of a day's hour prefix [0, h) are Σ first_n of the
 *   hours < h and those of a suffix [h, 24) are Σ last_n of the hours ≥ h: unique visitors of any range of whole
 *   hours are exact sums of these small rows (at most 24 per day and branch) instead of a count distinct over
 *   every visitor hour.
 *
 * Both are filled from the rows already rolled up (id ≤ the watermark), so readers stay exact right after the
 * migration.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "analytics_visitor_hours" ADD COLUMN IF NOT EXISTS "steps" smallint NOT NULL DEFAULT 0;`)
  await db.execute(sql`
    UPDATE "analytics_visitor_hours" v SET "steps" = s.steps
    FROM (
      SELECT date_trunc('hour', e.at, 'UTC') AS hour, coalesce(e.branch_id, 0) AS branch_id, e.visitor_key,
        bit_or(CASE e.name WHEN 'addtocart' THEN 1 WHEN 'initiatecheckout' THEN 2 WHEN 'purchase' THEN 4 ELSE 0 END)::smallint AS steps
      FROM "analytics_events" e
      WHERE e.name IN ('addtocart', 'initiatecheckout', 'purchase')
        AND e.id <= (SELECT last_event_id FROM "analytics_rollup_state" WHERE id = 1)
      GROUP BY 1, 2, 3
    ) s
    WHERE v.hour = s.hour AND v.branch_id = s.branch_id AND v.visitor_key = s.visitor_key;`)
  await db.execute(sql`
    INSERT INTO "analytics_hourly" (dim, hour, branch_id, key, n)
    SELECT 'funnel', v.hour, v.branch_id, k.key, count(*)
    FROM "analytics_visitor_hours" v
    CROSS JOIN LATERAL (VALUES ('visitors', true), ('addtocart', v.steps & 1 <> 0), ('initiatecheckout', v.steps & 2 <> 0),
      ('purchase', v.steps & 4 <> 0)) AS k(key, ok)
    WHERE k.ok
    GROUP BY 2, 3, 4
    ON CONFLICT DO NOTHING;`)
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "analytics_visitor_daily" (
      "branch_id" integer NOT NULL,
      "day" date NOT NULL,
      "hour" smallint NOT NULL,
      "first_n" integer NOT NULL,
      "last_n" integer NOT NULL,
      PRIMARY KEY ("branch_id", "day", "hour")
    );`)
  await db.execute(sql`
    INSERT INTO "analytics_visitor_daily" (branch_id, day, hour, first_n, last_n)
    WITH k AS (
      SELECT b.branch_id, (v.hour AT TIME ZONE 'UTC')::date AS day, v.visitor_key,
        min(extract(hour FROM v.hour AT TIME ZONE 'UTC'))::smallint AS f, max(extract(hour FROM v.hour AT TIME ZONE 'UTC'))::smallint AS l
      FROM "analytics_visitor_hours" v CROSS JOIN LATERAL (VALUES (v.branch_id), (-1)) AS b(branch_id)
      GROUP BY 1, 2, 3
    ), h AS (
      SELECT branch_id, day, f AS hour, 1 AS fn, 0 AS ln FROM k UNION ALL SELECT branch_id, day, l, 0, 1 FROM k
    )
    SELECT branch_id, day, hour, sum(fn), sum(ln) FROM h GROUP BY 1, 2, 3
    ON CONFLICT DO NOTHING;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "analytics_visitor_daily";`)
  await db.execute(sql`ALTER TABLE "analytics_visitor_hours" DROP COLUMN IF EXISTS "steps";`)
}
