/** Sites and reusable blocks from the initial load (seeded into SWR by lib/data); undefined while loading. */
import useSWR from 'swr'

import { fetcher } from '../../../lib/api'
import { KEYS } from '../../../lib/data'
import type { ReusableBlockDoc, SiteDoc } from '../types'

const STATIC = { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false } as const

export const useSites = (): readonly SiteDoc[] | undefined => useSWR<SiteDoc[]>(KEYS.sites, fetcher, STATIC).data

export const useReusableBlocks = (): readonly ReusableBlockDoc[] =>
  useSWR<ReusableBlockDoc[]>(KEYS.blocks, fetcher, STATIC).data ?? []

/** The site path form (SF §2): segments joined by slashes, no leading/trailing slash, compared case-insensitively. */
export function sitePath(path: string): string {
  let decoded = path
  try {
    decoded = decodeURIComponent(path)
  } catch {
    /* keep as is */
  }
  return decoded
    .replace(/\/{2,}/g, '/')
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase()
}

export function findSite(sites: readonly SiteDoc[], path: string): SiteDoc | null {
  const key = sitePath(path)
  return sites.find((site) => sitePath(site.path) === key) ?? null
}
