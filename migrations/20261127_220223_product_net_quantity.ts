import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Issue 34: the product's Füllmenge (amount + unit) and the switch for a unit price per 100 g / 100 ml (docs/compliance.md „Preise“). */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_net_quantity_unit" AS ENUM('g', 'kg', 'ml', 'cl', 'l', 'm', 'm2');
  ALTER TABLE "products" ADD COLUMN "net_quantity_amount" numeric;
  ALTER TABLE "products" ADD COLUMN "net_quantity_unit" "enum_products_net_quantity_unit";
  ALTER TABLE "products" ADD COLUMN "is_unit_price_per100" boolean DEFAULT false;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" DROP COLUMN "net_quantity_amount";
  ALTER TABLE "products" DROP COLUMN "net_quantity_unit";
  ALTER TABLE "products" DROP COLUMN "is_unit_price_per100";
  DROP TYPE "public"."enum_products_net_quantity_unit";`)
}
