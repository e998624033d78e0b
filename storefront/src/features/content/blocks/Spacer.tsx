/** Spacer block: vertical space by the spec's sizes (domain/content-blocks.ts); a negative size pulls up. */
import { spacerRem } from '@domain'
import type { SpacerSize } from '@domain'
import type { CSSProperties } from 'react'

import type { BlockProps } from '../components/BlockList'

export function Spacer({ block }: BlockProps<'spacer'>) {
  const size: SpacerSize = block.size || 'positive-2'
  const rem = spacerRem(size)
  const style: CSSProperties = rem < 0 ? { marginTop: `${rem}rem` } : { height: `${rem}rem` }
  return <div className={`cb-spacer cb-spacer--${size}`} style={style} aria-hidden="true" />
}
