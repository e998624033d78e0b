import { useEffect } from 'react'

/** Page titles by route name (SF §2): checkout 'Bestellvorgang - ', status 'Bestellstatus - '. */
export const TITLE_PREFIX = { checkout: 'Bestellvorgang - ', checkout_error: 'Bestellvorgang - ', status: 'Bestellstatus - ' } as const
export type RouteName = 'site' | 'division' | 'branch' | 'checkout' | 'checkout_error' | 'status'

export function pageTitle(route: RouteName, name: string, shopName: string): string {
  const prefix = route in TITLE_PREFIX ? TITLE_PREFIX[route as keyof typeof TITLE_PREFIX] : ''
  const base = name === '' || name === shopName ? shopName : `${name} | ${shopName}`
  return `${prefix}${base}`
}

export function useTitle(route: RouteName, name: string, shopName: string): void {
  useEffect(() => {
    document.title = pageTitle(route, name, shopName)
  }, [route, name, shopName])
}
