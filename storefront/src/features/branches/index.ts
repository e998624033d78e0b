/** Public API of the branches feature: other features import only from here (the router loads pages lazily by path). */
export { BranchCard, OpenBadge } from './components/BranchCard'
export { todayText } from './hours'
