import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Invoices of orders paid online and their corrections (issue 34, modules/payments/invoices.ts): one gapless counter
 * row per division, series (invoice | credit-note) and year, locked with SELECT … FOR UPDATE in the transaction that
 * confirms the payment or the refund; the issued documents as written then (never changed). Not Payload collections.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS invoice_counters (
      division_id integer NOT NULL,
      kind varchar NOT NULL,
      year integer NOT NULL,
      last integer NOT NULL DEFAULT 0,
      CONSTRAINT invoice_counters_pkey PRIMARY KEY (division_id, kind, year)
    );`)
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS order_invoices (
      id serial PRIMARY KEY,
      order_id integer NOT NULL,
      kind varchar NOT NULL,
      division_id integer NOT NULL,
      year integer NOT NULL,
      sequence integer NOT NULL,
      number varchar NOT NULL,
      corrects varchar,
      issued_at timestamptz NOT NULL,
      document jsonb NOT NULL,
      CONSTRAINT order_invoices_kind CHECK (kind IN ('invoice', 'credit-note')),
      CONSTRAINT order_invoices_number_key UNIQUE (number),
      CONSTRAINT order_invoices_order_kind_key UNIQUE (order_id, kind),
      CONSTRAINT order_invoices_sequence_key UNIQUE (division_id, kind, year, sequence)
    );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS order_invoices;`)
  await db.execute(sql`DROP TABLE IF EXISTS invoice_counters;`)
}
