import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The Idempotency-Keys of public order submits (server/orders/idempotency.ts): claimed before a ticket number is
 * allocated, with the fingerprint of the request body and the order once it is written; expire after 24 h.
 * Not a Payload collection.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "order_idempotency_keys" (
      "key" varchar(255) PRIMARY KEY,
      "fingerprint" varchar(64) NOT NULL,
      "order_id" integer REFERENCES "orders" ("id") ON DELETE SET NULL,
      "created_at" timestamp(3) with time zone NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS "order_idempotency_keys_created_at_idx" ON "order_idempotency_keys" ("created_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "order_idempotency_keys";`)
}
