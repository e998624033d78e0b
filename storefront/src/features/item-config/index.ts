/** Public API of the item configuration feature: other features import only from here (the router loads pages lazily by path). */
export { ItemOverlay } from './components/ItemOverlay'
export type { ItemOverlayProps } from './components/ItemOverlay'
