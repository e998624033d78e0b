/** Circle text block: the text set along a circle in an SVG; font size from domain/content-blocks.ts. */
import { CIRCLE_TEXT_DEFAULT_SIZE, circleTextSize } from '@domain'
import { useId } from 'react'

import type { BlockProps } from '../components/BlockList'
import { num, str } from '../types'

export function CircleText({ block }: BlockProps<'circleText'>) {
  const id = useId()
  const text = str(block, 'text')
  const size = circleTextSize(num(block, 'fontSize') ?? CIRCLE_TEXT_DEFAULT_SIZE)
  const radius = 80
  return (
    <div className="cb cb-circle">
      <svg viewBox="0 0 200 200" role="img" aria-label={text} className="cb-circle__svg">
        <defs>
          <path
            id={`circle-${id}`}
            d={`M 100,100 m -${radius},0 a ${radius},${radius} 0 1,1 ${radius * 2},0 a ${radius},${radius} 0 1,1 -${radius * 2},0`}
          />
        </defs>
        <text style={{ fontSize: size }} aria-hidden="true">
          <textPath href={`#circle-${id}`} textLength={Math.floor(2 * Math.PI * radius) - 4} lengthAdjust="spacingAndGlyphs">
            {text}
          </textPath>
        </text>
      </svg>
    </div>
  )
}
