/** Public API of the navigation feature (header and footer navigations from /api/navigations). */
export { FooterNavigation } from './components/FooterNavigation'
export { MainNavigation } from './components/MainNavigation'
export { itemHref } from './navigation'
export type { NavigationDoc, NavigationItem } from './navigation'
