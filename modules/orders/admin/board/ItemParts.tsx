import { partText } from './format'
import type { BoardItem } from './types'

type Item = BoardItem

/** An item's chosen options, one line each (the board card and the staff order view). */
export function ItemParts({ item }: { readonly item: Item }) {
  const parts = item.parts ?? []
  if (parts.length === 0) return null
  return (
    <ul className="tob-item__parts">
      {parts.map((part, k) => (
        <li key={`${part.name ?? k}`}>{partText(part)}</li>
      ))}
    </ul>
  )
}
