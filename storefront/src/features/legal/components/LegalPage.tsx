import { Suspense, lazy } from 'react'
import { useParams } from 'react-router-dom'

import { useConfig, useProducts } from '../../../lib/data'
import { useTitle } from '../../../lib/useTitle'
import { LEGAL_PAGES } from '../../../paths'
import type { LegalPage as LegalPageName } from '../../../paths'
import { NotFound } from '../../../components/NotFound'
import { legalEntry, legalTitle, withoutRepeatedTitle } from '../legal'
import { ProductAllergenList } from '../../allergens'
import { ACCESSIBILITY_PAGE } from '../accessibility'
import { AccessibilityStatement } from './AccessibilityStatement'

const Markdown = lazy(() => import('./Markdown'))

export function LegalPage() {
  const { page } = useParams()
  // generated from the settings, so it always exists (issue #34)
  if (page === ACCESSIBILITY_PAGE) return <AccessibilityStatement />
  return <ConfiguredLegalPage page={page} />
}

function ConfiguredLegalPage({ page }: { readonly page: string | undefined }) {
  const config = useConfig()
  const products = useProducts()
  const shopName = config.shopName ?? 'Tresen'
  const known = LEGAL_PAGES.find((candidate) => candidate === page) as LegalPageName | undefined
  const entry = known === undefined ? null : legalEntry(config, known)
  useTitle('site', known === undefined ? '' : legalTitle(known), shopName)
  // without a configured text the allergens page lists every product's allergens (issue #34), the link, if any, above
  if (entry !== null && entry.page === 'allergens' && entry.text === null) {
    return (
      <article className="page page--narrow">
        <h1>{legalTitle(entry.page)}</h1>
        {entry.url ? (
          <p>
            <a href={entry.url} target="_blank" rel="noopener noreferrer">
              Weitere Informationen
            </a>
          </p>
        ) : null}
        <ProductAllergenList products={products.filter((product) => product.isEnabled !== false)} />
      </article>
    )
  }
  if (known === undefined || entry === null || entry.text === null) {
    if (entry?.url) {
      return (
        <div className="page page--narrow">
          <h1>{legalTitle(entry.page)}</h1>
          <p>
            <a href={entry.url} target="_blank" rel="noopener noreferrer">
              {legalTitle(entry.page)} öffnen
            </a>
          </p>
        </div>
      )
    }
    return <NotFound />
  }
  return (
    <article className="page page--narrow">
      <h1>{legalTitle(known)}</h1>
      <Suspense fallback={<p className="muted">Wird geladen …</p>}>
        <Markdown source={withoutRepeatedTitle(entry.text, legalTitle(known))} />
      </Suspense>
    </article>
  )
}
