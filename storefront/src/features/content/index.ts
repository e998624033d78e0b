/** Public API of the content feature: other features import only from here (the router loads pages lazily by path). */
export { ContentPage } from './components/ContentPage'
export { findSite, sitePath, useSites } from './api/useContent'
export type { SiteDoc } from './types'
