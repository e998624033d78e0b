/**
 * Catalogue data: GET /api/init once, every entry seeded into SWR's cache under its own key;
 * the catalogue reloads every 4 hours, checked every 10 seconds (SF §4, §9).
 */
import useSWR, { mutate } from 'swr'

import { fetcher, loadInit } from './api'
import type {
  BranchDoc,
  CategoryDoc,
  ConfigDoc,
  DivisionDoc,
  DonateeDoc,
  MenuDoc,
  ProductDoc,
  TableDoc,
  TagDoc,
  UserDoc,
} from './types'

export const KEYS = {
  config: '/api/config',
  me: '/api/users/me',
  divisions: '/api/divisions',
  branches: '/api/branches',
  menus: '/api/menus',
  categories: '/api/categories',
  products: '/api/products',
  tags: '/api/tags',
  tables: '/api/tables',
  sites: '/api/sites',
  navigations: '/api/navigations',
  blocks: '/api/blocks',
  nodes: '/api/nodes',
  donatees: '/api/donatees',
} as const

export const CATALOGUE_RELOAD_MS = 4 * 60 * 60 * 1000
export const CATALOGUE_CHECK_MS = 10_000

let loadedAt = 0

/** Whether SWR holds the initial load already (seeded before the first render, src/main.tsx with a server shell). */
export const isSeeded = (): boolean => loadedAt !== 0

export async function seedFromInit(): Promise<void> {
  const entries = await loadInit()
  await Promise.all(entries.map((entry) => mutate(entry.url, entry.data, { revalidate: false })))
  loadedAt = Date.now()
}

/** Starts the 10-second check; returns the stop function. */
export function startCatalogueRefresh(now: () => number = Date.now): () => void {
  const timer = window.setInterval(() => {
    if (now() - loadedAt < CATALOGUE_RELOAD_MS) return
    loadedAt = now()
    seedFromInit().catch(() => {
      /* keep the current catalogue; try again at the next period */
    })
  }, CATALOGUE_CHECK_MS)
  return () => window.clearInterval(timer)
}

const STATIC = { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false } as const

function useList<T>(key: string): readonly T[] {
  const { data } = useSWR<T[]>(key, fetcher, STATIC)
  return data ?? EMPTY
}
const EMPTY: readonly never[] = []

export const useConfig = (): ConfigDoc => useSWR<ConfigDoc>(KEYS.config, fetcher, STATIC).data ?? {}
export const useMe = (): UserDoc | null => useSWR<UserDoc | null>(KEYS.me, fetcher, STATIC).data ?? null
export const useDivisions = () => useList<DivisionDoc>(KEYS.divisions)
export const useBranches = () => useList<BranchDoc>(KEYS.branches)
export const useMenus = () => useList<MenuDoc>(KEYS.menus)
export const useCategories = () => useList<CategoryDoc>(KEYS.categories)
export const useProducts = () => useList<ProductDoc>(KEYS.products)
export const useTags = () => useList<TagDoc>(KEYS.tags)
export const useTables = () => useList<TableDoc>(KEYS.tables)
export const useDonatees = () => useList<DonateeDoc>(KEYS.donatees)

export function useBranch(identifier: string | undefined): BranchDoc | null {
  const branches = useBranches()
  if (identifier === undefined) return null
  return branches.find((branch) => branch.identifier === identifier || String(branch.id) === identifier) ?? null
}

export function branchIdentifier(branch: BranchDoc): string {
  return branch.identifier ?? String(branch.id)
}
