import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_outbox_template" ADD VALUE 'escalation' BEFORE 'contactMessage';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'escalateOrders';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'escalateOrders';
  ALTER TABLE "branches" ADD COLUMN "escalation_minutes" numeric;
  ALTER TABLE "branches" ADD COLUMN "escalation_email" varchar;
  ALTER TABLE "branches" ADD COLUMN "escalation_phone" varchar;
  ALTER TABLE "branches" ADD COLUMN "is_auto_reject_enabled" boolean DEFAULT false;
  ALTER TABLE "branches" ADD COLUMN "auto_reject_minutes" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "outbox" ALTER COLUMN "template" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_template";
  CREATE TYPE "public"."enum_outbox_template" AS ENUM('received', 'confirmed', 'rejected', 'canceled', 'counterAppointment', 'inDelivery', 'completed', 'newOrder', 'counterAppointmentAnswer', 'contactMessage');
  ALTER TABLE "outbox" ALTER COLUMN "template" SET DATA TYPE "public"."enum_outbox_template" USING "template"::"public"."enum_outbox_template";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendOutboxMessage', 'printReceipt', 'refundPayment', 'sweepRateLimits', 'repairOrderNotifications', 'purgeIdempotencyKeys', 'deleteStaleUploads', 'rollupStatistics', 'watchOrderingPauses');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendOutboxMessage', 'printReceipt', 'refundPayment', 'sweepRateLimits', 'repairOrderNotifications', 'purgeIdempotencyKeys', 'deleteStaleUploads', 'rollupStatistics', 'watchOrderingPauses');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "branches" DROP COLUMN "escalation_minutes";
  ALTER TABLE "branches" DROP COLUMN "escalation_email";
  ALTER TABLE "branches" DROP COLUMN "escalation_phone";
  ALTER TABLE "branches" DROP COLUMN "is_auto_reject_enabled";
  ALTER TABLE "branches" DROP COLUMN "auto_reject_minutes";`)
}
