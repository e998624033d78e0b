/** Public API of the signage player (docs/signage.md): the router loads it lazily, outside the shop layout. */
export { SignagePlayer } from './components/SignagePlayer'
export { SignagePreview } from './components/SignagePreview'
