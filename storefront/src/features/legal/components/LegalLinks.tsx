import { Link } from 'react-router-dom'

import type { ConfigDoc } from '../../../lib/types'
import { LEGAL_PAGES, paths } from '../../../paths'
import { legalEntry } from '../legal'
import { ACCESSIBILITY_LABEL } from '../accessibility'

/**
 * Legal links: an internal page when the text is configured, else the external URL (SF §2); always the generated
 * accessibility statement (issue #34, BFSG / BaFG).
 */
export function LegalLinks({ config }: { readonly config: ConfigDoc }) {
  // the allergens page exists without a text too: it then lists the products' allergens
  const entries = LEGAL_PAGES.map((page) => legalEntry(config, page)).filter((entry) => entry.text !== null || entry.url !== null || entry.page === 'allergens')
  return (
    <nav aria-label="Rechtliches" className="footer__legal">
      <ul>
        {entries.map((entry) => (
          <li key={entry.page}>
            {entry.text !== null || entry.url === null ? (
              <Link to={paths.legal(entry.page)}>{entry.label}</Link>
            ) : (
              <a href={entry.url ?? '#'} target="_blank" rel="noopener noreferrer">
                {entry.label}
              </a>
            )}
          </li>
        ))}
        <li>
          <Link to={paths.accessibility()}>{ACCESSIBILITY_LABEL}</Link>
        </li>
      </ul>
    </nav>
  )
}
