import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ADD COLUMN "promised_at" timestamp(3) with time zone;
  ALTER TABLE "branches" ADD COLUMN "kitchen_takeaway_preparation_minutes" numeric;
  ALTER TABLE "branches" ADD COLUMN "kitchen_takeaway_max_orders_per_slot" numeric;
  ALTER TABLE "branches" ADD COLUMN "kitchen_takeaway_max_items_per_slot" numeric;
  ALTER TABLE "branches" ADD COLUMN "kitchen_delivery_preparation_minutes" numeric;
  ALTER TABLE "branches" ADD COLUMN "kitchen_delivery_max_orders_per_slot" numeric;
  ALTER TABLE "branches" ADD COLUMN "kitchen_delivery_max_items_per_slot" numeric;
  ALTER TABLE "branches" ADD COLUMN "kitchen_dine_in_preparation_minutes" numeric;
  ALTER TABLE "branches" ADD COLUMN "kitchen_dine_in_max_orders_per_slot" numeric;
  ALTER TABLE "branches" ADD COLUMN "kitchen_dine_in_max_items_per_slot" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" DROP COLUMN "promised_at";
  ALTER TABLE "branches" DROP COLUMN "kitchen_takeaway_preparation_minutes";
  ALTER TABLE "branches" DROP COLUMN "kitchen_takeaway_max_orders_per_slot";
  ALTER TABLE "branches" DROP COLUMN "kitchen_takeaway_max_items_per_slot";
  ALTER TABLE "branches" DROP COLUMN "kitchen_delivery_preparation_minutes";
  ALTER TABLE "branches" DROP COLUMN "kitchen_delivery_max_orders_per_slot";
  ALTER TABLE "branches" DROP COLUMN "kitchen_delivery_max_items_per_slot";
  ALTER TABLE "branches" DROP COLUMN "kitchen_dine_in_preparation_minutes";
  ALTER TABLE "branches" DROP COLUMN "kitchen_dine_in_max_orders_per_slot";
  ALTER TABLE "branches" DROP COLUMN "kitchen_dine_in_max_items_per_slot";`)
}
