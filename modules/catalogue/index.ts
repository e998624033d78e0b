/** The catalogue module's public surface: other modules import only from here. */
export { CALCULATION_MODELS } from './collections/Products'
export { withKitchen, kitchenStates } from './kitchen'
