import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue #34: allergens become the 14 codes A–R (products_allergens, and per option of a configurable part) plus
 * "allergen_free"; order items keep their merged list. The old free text of products.allergens is parsed in SQL before
 * its column goes: codes ("A, C, G", "a c g", "ACG") and the German names (as domain/allergens.ts parseAllergens);
 * every product with a piece that is neither, and every active product left without a declaration, is logged
 * (docs/compliance.md § Allergene). down() writes the codes back as "A, C, G".
 */
export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_allergens" AS ENUM('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'L', 'M', 'N', 'O', 'P', 'R');
  CREATE TYPE "public"."enum_products_config_parts_options_allergens" AS ENUM('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'L', 'M', 'N', 'O', 'P', 'R');
  CREATE TABLE "products_allergens" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_products_allergens",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_config_parts_options_allergens" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_products_config_parts_options_allergens",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "orders_items" ADD COLUMN "allergens" varchar;
  ALTER TABLE "products" ADD COLUMN "allergen_free" boolean DEFAULT false;
  ALTER TABLE "products_allergens" ADD CONSTRAINT "products_allergens_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_config_parts_options_allergens" ADD CONSTRAINT "products_config_parts_options_allergens_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products_config_parts_options"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_allergens_order_idx" ON "products_allergens" USING btree ("order");
  CREATE INDEX "products_allergens_parent_idx" ON "products_allergens" USING btree ("parent_id");
  CREATE INDEX "products_config_parts_options_allergens_order_idx" ON "products_config_parts_options_allergens" USING btree ("order");
  CREATE INDEX "products_config_parts_options_allergens_parent_idx" ON "products_config_parts_options_allergens" USING btree ("parent_id");`)

  // the free text in pieces (letters only; "/" splits "Milch/Laktose"), each piece a code, a German name or unknown
  await db.execute(sql`
  CREATE TEMPORARY TABLE allergen_pieces ON COMMIT DROP AS
    WITH names(word, code) AS (VALUES
      ('GLUTEN', 'A'), ('WEIZEN', 'A'), ('KREBSTIERE', 'B'), ('EI', 'C'), ('EIER', 'C'), ('FISCH', 'D'), ('ERDNUSS', 'E'),
      ('ERDNÜSSE', 'E'), ('SOJA', 'F'), ('MILCH', 'G'), ('LAKTOSE', 'G'), ('SCHALENFRÜCHTE', 'H'), ('NÜSSE', 'H'),
      ('SELLERIE', 'L'), ('SENF', 'M'), ('SESAM', 'N'), ('SULFITE', 'O'), ('SCHWEFELDIOXID', 'O'), ('LUPINEN', 'P'),
      ('WEICHTIERE', 'R'), ('ALLERGENE', ''), ('UND', '')),
    pieces AS (
      SELECT p.id, upper(t.piece) AS piece
        FROM products p, regexp_split_to_table(coalesce(p.allergens, ''), '[^[:alpha:]]+') AS t(piece)
       WHERE t.piece <> '')
    -- a run of letters counts only when each is a code ("ACG"); any other word is reported whole ("kann" is no A, N)
    SELECT x.id, x.piece, coalesce(n.code, CASE WHEN x.piece ~ '^[ABCDEFGHLMNOPR]{1,14}$' THEN x.piece END) AS codes
      FROM pieces x LEFT JOIN names n ON n.word = x.piece;
  INSERT INTO products_allergens ("order", parent_id, value)
  SELECT row_number() OVER (PARTITION BY id ORDER BY code), id, code::enum_products_allergens
    FROM (SELECT DISTINCT a.id, l.code
            FROM allergen_pieces a, regexp_split_to_table(a.codes, '') AS l(code)
           WHERE l.code IN ('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'L', 'M', 'N', 'O', 'P', 'R')) c;`)

  const unknown = await db.execute(sql`
  SELECT p.id, p.name, p.allergens, string_agg(DISTINCT a.piece, ', ') AS unknown
    FROM products p JOIN allergen_pieces a ON a.id = p.id
   WHERE a.codes IS NULL
   GROUP BY p.id, p.name, p.allergens`)
  for (const row of unknown.rows as { id: number; name: string; allergens: string; unknown: string }[]) {
    payload.logger.warn(`[Allergene] Produkt ${row.id} „${row.name}“: „${row.allergens}“ – nicht übernommen: ${row.unknown}`)
  }
  const undeclared = await db.execute(sql`
  SELECT p.id, p.name FROM products p
   WHERE p.is_enabled AND NOT EXISTS (SELECT 1 FROM products_allergens a WHERE a.parent_id = p.id)`)
  for (const row of undeclared.rows as { id: number; name: string }[]) {
    payload.logger.warn(`[Allergene] Produkt ${row.id} „${row.name}“ ist aktiv, nennt aber keine Allergene: bitte ergänzen (sonst lässt es sich nicht mehr speichern).`)
  }
  await db.execute(sql`ALTER TABLE "products" DROP COLUMN "allergens";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "products" ADD COLUMN "allergens" varchar;
  UPDATE products p SET allergens = (SELECT string_agg(a.value::text, ', ' ORDER BY a.value) FROM products_allergens a WHERE a.parent_id = p.id);
  DROP TABLE "products_allergens" CASCADE;
  DROP TABLE "products_config_parts_options_allergens" CASCADE;
  ALTER TABLE "orders_items" DROP COLUMN "allergens";
  ALTER TABLE "products" DROP COLUMN "allergen_free";
  DROP TYPE "public"."enum_products_allergens";
  DROP TYPE "public"."enum_products_config_parts_options_allergens";`)
}
