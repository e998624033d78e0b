/**
 * Document titles of the storefront (SF §2): '{name} | {shop}' (only the shop's name when the page has none or is
 * named like the shop), with the route's prefix — checkout 'Bestellvorgang - ', status 'Bestellstatus - '. Used by the
 * storefront (lib/useTitle.ts) and by the admin's SEO snippet preview, which shows the title a search engine sees.
 */
export const TITLE_PREFIX = { checkout: 'Bestellvorgang - ', checkout_error: 'Bestellvorgang - ', status: 'Bestellstatus - ' } as const
export type RouteName = 'site' | 'division' | 'branch' | 'checkout' | 'checkout_error' | 'status'

export function pageTitle(route: RouteName, name: string, shopName: string): string {
  const prefix = route in TITLE_PREFIX ? TITLE_PREFIX[route as keyof typeof TITLE_PREFIX] : ''
  const base = name === '' || name === shopName ? shopName : `${name} | ${shopName}`
  return `${prefix}${base}`
}
