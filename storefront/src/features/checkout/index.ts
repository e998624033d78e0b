/** Public API of the checkout feature: other features import only from here (the router loads pages lazily by path). */
export { CheckoutErrorRoute, CheckoutRoute } from './components/CheckoutPage'
