import { useEffect } from 'react'

import { pageTitle } from '@domain'
import type { RouteName } from '@domain'

/** Sets the document title by route name (SF §2; the rule: domain/page-title.ts). */
export function useTitle(route: RouteName, name: string, shopName: string): void {
  useEffect(() => {
    document.title = pageTitle(route, name, shopName)
  }, [route, name, shopName])
}
