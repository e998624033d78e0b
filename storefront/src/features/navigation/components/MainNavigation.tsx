/**
 * The header's main navigation (SF §2 Layout): a burger button toggles it on small screens; choosing an item closes
 * it (also any route change). Children show as a sub-list.
 */
import { useEffect, useId, useState } from 'react'
import { useLocation } from 'react-router-dom'

import { paths } from '../../../paths'
import { itemHref, useNavigation, useSiteRefs } from '../navigation'
import { NavLink } from './NavLink'
import '../navigation.css'

export function MainNavigation({ magazine = true }: { readonly magazine?: boolean }) {
  const items = useNavigation('main')
  const sites = useSiteRefs()
  const [open, setOpen] = useState(false)
  const id = useId()
  const { pathname } = useLocation()
  useEffect(() => setOpen(false), [pathname])
  const hasMagazine = magazine && sites.some((site) => site.path === 'magazin')
  if (items.length === 0 && !hasMagazine) return null
  const close = () => setOpen(false)
  return (
    <nav className={`main-nav${open ? ' main-nav--open' : ''}`} aria-label="Hauptnavigation">
      <button
        type="button"
        className="main-nav__burger"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="main-nav__burger-icon" aria-hidden="true" />
        <span>{open ? 'Menü schließen' : 'Menü'}</span>
      </button>
      <ul id={id} className="main-nav__list">
        {items.map((item, index) => (
          <li key={item.id ?? index} className="main-nav__item">
            <NavLink className="main-nav__link" href={itemHref(item, sites)} label={item.label} onChoose={close} />
            {item.children !== undefined && item.children !== null && item.children.length > 0 ? (
              <ul className="main-nav__children">
                {item.children.map((child, childIndex) => (
                  <li key={child.id ?? childIndex}>
                    <NavLink className="main-nav__link" href={itemHref(child, sites)} label={child.label} onChoose={close} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
        {hasMagazine ? (
          <li className="main-nav__item">
            <NavLink className="main-nav__link" href={paths.magazine()} label="Magazin" onChoose={close} />
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
