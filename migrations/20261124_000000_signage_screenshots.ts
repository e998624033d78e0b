import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The last screenshot of each signage TV (server/signage/screenshots.ts): the player answers the "Bildschirmfoto"
 * command with a PNG over its WebSocket; the admin shows it (GET /api/digital-signage-devices/{id}/screenshot).
 * One row per device, replaced by the next screenshot. Not a Payload collection (binary, written by one UPSERT).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "signage_screenshots" (
      "device_id" integer PRIMARY KEY REFERENCES "digital_signage_devices" ("id") ON DELETE CASCADE,
      "png" bytea NOT NULL,
      "taken_at" timestamptz NOT NULL DEFAULT now()
    );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "signage_screenshots";`)
}
