/** Public API of the donations feature: other features import only from here (the router loads pages lazily by path). */
export { DonateeModal } from './components/DonateeModal'
