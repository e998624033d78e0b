/** Columns block: up to COLUMNS_MAX columns of sanitised HTML (domain/content-blocks.ts). */
import { COLUMNS_MAX } from '@domain'

import type { BlockProps } from '../components/BlockList'
import { Html } from '../components/Html'
import { str } from '../types'

export function Columns({ block }: BlockProps<'columns'>) {
  const columns = (Array.isArray(block.columns) ? block.columns : []).slice(0, COLUMNS_MAX)
  return (
    <div className={`cb cb--width-l cb-columns cb-columns--${Math.max(1, columns.length)}`}>
      {columns.map((column, index) => (
        <div key={column.id ?? index} className="cb-columns__column">
          <Html html={str(column, 'textHtml')} />
        </div>
      ))}
    </div>
  )
}
