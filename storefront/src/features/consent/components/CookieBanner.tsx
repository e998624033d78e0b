import { useEffect, useRef } from 'react'
import { Link } from 'react-router-dom'

import { paths } from '../../../paths'
import { decideConsent, getConsent } from '../consent'
import './cookie-banner.css'

/**
 * SF §2/§4 cookie banner: shown until the visitor decides. 'Alle akzeptieren' allows statistics and marketing
 * (third-party tags); 'Nur notwendige' keeps only what the shop needs — both close the banner.
 * A region in the page flow (not an overlay), so it never covers the cart or a checkout button.
 */
export function CookieBanner() {
  const title = useRef<HTMLHeadingElement>(null)
  // reopened from the footer: the keyboard user lands on the choice they asked for
  useEffect(() => {
    if (getConsent() !== null) title.current?.focus()
  }, [])
  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-title">
      <div className="cookie-banner__inner">
        <div className="cookie-banner__text">
          <h2 id="cookie-banner-title" ref={title} tabIndex={-1}>
            Cookies und Datenschutz
          </h2>
          <p>
            Wir verwenden Cookies, um Ihnen den Bestellvorgang zu ermöglichen. Mit Ihrer Zustimmung messen wir außerdem
            anonym die Nutzung unserer Seite und binden Marketing-Dienste ein. Sie können Ihre Entscheidung jederzeit
            ändern, indem Sie die Cookies Ihres Browsers löschen. Mehr dazu in unserer{' '}
            <Link to={paths.legal('privacy')}>Datenschutzerklärung</Link>.
          </p>
        </div>
        <div className="cookie-banner__actions">
          <button type="button" className="button button--ghost" onClick={() => decideConsent(['necessary'])}>
            Nur notwendige
          </button>
          <button type="button" className="button" onClick={() => decideConsent(['necessary', 'analytics', 'marketing'])}>
            Alle akzeptieren
          </button>
        </div>
      </div>
    </section>
  )
}
