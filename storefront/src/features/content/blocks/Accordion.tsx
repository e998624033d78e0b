/** Accordion block: one native <details> per item (title as summary, sanitised HTML as body). */
import type { BlockProps } from '../components/BlockList'
import { Html } from '../components/Html'
import { str } from '../types'

export function Accordion({ block }: BlockProps<'accordion'>) {
  const items = Array.isArray(block.items) ? block.items : []
  return (
    <div className="cb cb--width-m cb-accordion">
      {items.map((item, index) => (
        <details key={item.id ?? index}>
          <summary>{str(item, 'title')}</summary>
          <Html html={str(item, 'textHtml')} />
        </details>
      ))}
    </div>
  )
}
