/**
 * Navigations (SF §3): main, footer, social, legal; items of type home, site, branch or link with a suffix, an
 * isEnabled flag and children. One rule for the href of an item.
 */
import useSWR from 'swr'

import type { NavigationDoc, NavigationItem } from '@contracts'

import { fetcher } from '../../lib/api'
import { KEYS } from '../../lib/data'
import { paths } from '../../paths'

export type { NavigationDoc, NavigationItem }

interface SiteRef {
  readonly id: number | string
  readonly path: string
}

const STATIC = { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false } as const

export function useNavigation(identifier: NavigationDoc['identifier']): readonly NavigationItem[] {
  const { data } = useSWR<NavigationDoc[]>(KEYS.navigations, fetcher, STATIC)
  return enabledItems(data?.find((navigation) => navigation.identifier === identifier)?.items)
}

export function useSiteRefs(): readonly SiteRef[] {
  return useSWR<SiteRef[]>(KEYS.sites, fetcher, STATIC).data ?? []
}

/** Only enabled items (children too). */
export function enabledItems(items: readonly NavigationItem[] | null | undefined): NavigationItem[] {
  return (items ?? [])
    .filter((item) => item.isEnabled !== false)
    .map((item) => ({ ...item, children: enabledItems(item.children) }))
}

/** The href of an item: home '/', site by path (or id), branch by identifier, link as given; plus the suffix. */
export function itemHref(item: NavigationItem, sites: readonly SiteRef[]): string {
  const target = (item.target ?? '').trim()
  const suffix = item.suffix ?? ''
  switch (item.type) {
    case 'home':
      return `${paths.home()}${suffix}`
    case 'site': {
      const site = sites.find((candidate) => String(candidate.id) === target)
      const path = (site?.path ?? target).replace(/^\/+/, '')
      return `/${path}${suffix}`
    }
    case 'branch':
      return `${paths.branch(target)}${suffix}`
    default:
      return `${target}${suffix}`
  }
}

/** Internal hrefs go through the router, the rest (http, mailto, tel) are plain links. */
export const isInternal = (href: string): boolean => href.startsWith('/') && !href.startsWith('//')
