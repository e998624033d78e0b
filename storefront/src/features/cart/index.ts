/** Public API of the cart feature: other features import only from here (the router loads pages lazily by path). */
export { useCartModel, unitLabel } from './api/useCartModel'
export type { CartLine, CartModel } from './api/useCartModel'
export { CartAllergenLegend, CartItems, CartPanel } from './components/CartPanel'
export { CostLines, MinimumOrderHint } from './components/CostLines'
export { DeliveryControls, deliveryAreaLabel } from './components/DeliveryControls'
export type { StoredCartItem, StoredPartValue, UploadedFile } from './store'
