/** Public API of the menu feature: other features import only from here (the router loads pages lazily by path). */
export { MenuPage } from './components/MenuPage'
