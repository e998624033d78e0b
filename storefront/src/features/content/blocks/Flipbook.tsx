/** Flipbook block (lazy): pages shown as spreads, browsed with buttons or the arrow keys. */
import { useState } from 'react'
import type { KeyboardEvent } from 'react'

import { Picture } from '../../../components/Image'
import type { BlockProps } from '../components/BlockList'
import { imgs, str } from '../types'

export default function Flipbook({ block }: BlockProps<'flipbook'>) {
  const pages = imgs(block.pages)
  const [spread, setSpread] = useState(0)
  // the cover alone, then two pages per spread
  const spreads = 1 + Math.ceil(Math.max(0, pages.length - 1) / 2)
  const shown = spread === 0 ? pages.slice(0, 1) : pages.slice(spread * 2 - 1, spread * 2 + 1)
  const go = (delta: number) => setSpread((current) => Math.min(spreads - 1, Math.max(0, current + delta)))
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1)
    if (event.key === 'ArrowLeft') go(-1)
  }
  return (
    <div
      className="cb cb--width-l cb-flipbook"
      tabIndex={0}
      onKeyDown={onKey}
      aria-roledescription="Blätterkatalog"
      aria-label={str(block, 'title') || 'Blätterkatalog'}
    >
      {str(block, 'title') !== '' ? <h2>{str(block, 'title')}</h2> : null}
      <div className={`cb-flipbook__spread cb-flipbook__spread--${shown.length}`} key={spread}>
        {shown.map((page) => (
          <Picture key={page.id} image={page} sizes="(min-width: 60rem) 30rem, 50vw" max="medium" />
        ))}
      </div>
      <div className="cb-flipbook__nav">
        <button type="button" className="button button--ghost" onClick={() => go(-1)} disabled={spread === 0}>
          Zurückblättern
        </button>
        <span>
          {spread + 1} / {spreads}
        </span>
        <button type="button" className="button button--ghost" onClick={() => go(1)} disabled={spread >= spreads - 1}>
          Weiterblättern
        </button>
      </div>
    </div>
  )
}
