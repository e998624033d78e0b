/** Before/after block (lazy): two images on top of each other, a range slider reveals the 'after' image. */
import { useState } from 'react'

import { Picture } from '../../../components/Image'
import type { BlockProps } from '../components/BlockList'
import { img, str } from '../types'

export default function BeforeAfter({ block }: BlockProps<'beforeAfter'>) {
  const before = img(block.before)
  const after = img(block.after)
  const [position, setPosition] = useState(50)
  if (before === null || after === null) return null
  const beforeLabel = str(block, 'beforeLabel') || 'Vorher'
  const afterLabel = str(block, 'afterLabel') || 'Nachher'
  return (
    <div className="cb cb--width-l cb-before-after">
      <div className="cb-before-after__stage">
        <Picture image={before} sizes="(min-width: 60rem) 60rem, 100vw" />
        <div className="cb-before-after__after" style={{ clipPath: `inset(0 0 0 ${position}%)` }}>
          <Picture image={after} sizes="(min-width: 60rem) 60rem, 100vw" />
        </div>
        <span className="cb-before-after__label cb-before-after__label--before">{beforeLabel}</span>
        <span className="cb-before-after__label cb-before-after__label--after">{afterLabel}</span>
        <div className="cb-before-after__handle" style={{ left: `${position}%` }} aria-hidden="true" />
      </div>
      <input
        className="cb-before-after__range"
        type="range"
        min={0}
        max={100}
        value={position}
        onChange={(event) => setPosition(Number(event.target.value))}
        aria-label={`${beforeLabel}/${afterLabel} vergleichen`}
      />
    </div>
  )
}
