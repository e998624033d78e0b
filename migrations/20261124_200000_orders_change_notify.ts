import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Order change events for the status poll's ETag cache (server/orders/publicEtagCache.ts, issue 20): after every
 * change of a row of `orders` that can change the ETag of its public view (uid, hash or updated_at — the ETag is
 * `"po2-<id>-<updatedAt>"`) and after every delete, `pg_notify('tresen_public_orders', uid)`; after TRUNCATE,
 * `pg_notify('tresen_public_orders', '*')`. A trigger rather than hooks: every path that writes orders (Payload, the raw
 * statements of server/orders, the board, another process, psql) sends it, and PostgreSQL delivers it only after the
 * commit, to every listening process.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE OR REPLACE FUNCTION tresen_notify_order_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        PERFORM pg_notify('tresen_public_orders', '*');
        RETURN NULL;
      END IF;
      IF OLD.uid IS NOT NULL THEN PERFORM pg_notify('tresen_public_orders', OLD.uid); END IF;
      IF TG_OP = 'UPDATE' AND NEW.uid IS DISTINCT FROM OLD.uid AND NEW.uid IS NOT NULL THEN
        PERFORM pg_notify('tresen_public_orders', NEW.uid);
      END IF;
      RETURN NULL;
    END $$;`)
  await db.execute(sql`DROP TRIGGER IF EXISTS orders_notify_change ON orders;`)
  await db.execute(sql`
    CREATE TRIGGER orders_notify_change AFTER UPDATE ON orders FOR EACH ROW
      WHEN (OLD.uid IS DISTINCT FROM NEW.uid OR OLD.hash IS DISTINCT FROM NEW.hash OR OLD.updated_at IS DISTINCT FROM NEW.updated_at)
      EXECUTE FUNCTION tresen_notify_order_change();`)
  await db.execute(sql`DROP TRIGGER IF EXISTS orders_notify_delete ON orders;`)
  await db.execute(sql`
    CREATE TRIGGER orders_notify_delete AFTER DELETE ON orders FOR EACH ROW EXECUTE FUNCTION tresen_notify_order_change();`)
  await db.execute(sql`DROP TRIGGER IF EXISTS orders_notify_truncate ON orders;`)
  await db.execute(sql`
    CREATE TRIGGER orders_notify_truncate AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION tresen_notify_order_change();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TRIGGER IF EXISTS orders_notify_truncate ON orders;`)
  await db.execute(sql`DROP TRIGGER IF EXISTS orders_notify_delete ON orders;`)
  await db.execute(sql`DROP TRIGGER IF EXISTS orders_notify_change ON orders;`)
  await db.execute(sql`DROP FUNCTION IF EXISTS tresen_notify_order_change();`)
}
