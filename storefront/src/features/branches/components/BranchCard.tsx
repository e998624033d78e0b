import { Link } from 'react-router-dom'

import { branchTimeZone, getBranchOpeningState, isBranchOrderable } from '@domain'
import { Picture } from '../../../components/Image'
import { toBranchInput } from '../../../lib/adapters'
import { branchIdentifier } from '../../../lib/data'
import { asImage } from '../../../lib/images'
import type { BranchDoc } from '../../../lib/types'
import { paths } from '../../../paths'
import { todayText } from '../hours'

export function OpenBadge({ branch, now }: { readonly branch: BranchDoc; readonly now: number }) {
  const input = toBranchInput(branch)
  const state = getBranchOpeningState(input, 'takeaway', now)
  const label = state.status === 'closingSoon' ? 'Schließt bald' : state.isOpen ? 'Geöffnet' : 'Geschlossen'
  const tone = state.status === 'closingSoon' ? 'soon' : state.isOpen ? 'open' : 'closed'
  const orderable = !state.isOpen && isBranchOrderable(input, 'takeaway', now)
  return (
    <span className={`badge badge--${tone}`}>
      <span className="dot" aria-hidden="true" />
      {orderable ? 'Bestellbar' : label}
    </span>
  )
}

/** `eager`: the card is in the first screenful, so its image is the likely largest paint and loads at once. */
export function BranchCard({ branch, now, eager = false }: { readonly branch: BranchDoc; readonly now: number; readonly eager?: boolean }) {
  const input = toBranchInput(branch)
  const image = asImage(branch.images?.[0])
  const logo = asImage(branch.logo)
  const inactive = branch.isPublic === false
  const body = (
    <>
      <div className="branch-card__media">
        {image !== null ? <Picture image={image} sizes="(min-width: 900px) 33vw, 100vw" max="medium" alt="" eager={eager} /> : <div className="branch-card__placeholder" aria-hidden="true" />}
        {logo !== null ? (
          <span className="branch-card__logo">
            <Picture image={logo} sizes="64px" max="thumbnail" alt={`Logo ${branch.name}`} />
          </span>
        ) : null}
      </div>
      <div className="branch-card__body">
        <div className="branch-card__top">
          <h2 className="branch-card__name">{branch.name}</h2>
          {inactive ? <span className="badge badge--muted">Derzeit nicht verfügbar</span> : <OpenBadge branch={branch} now={now} />}
        </div>
        <p className="branch-card__address">
          {[branch.street, [branch.zipCode, branch.city].filter(Boolean).join(' ')].filter((part) => part !== undefined && part !== null && part !== '').join(', ')}
        </p>
        <p className="branch-card__hours">
          <span className="muted">Abholzeiten heute: </span>
          {todayText(input.openingHours ?? [], now, branchTimeZone(input))}
        </p>
      </div>
    </>
  )
  if (inactive) {
    return (
      <li className="branch-card branch-card--inactive" aria-disabled="true">
        {body}
      </li>
    )
  }
  return (
    <li className="branch-card">
      <Link to={paths.branch(branchIdentifier(branch))} className="branch-card__link">
        {body}
      </Link>
    </li>
  )
}
