import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_config_country" AS ENUM('AT', 'DE');
  ALTER TABLE "config" ADD COLUMN "country" "enum_config_country" DEFAULT 'AT';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "config" DROP COLUMN "country";
  DROP TYPE "public"."enum_config_country";`)
}
