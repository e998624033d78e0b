import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The owner of an Idempotency-Key claim (server/orders/idempotency.ts): the PostgreSQL backend (pid and start time)
 * of the connection that claimed it. A claim without an order whose backend is gone — its server process was killed,
 * and PostgreSQL ends a dead client's sessions at once — is taken over by the client's retry immediately instead of
 * after the 60 s stale time. The owner's session is the server process's LISTEN connection (server/cache/contentEvents.ts),
 * which lives as long as the process — not a pool connection, which the pool may close while the request still runs.
 *
 * Each claim has its own id (`claim_id`): the order is recorded on the key only while that claim still holds it, else
 * the order's statement fails as a whole (tresen_idempotency_claim_lost, SQLSTATE TR409) — a claim that was taken over
 * never gets a second order.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "order_idempotency_keys" ADD COLUMN IF NOT EXISTS "claim_pid" integer;
    ALTER TABLE "order_idempotency_keys" ADD COLUMN IF NOT EXISTS "claim_backend_start" timestamp with time zone;
    ALTER TABLE "order_idempotency_keys" ADD COLUMN IF NOT EXISTS "claim_id" varchar(32);
    CREATE OR REPLACE FUNCTION tresen_idempotency_claim_lost(key text) RETURNS boolean LANGUAGE plpgsql AS $fn$
    BEGIN
      RAISE EXCEPTION 'Idempotency-Key % wurde von einer anderen Anfrage übernommen', key USING ERRCODE = 'TR409';
    END
    $fn$;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "order_idempotency_keys" DROP COLUMN IF EXISTS "claim_pid";
    ALTER TABLE "order_idempotency_keys" DROP COLUMN IF EXISTS "claim_backend_start";
    ALTER TABLE "order_idempotency_keys" DROP COLUMN IF EXISTS "claim_id";
    DROP FUNCTION IF EXISTS tresen_idempotency_claim_lost(text);`)
}
