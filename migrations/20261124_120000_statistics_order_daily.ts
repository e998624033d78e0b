import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Statistics, sixth step (docs/statistics.md §2 "Orders"): the order rollups per UTC day — statistics_order_daily,
 * statistics_order_rate_daily, statistics_item_daily: the rows of the hourly tables summed per UTC day and branch. The
 * job recomputes the days of the (hour, branch) pairs it recomputed from their hourly rows, in the same transaction;
 * a read takes a day from them only when no hour of the day and branch is dirty. Filled here from the hourly rows
 * (a day with a dirty hour is read hourly/raw until the job recomputed it). The TRUNCATE trigger function also
 * empties the daily tables (and statistics_origin_hourly, which it missed).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "statistics_order_daily" (
      "day" date NOT NULL,
      "branch_id" integer NOT NULL,
      "placed" boolean NOT NULL,
      "revenue" boolean NOT NULL,
      "canceled" boolean NOT NULL,
      "is_canceled" boolean NOT NULL,
      "is_paid" boolean NOT NULL,
      "n" integer NOT NULL,
      "lines" integer NOT NULL,
      "gross" numeric NOT NULL,
      "net" numeric NOT NULL,
      "tax" numeric NOT NULL,
      PRIMARY KEY ("day", "branch_id", "placed", "revenue", "canceled", "is_canceled", "is_paid")
    );`)
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "statistics_order_rate_daily" (
      "day" date NOT NULL,
      "branch_id" integer NOT NULL,
      "rate" varchar(20) NOT NULL,
      "gross" numeric NOT NULL,
      "tax" numeric NOT NULL,
      PRIMARY KEY ("day", "branch_id", "rate")
    );`)
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "statistics_item_daily" (
      "day" date NOT NULL,
      "branch_id" integer NOT NULL,
      "key" varchar NOT NULL,
      "label" varchar NOT NULL,
      "n" integer NOT NULL,
      "amount" numeric NOT NULL,
      "gross" numeric NOT NULL,
      PRIMARY KEY ("day", "branch_id", "key")
    );`)
  await db.execute(sql`
    INSERT INTO "statistics_order_daily" (day, branch_id, placed, revenue, canceled, is_canceled, is_paid, n, lines, gross, net, tax)
    SELECT (hour AT TIME ZONE 'UTC')::date, branch_id, placed, revenue, canceled, is_canceled, is_paid, sum(n), sum(lines), sum(gross), sum(net), sum(tax)
    FROM "statistics_order_hourly" GROUP BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT DO NOTHING;`)
  await db.execute(sql`
    INSERT INTO "statistics_order_rate_daily" (day, branch_id, rate, gross, tax)
    SELECT (hour AT TIME ZONE 'UTC')::date, branch_id, rate, sum(gross), sum(tax) FROM "statistics_order_rate_hourly" GROUP BY 1, 2, 3
    ON CONFLICT DO NOTHING;`)
  await db.execute(sql`
    INSERT INTO "statistics_item_daily" (day, branch_id, key, label, n, amount, gross)
    SELECT (hour AT TIME ZONE 'UTC')::date, branch_id, key, max(label), sum(n), sum(amount), sum(gross) FROM "statistics_item_hourly" GROUP BY 1, 2, 3
    ON CONFLICT DO NOTHING;`)
  await db.execute(truncated(true))
}

/**
 * The TRUNCATE trigger function of 20261124_060000: empties the rollups and marks every remaining hour dirty; `daily`:
 * also the daily tables and statistics_origin_hourly (down restores 060000's version).
 */
const truncated = (daily: boolean) => sql`
    CREATE OR REPLACE FUNCTION "statistics_orders_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM statistics_order_hourly;
      DELETE FROM statistics_order_rate_hourly;
      DELETE FROM statistics_item_hourly;
      ${daily ? sql.raw(`DELETE FROM statistics_origin_hourly; DELETE FROM statistics_order_daily; DELETE FROM statistics_order_rate_daily; DELETE FROM statistics_item_daily;`) : sql``}
      DELETE FROM statistics_order_dirty;
      INSERT INTO statistics_order_dirty (hour, branch_id)
        SELECT DISTINCT date_trunc('hour', o.created_at, 'UTC'), o.branch_id FROM orders o;
      RETURN NULL;
    END $$;`

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(truncated(false))
  await db.execute(sql`DROP TABLE IF EXISTS "statistics_item_daily";`)
  await db.execute(sql`DROP TABLE IF EXISTS "statistics_order_rate_daily";`)
  await db.execute(sql`DROP TABLE IF EXISTS "statistics_order_daily";`)
}
