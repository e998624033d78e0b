import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_config_retention_basis" AS ENUM('at-bao-132', 'de-ao-147-8', 'de-ao-147-10');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'anonymisePersonalData';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'anonymisePersonalData';
  ALTER TABLE "config" ADD COLUMN "retention_basis" "enum_config_retention_basis" DEFAULT 'at-bao-132';
  ALTER TABLE "config" ADD COLUMN "order_retention_years" numeric;
  ALTER TABLE "config" ADD COLUMN "contact_message_retention_months" numeric DEFAULT 12;
  ALTER TABLE "config" ADD COLUMN "lead_retention_months" numeric DEFAULT 12;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // queued runs of the task would not fit the old enums
  await db.execute(sql`
   DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'anonymisePersonalData';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'anonymisePersonalData';
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendOutboxMessage', 'printReceipt', 'refundPayment', 'sweepRateLimits', 'repairOrderNotifications', 'purgeIdempotencyKeys', 'deleteStaleUploads', 'rollupStatistics', 'watchOrderingPauses', 'escalateOrders');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendOutboxMessage', 'printReceipt', 'refundPayment', 'sweepRateLimits', 'repairOrderNotifications', 'purgeIdempotencyKeys', 'deleteStaleUploads', 'rollupStatistics', 'watchOrderingPauses', 'escalateOrders');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "config" DROP COLUMN "retention_basis";
  ALTER TABLE "config" DROP COLUMN "order_retention_years";
  ALTER TABLE "config" DROP COLUMN "contact_message_retention_months";
  ALTER TABLE "config" DROP COLUMN "lead_retention_months";
  DROP TYPE "public"."enum_config_retention_basis";`)
}
