/** Public API of the toolbar feature: other features import only from here (the router loads pages lazily by path). */
export { AdminToolbar } from './components/AdminToolbar'
export { BranchToolbar } from './components/BranchToolbar'
