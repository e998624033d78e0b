import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Navigation items of type "Seite" / "Filiale" get their `reference` (navigations_rels, created by
 * 20261127_182755_navigation_targets) from the typed target they had: a site by path (leading slashes ignored) or id, a
 * branch by identifier or id — the rules the storefront used to resolve them. Targets that name nothing stay as they
 * are (the storefront links them as before). The rels path is Payload's: `items.<index>.reference` and
 * `items.<index>.children.<index>.reference` (0-based; the array tables' `_order` is 1-based).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    WITH entries AS (
      SELECT i._parent_id AS parent_id, 'items.' || (i._order - 1) || '.reference' AS path, i.type::text AS type, btrim(i.target) AS target
        FROM navigations_items i
      UNION ALL
      SELECT i._parent_id, 'items.' || (i._order - 1) || '.children.' || (c._order - 1) || '.reference', c.type::text, btrim(c.target)
        FROM navigations_items_children c JOIN navigations_items i ON i.id = c._parent_id
    )
    INSERT INTO navigations_rels (parent_id, path, sites_id, branches_id)
    SELECT e.parent_id, e.path,
           CASE WHEN e.type = 'site' THEN (SELECT s.id FROM sites s
                 WHERE s.path = regexp_replace(e.target, '^/+', '') OR s.id::text = e.target
                 ORDER BY (s.path = regexp_replace(e.target, '^/+', '')) DESC LIMIT 1) END,
           CASE WHEN e.type = 'branch' THEN (SELECT b.id FROM branches b
                 WHERE b.identifier = e.target OR b.id::text = e.target
                 ORDER BY (b.identifier = e.target) DESC LIMIT 1) END
      FROM entries e
     WHERE e.type IN ('site', 'branch') AND coalesce(e.target, '') <> ''
       AND NOT EXISTS (SELECT 1 FROM navigations_rels r WHERE r.parent_id = e.parent_id AND r.path = e.path)
       AND (EXISTS (SELECT 1 FROM sites s WHERE e.type = 'site' AND (s.path = regexp_replace(e.target, '^/+', '') OR s.id::text = e.target))
         OR EXISTS (SELECT 1 FROM branches b WHERE e.type = 'branch' AND (b.identifier = e.target OR b.id::text = e.target)));`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // the typed targets were kept: dropping the references is enough (the table itself goes with the schema migration)
  await db.execute(sql`DELETE FROM navigations_rels WHERE path LIKE 'items.%reference';`)
}
