/** Public API of the order status feature: other features import only from here (the router loads pages lazily by path). */
export { StatusPage } from './components/StatusPage'
