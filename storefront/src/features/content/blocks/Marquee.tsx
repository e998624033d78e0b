/** Marquee blocks (text and images): a scrolling track of two copies, timed by the spec's speed (domain/content-blocks.ts). */
import { MARQUEE_REPEAT, marqueeDirection, marqueeDuration } from '@domain'
import { useEffect, useRef, useState } from 'react'

import { Picture } from '../../../components/Image'
import type { BlockProps } from '../components/BlockList'
import { imgs, str } from '../types'

/** A continuously scrolling track: the loop time follows the measured width and the speed in px/s. */
function useMarquee(speed: unknown) {
  const ref = useRef<HTMLDivElement>(null)
  const [duration, setDuration] = useState<number | null>(null)
  useEffect(() => {
    const element = ref.current
    if (element === null) return undefined
    const measure = () => setDuration(marqueeDuration(element.scrollWidth / 2, speed))
    measure()
    if (typeof ResizeObserver === 'undefined') return undefined
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [speed])
  return { ref, duration }
}

export function Marquee({ block }: BlockProps<'marquee'>) {
  const text = str(block, 'text')
  const direction = marqueeDirection(typeof block.direction === 'string' ? block.direction : null)
  const { ref, duration } = useMarquee(block.speed)
  const copy = Array.from({ length: MARQUEE_REPEAT }, () => text).join(' · ')
  return (
    <div className="cb-marquee" aria-label={text} role="marquee">
      <div
        ref={ref}
        className={`cb-marquee__track cb-marquee__track--${direction}`}
        style={duration === null ? undefined : { animationDuration: `${duration}s` }}
        aria-hidden="true"
      >
        <span>{copy} · </span>
        <span>{copy} · </span>
      </div>
    </div>
  )
}

export function ImageMarquee({ block }: BlockProps<'imageMarquee'>) {
  const images = imgs(block.images)
  const direction = marqueeDirection(typeof block.direction === 'string' ? block.direction : null)
  const { ref, duration } = useMarquee(block.speed)
  return (
    <div className="cb-marquee cb-marquee--images">
      <div
        ref={ref}
        className={`cb-marquee__track cb-marquee__track--${direction}`}
        style={duration === null ? undefined : { animationDuration: `${duration}s` }}
      >
        {[0, 1].map((copy) =>
          images.map((image) => (
            <Picture key={`${copy}-${image.id}`} image={image} sizes="240px" max="small" alt={copy === 0 ? undefined : ''} />
          )),
        )}
      </div>
    </div>
  )
}
