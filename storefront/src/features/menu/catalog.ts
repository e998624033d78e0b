import { activeMenu, branchTimeZone, visibleCatalog } from '@domain'
import type { CatalogEntry } from '@domain'
import { toBranchInput, toSchedule } from '../../lib/adapters'
import { refId } from '../../lib/types'
import type { BranchDoc, CategoryDoc, MenuDoc, ProductDoc, ScheduleRuleDoc } from '../../lib/types'

interface Scheduled<T> {
  readonly doc: T
  readonly isEnabled?: boolean | null
  readonly schedule: ReturnType<typeof toSchedule>
  readonly isVisibleWhenUnavailable?: boolean | null
}

function scheduled<T extends { isEnabled?: boolean | null; schedule?: readonly ScheduleRuleDoc[] | null; isVisibleWhenUnavailable?: boolean | null }>(doc: T): Scheduled<T> {
  return { doc, isEnabled: doc.isEnabled, schedule: toSchedule(doc.schedule), isVisibleWhenUnavailable: doc.isVisibleWhenUnavailable }
}

export type MenuCatalog = CatalogEntry<Scheduled<CategoryDoc>, Scheduled<ProductDoc>>[]

/** The branch's active menu (SF §4) and its visible catalogue at `now`. */
export function branchCatalog(
  branch: BranchDoc,
  menus: readonly MenuDoc[],
  categories: readonly CategoryDoc[],
  products: readonly ProductDoc[],
  now: number,
): MenuCatalog {
  const menu = activeMenu(
    menus.map((candidate) => ({ ...candidate, branches: candidate.branches === null || candidate.branches === undefined || candidate.branches.length === 0 ? null : candidate.branches.map((ref) => refId(ref) ?? 0) })),
    now,
    branch.id,
  )
  if (menu === null) return []
  const categoryById = new Map(categories.map((category) => [category.id, category]))
  const productById = new Map(products.map((product) => [product.id, product]))
  const entries = (menu.catalog ?? []).flatMap((entry) => {
    const id = refId(entry.category)
    const category = typeof entry.category === 'object' ? entry.category : id === null ? undefined : categoryById.get(id)
    if (category === undefined) return []
    const list = (entry.products ?? []).flatMap((ref) => {
      const product = typeof ref === 'object' ? ref : productById.get(ref)
      return product === undefined ? [] : [scheduled(product)]
    })
    return [{ category: scheduled(category), products: list }]
  })
  const productsOf = new Map(entries.map((entry) => [entry.category, entry.products]))
  return visibleCatalog(
    entries.map((entry) => entry.category),
    (category) => productsOf.get(category) ?? [],
    now,
    branchTimeZone(toBranchInput(branch)),
  )
}
