import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "navigations_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"sites_id" integer,
  	"branches_id" integer
  );
  
  ALTER TABLE "navigations_rels" ADD CONSTRAINT "navigations_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."navigations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigations_rels" ADD CONSTRAINT "navigations_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigations_rels" ADD CONSTRAINT "navigations_rels_branches_fk" FOREIGN KEY ("branches_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "navigations_rels_order_idx" ON "navigations_rels" USING btree ("order");
  CREATE INDEX "navigations_rels_parent_idx" ON "navigations_rels" USING btree ("parent_id");
  CREATE INDEX "navigations_rels_path_idx" ON "navigations_rels" USING btree ("path");
  CREATE INDEX "navigations_rels_sites_id_idx" ON "navigations_rels" USING btree ("sites_id");
  CREATE INDEX "navigations_rels_branches_id_idx" ON "navigations_rels" USING btree ("branches_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "navigations_rels" CASCADE;`)
}
