import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Statistics, third step: the order rollups (docs/statistics.md §2 "Orders"). Not Payload collections.
 *
 * - statistics_order_hourly: per UTC hour and branch, the orders by the flags the order metrics filter and group by
 *   (placed / revenue / canceled as the shared state predicates define them — computed by the job, not here —,
 *   is_canceled for the cancelled/rejected split, is_paid): count, item lines and the sums of total_gross, total_net,
 *   total_tax.
 * - statistics_order_rate_hourly: per hour, branch and tax rate, the revenue orders' gross (item lines + delivery fee
 *   at that rate) and tax (orders.taxes) — the revenue metric's split.
 * - statistics_item_hourly: per hour, branch and item key (product id, else the name snapshot) the revenue orders'
 *   item lines: count, max(name), sum(amount), sum(gross) — items and popular-items.
 * - statistics_order_dirty: the (hour, branch) pairs whose orders or item lines changed since the job last rolled them
 *   up, written by statement triggers on orders and orders_items (old and new created_at hour). Readers take an hour
 *   from the rollups only when it is not dirty; the job recomputes dirty hours and deletes their rows in one
 *   transaction. Append-only (no unique key), so concurrent order writes never wait on each other here.
 *
 * Every hour that has orders now is marked dirty: until the job's first run, the metrics read them raw (exact), then
 * the job fills the rollups.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "statistics_order_hourly" (
      "hour" timestamptz NOT NULL,
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
      PRIMARY KEY ("hour", "branch_id", "placed", "revenue", "canceled", "is_canceled", "is_paid")
    );`)
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "statistics_order_rate_hourly" (
      "hour" timestamptz NOT NULL,
      "branch_id" integer NOT NULL,
      "rate" varchar(20) NOT NULL,
      "gross" numeric NOT NULL,
      "tax" numeric NOT NULL,
      PRIMARY KEY ("hour", "branch_id", "rate")
    );`)
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "statistics_item_hourly" (
      "hour" timestamptz NOT NULL,
      "branch_id" integer NOT NULL,
      "key" varchar NOT NULL,
      "label" varchar NOT NULL,
      "n" integer NOT NULL,
      "amount" numeric NOT NULL,
      "gross" numeric NOT NULL,
      PRIMARY KEY ("hour", "branch_id", "key")
    );`)
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "statistics_order_dirty" (
      "id" bigserial PRIMARY KEY,
      "hour" timestamptz NOT NULL,
      "branch_id" integer NOT NULL
    );`)
  await db.execute(sql`CREATE INDEX IF NOT EXISTS "statistics_order_dirty_hour_idx" ON "statistics_order_dirty" ("hour", "branch_id");`)
  // the orders of one UTC hour and branch (the job's recompute, the raw reads of dirty hours): an equality the planner
  // estimates right (few rows), where a created_at range per dirty hour was estimated at thousands
  await db.execute(
    sql`CREATE INDEX IF NOT EXISTS "orders_statistics_hour_idx" ON "orders" ((date_trunc('hour', "created_at" AT TIME ZONE 'UTC')), "branch_id");`,
  )
  // statement triggers with transition tables: one insert of the distinct touched hours per statement (a bulk insert
  // or update costs one small insert, not one per row)
  await db.execute(sql`
    CREATE OR REPLACE FUNCTION "statistics_orders_touched"() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO statistics_order_dirty (hour, branch_id)
          SELECT DISTINCT date_trunc('hour', n.created_at, 'UTC'), n.branch_id FROM new_rows n;
      ELSIF TG_OP = 'UPDATE' THEN
        INSERT INTO statistics_order_dirty (hour, branch_id)
          SELECT date_trunc('hour', n.created_at, 'UTC'), n.branch_id FROM new_rows n
          UNION SELECT date_trunc('hour', o.created_at, 'UTC'), o.branch_id FROM old_rows o;
      ELSE
        INSERT INTO statistics_order_dirty (hour, branch_id)
          SELECT DISTINCT date_trunc('hour', o.created_at, 'UTC'), o.branch_id FROM old_rows o;
      END IF;
      RETURN NULL;
    END $$;`)
  await db.execute(sql`
    CREATE OR REPLACE FUNCTION "statistics_order_items_touched"() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO statistics_order_dirty (hour, branch_id)
          SELECT DISTINCT date_trunc('hour', o.created_at, 'UTC'), o.branch_id FROM orders o WHERE o.id IN (SELECT _parent_id FROM new_rows);
      ELSIF TG_OP = 'UPDATE' THEN
        INSERT INTO statistics_order_dirty (hour, branch_id)
          SELECT DISTINCT date_trunc('hour', o.created_at, 'UTC'), o.branch_id FROM orders o
          WHERE o.id IN (SELECT _parent_id FROM new_rows UNION SELECT _parent_id FROM old_rows);
      ELSE
        -- lines deleted with their order (cascade): the order is gone here, its own trigger marked the hour
        INSERT INTO statistics_order_dirty (hour, branch_id)
          SELECT DISTINCT date_trunc('hour', o.created_at, 'UTC'), o.branch_id FROM orders o WHERE o.id IN (SELECT _parent_id FROM old_rows);
      END IF;
      RETURN NULL;
    END $$;`)
  await db.execute(sql`
    CREATE OR REPLACE FUNCTION "statistics_orders_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM statistics_order_hourly;
      DELETE FROM statistics_order_rate_hourly;
      DELETE FROM statistics_item_hourly;
      DELETE FROM statistics_order_dirty;
      INSERT INTO statistics_order_dirty (hour, branch_id)
        SELECT DISTINCT date_trunc('hour', o.created_at, 'UTC'), o.branch_id FROM orders o;
      RETURN NULL;
    END $$;`)
  for (const [table, fn] of [
    ['orders', 'statistics_orders_touched'],
    ['orders_items', 'statistics_order_items_touched'],
  ] as const) {
    await db.execute(sql.raw(`DROP TRIGGER IF EXISTS "${table}_statistics_insert" ON "${table}";
      CREATE TRIGGER "${table}_statistics_insert" AFTER INSERT ON "${table}" REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION "${fn}"();`))
    await db.execute(sql.raw(`DROP TRIGGER IF EXISTS "${table}_statistics_update" ON "${table}";
      CREATE TRIGGER "${table}_statistics_update" AFTER UPDATE ON "${table}" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION "${fn}"();`))
    await db.execute(sql.raw(`DROP TRIGGER IF EXISTS "${table}_statistics_delete" ON "${table}";
      CREATE TRIGGER "${table}_statistics_delete" AFTER DELETE ON "${table}" REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION "${fn}"();`))
    // TRUNCATE fires no row or transition triggers: start over (every remaining hour dirty, rollups empty)
    await db.execute(sql.raw(`DROP TRIGGER IF EXISTS "${table}_statistics_truncate" ON "${table}";
      CREATE TRIGGER "${table}_statistics_truncate" AFTER TRUNCATE ON "${table}"
        FOR EACH STATEMENT EXECUTE FUNCTION "statistics_orders_truncated"();`))
  }
  await db.execute(sql`
    INSERT INTO "statistics_order_dirty" (hour, branch_id)
    SELECT DISTINCT date_trunc('hour', o.created_at, 'UTC'), o.branch_id FROM "orders" o;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of ['orders', 'orders_items']) {
    for (const op of ['insert', 'update', 'delete', 'truncate']) {
      await db.execute(sql.raw(`DROP TRIGGER IF EXISTS "${table}_statistics_${op}" ON "${table}";`))
    }
  }
  await db.execute(sql`DROP FUNCTION IF EXISTS "statistics_orders_touched"();`)
  await db.execute(sql`DROP FUNCTION IF EXISTS "statistics_order_items_touched"();`)
  await db.execute(sql`DROP FUNCTION IF EXISTS "statistics_orders_truncated"();`)
  await db.execute(sql`DROP INDEX IF EXISTS "orders_statistics_hour_idx";`)
  await db.execute(sql`DROP TABLE IF EXISTS "statistics_order_dirty";`)
  await db.execute(sql`DROP TABLE IF EXISTS "statistics_item_hourly";`)
  await db.execute(sql`DROP TABLE IF EXISTS "statistics_order_rate_hourly";`)
  await db.execute(sql`DROP TABLE IF EXISTS "statistics_order_hourly";`)
}
