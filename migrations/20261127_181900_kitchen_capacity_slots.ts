import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Kitchen capacity (issue 33, modules/orders/intake/capacity.ts): the slot aggregate counts a branch's orders of one
 * delivery type by `promised_at` — an index for exactly that range scan (only rows that have a promised time), and the
 * existing appointment orders get their appointment as promised time so they count against the new limits.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    UPDATE orders SET promised_at = appointment_date WHERE promised_at IS NULL AND appointment_date IS NOT NULL;
    CREATE INDEX IF NOT EXISTS orders_capacity_slot_idx ON orders (branch_id, delivery_type, promised_at) WHERE promised_at IS NOT NULL;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS orders_capacity_slot_idx;`)
}
