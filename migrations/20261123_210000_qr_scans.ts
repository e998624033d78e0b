import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * One row per scan of a printed QR code (server/qr-scans.ts): the code, when, its origin (table, branch, poster …) and
 * target at that moment, and the branch/table — the statistics' "QR code origins" and "QR code targets" count these.
 * No client address or user agent is stored. Not a Payload collection (written by one INSERT per scan).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "qr_scans" (
      "id" bigserial PRIMARY KEY,
      "qr_code_id" integer NOT NULL REFERENCES "qr_codes" ("id") ON DELETE CASCADE,
      "scanned_at" timestamptz NOT NULL DEFAULT now(),
      "origin" varchar NOT NULL,
      "target" varchar NOT NULL,
      "branch_id" integer REFERENCES "branches" ("id") ON DELETE SET NULL,
      "table_id" integer REFERENCES "tables" ("id") ON DELETE SET NULL
    );`)
  await db.execute(sql`CREATE INDEX IF NOT EXISTS "qr_scans_scanned_at_idx" ON "qr_scans" ("scanned_at");`)
  await db.execute(sql`CREATE INDEX IF NOT EXISTS "qr_scans_qr_code_idx" ON "qr_scans" ("qr_code_id", "scanned_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "qr_scans";`)
}
