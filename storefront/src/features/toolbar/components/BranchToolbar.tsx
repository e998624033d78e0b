import { branchStatusText, branchesOpenText } from '@domain'
import { toBranchInput } from '../../../lib/adapters'
import { useBranches } from '../../../lib/data'
import { useNow } from '../../../lib/useNow'

/** SF §2 branch toolbar: open count over all branches, or the selected branch's state. */
export function BranchToolbar({ pathname }: { readonly pathname: string }) {
  const branches = useBranches()
  const now = useNow()
  const match = /^\/store\/([^/]+)/.exec(pathname)
  const identifier = match?.[1] === undefined ? null : decodeURIComponent(match[1])
  const selected = identifier === null ? null : branches.find((branch) => branch.identifier === identifier) ?? null
  const publicBranches = branches.filter((branch) => branch.isPublic !== false)
  const text = selected !== null ? branchStatusText(toBranchInput(selected), now) : branchesOpenText(publicBranches.map(toBranchInput), now)
  const open = selected !== null ? !text.startsWith('Geschlossen') : !text.startsWith('Alle')
  return (
    <p className={`toolbar-status ${open ? 'is-open' : 'is-closed'}`} aria-live="polite">
      <span className="dot" aria-hidden="true" />
      {selected !== null ? <span className="visually-hidden">{selected.name}: </span> : null}
      {text}
    </p>
  )
}
