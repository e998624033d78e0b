/** The footer's navigations (SF §3): footer links and social links; legal links come from the config (features/legal). */
import { itemHref, useNavigation, useSiteRefs } from '../navigation'
import { NavLink } from './NavLink'
import '../navigation.css'

export function FooterNavigation() {
  const footer = useNavigation('footer')
  const social = useNavigation('social')
  const sites = useSiteRefs()
  if (footer.length === 0 && social.length === 0) return null
  return (
    <div className="footer-nav">
      {footer.length > 0 ? (
        <nav aria-label="Footer">
          <ul>
            {footer.map((item, index) => (
              <li key={item.id ?? index}>
                <NavLink href={itemHref(item, sites)} label={item.label} />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {social.length > 0 ? (
        <nav aria-label="Social Media">
          <ul className="footer-nav__social">
            {social.map((item, index) => (
              <li key={item.id ?? index}>
                <NavLink href={itemHref(item, sites)} label={item.label} />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  )
}
