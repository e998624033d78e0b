import { useState } from 'react'
import { Link } from 'react-router-dom'

import { branchTimeZone } from '@domain'
import { toBranchInput } from '../../../lib/adapters'
import { branchIdentifier, useBranches, useConfig } from '../../../lib/data'
import { useNow } from '../../../lib/useNow'
import type { BranchDoc } from '../../../lib/types'
import { paths } from '../../../paths'
import { weekRows } from '../hours'
import { HomeMap } from '../map/HomeMap'
import { directionsUrl } from '../map/mapSettings'
import { OpenBadge } from './BranchCard'

function HoursTable({ branch, now }: { readonly branch: BranchDoc; readonly now: number }) {
  const [delivery, setDelivery] = useState(false)
  const input = toBranchInput(branch)
  const rows = weekRows((delivery ? input.deliveryHours : input.openingHours) ?? [], now, branchTimeZone(input))
  return (
    <section className="card hours">
      <div className="hours__head">
        <h3>{branch.name}</h3>
        <OpenBadge branch={branch} now={now} />
      </div>
      {branch.isDeliveryHoursEnabled === true ? (
        <div className="segmented" role="group" aria-label="Zeiten anzeigen">
          <button type="button" aria-pressed={!delivery} onClick={() => setDelivery(false)}>
            Öffnungszeiten
          </button>
          <button type="button" aria-pressed={delivery} onClick={() => setDelivery(true)}>
            Lieferzeiten
          </button>
        </div>
      ) : null}
      <table className="hours__table">
        <caption className="visually-hidden">{delivery ? 'Lieferzeiten' : 'Öffnungszeiten'} {branch.name}</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.day} className={row.isToday ? 'is-today' : undefined}>
              <th scope="row">{row.day}</th>
              <td>{row.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

/** SF §2 home page: teasers for a single branch, opening hours per branch, the map (features/branches/map), contact block. */
export function HomePage() {
  const config = useConfig()
  const branches = useBranches().filter((branch) => branch.isPublic !== false)
  const now = useNow()
  const single = branches.length === 1 ? branches[0] : undefined
  return (
    <div className="page">
      <section className="hero">
        <h1 className="hero__title">{config.title ?? config.shopName ?? 'Willkommen'}</h1>
        {config.description ? <p className="hero__lead">{config.description}</p> : null}
      </section>
      {single !== undefined ? (
        <ul className="teasers">
          <li className="card teaser">
            <h2>Online bestellen</h2>
            <Link className="button" to={paths.branch(branchIdentifier(single))}>
              Zur Speisekarte
            </Link>
          </li>
          {single.phone ? (
            <li className="card teaser">
              <h2>Anrufen</h2>
              <a className="button button--ghost" href={`tel:${single.phone.replace(/\s/g, '')}`}>
                {single.phone}
              </a>
            </li>
          ) : null}
          <li className="card teaser">
            <h2>Route planen</h2>
            <a className="button button--ghost" href={directionsUrl(single)} target="_blank" rel="noopener noreferrer">
              In Karten öffnen
            </a>
          </li>
        </ul>
      ) : (
        <ul className="teasers">
          {branches.map((branch) => (
            <li key={branch.id} className="card teaser">
              <h2>{branch.name}</h2>
              <Link className="button" to={paths.branch(branchIdentifier(branch))}>
                Zur Speisekarte
              </Link>
            </li>
          ))}
        </ul>
      )}
      <h2 className="section-title">Öffnungszeiten</h2>
      <div className="hours-grid">
        {branches.map((branch) => (
          <HoursTable key={branch.id} branch={branch} now={now} />
        ))}
      </div>
      <HomeMap config={config} branches={branches} />
      <section className="card contact">
        <h2>Kontakt</h2>
        <address>
          <strong>{config.businessName ?? config.shopName}</strong>
          <br />
          {config.street}
          <br />
          {[config.zipCode, config.city].filter(Boolean).join(' ')}
          <br />
          {config.phone ? <a href={`tel:${config.phone.replace(/\s/g, '')}`}>{config.phone}</a> : null}
          <br />
          {config.email ? <a href={`mailto:${config.email}`}>{config.email}</a> : null}
          <br />
          {config.website ? (
            <a href={config.website} target="_blank" rel="noopener noreferrer">
              {config.website}
            </a>
          ) : null}
        </address>
      </section>
    </div>
  )
}
