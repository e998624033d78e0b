/** Layout block: a group of blocks with a width and an optional background colour. */
import type { CSSProperties } from 'react'

import { BlockList } from '../components/BlockList'
import type { BlockProps } from '../components/BlockList'
import { str } from '../types'
import { HEX, widthClass } from './style'

export function Layout({ block, depth = 0 }: BlockProps<'layout'>) {
  const blocks = Array.isArray(block.blocks) ? block.blocks : []
  const background = str(block, 'background')
  const style: CSSProperties | undefined = HEX.test(background) ? { background } : undefined
  return (
    <div className={`cb-layout ${widthClass(block, 'l')}`} style={style}>
      <BlockList blocks={blocks} depth={depth + 1} />
    </div>
  )
}
