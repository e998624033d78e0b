// Issue 32: the daily backup's job task (dailyBackup) in the job tables' task enums.
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'dailyBackup';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'dailyBackup';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // queued or logged runs of the task would not fit the old enums
  await db.execute(sql`
   DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'dailyBackup';
   DELETE FROM "payload_jobs" WHERE "task_slug" = 'dailyBackup';
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendOutboxMessage', 'printReceipt', 'refundPayment', 'sweepRateLimits', 'repairOrderNotifications', 'purgeIdempotencyKeys', 'deleteStaleUploads', 'rollupStatistics', 'watchOrderingPauses', 'escalateOrders', 'anonymisePersonalData');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendOutboxMessage', 'printReceipt', 'refundPayment', 'sweepRateLimits', 'repairOrderNotifications', 'purgeIdempotencyKeys', 'deleteStaleUploads', 'rollupStatistics', 'watchOrderingPauses', 'escalateOrders', 'anonymisePersonalData');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
