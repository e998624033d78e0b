/** Gallery block (lazy): a grid of images; a click opens the image large in a dialog, arrows browse. */
import { useState } from 'react'

import { Dialog } from '../../../components/Dialog'
import { Picture } from '../../../components/Image'
import type { BlockProps } from '../components/BlockList'
import { imgs } from '../types'
import { widthClass } from './style'

export default function Gallery({ block }: BlockProps<'gallery'>) {
  const images = imgs(block.images)
  const [open, setOpen] = useState<number | null>(null)
  const current = open === null ? null : images[open]
  return (
    <div className={`${widthClass(block, 'l')} cb-gallery`}>
      {images.map((image, index) => (
        <button
          key={image.id}
          type="button"
          className="cb-gallery__item"
          onClick={() => setOpen(index)}
          aria-label={`Bild ${index + 1} von ${images.length} vergrößern`}
        >
          <Picture image={image} sizes="(min-width: 60rem) 20rem, 50vw" max="medium" />
        </button>
      ))}
      {current !== null && current !== undefined && open !== null ? (
        <Dialog title={`Bild ${open + 1} von ${images.length}`} onClose={() => setOpen(null)}>
          <div className="cb-gallery__large">
            <Picture image={current} sizes="90vw" eager />
            <div className="cb-gallery__nav">
              <button
                type="button"
                className="button button--ghost"
                onClick={() => setOpen((open + images.length - 1) % images.length)}
              >
                Zurück
              </button>
              <button type="button" className="button button--ghost" onClick={() => setOpen((open + 1) % images.length)}>
                Weiter
              </button>
            </div>
          </div>
        </Dialog>
      ) : null}
    </div>
  )
}
