import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Per-branch, per-day ticket counters for order creation (server/orders/db.ts allocateTicketSequence): one atomic
 * upsert per order instead of a branch-wide lock held during the whole order insert. Not a Payload collection.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "order_ticket_counters" (
      "branch_id" integer NOT NULL,
      "ticket_date" varchar NOT NULL,
      "last" integer NOT NULL,
      CONSTRAINT "order_ticket_counters_pkey" PRIMARY KEY ("branch_id", "ticket_date")
    );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "order_ticket_counters";`)
}
