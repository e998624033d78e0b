import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Kitchen control (issue 33, modules/catalogue/kitchen.ts): one row per branch with its pause of online orders, busy
 * mode and today's sold-out list — kept across restarts, read by every board and by /api/init. Not a Payload
 * collection: staff change it many times a day through the branch's own calls, never through the record forms.
 * Every change sends the content event 'branches' (a statement trigger, so psql and tests changing the row count too):
 * the cached /api/init is rebuilt after the commit, in every process.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS branch_kitchen_state (
      branch_id integer PRIMARY KEY REFERENCES branches(id) ON DELETE CASCADE,
      paused_until timestamptz,
      paused_open_ended boolean NOT NULL DEFAULT false,
      busy_minutes integer,
      busy_until timestamptz,
      sold_out_products integer[] NOT NULL DEFAULT '{}',
      sold_out_options jsonb NOT NULL DEFAULT '[]'::jsonb,
      sold_out_day date,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT branch_kitchen_busy_minutes CHECK (busy_minutes IS NULL OR busy_minutes BETWEEN 1 AND 120)
    );`)
  await db.execute(sql`
    CREATE OR REPLACE FUNCTION tresen_notify_kitchen_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('tresen_content', 'branches');
      RETURN NULL;
    END $$;`)
  await db.execute(sql`DROP TRIGGER IF EXISTS branch_kitchen_state_notify ON branch_kitchen_state;`)
  await db.execute(sql`
    CREATE TRIGGER branch_kitchen_state_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON branch_kitchen_state
      FOR EACH STATEMENT EXECUTE FUNCTION tresen_notify_kitchen_change();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS branch_kitchen_state;`)
  await db.execute(sql`DROP FUNCTION IF EXISTS tresen_notify_kitchen_change();`)
}
