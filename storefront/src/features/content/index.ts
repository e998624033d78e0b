/** Public API of the content feature: other features import only from here (the router loads pages lazily by path). */
export { ContentPage } from './components/ContentPage'
