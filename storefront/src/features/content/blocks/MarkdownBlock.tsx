/** Markdown block (lazy: marked is loaded with the first one). */
import Markdown from '../components/Markdown'
import type { BlockProps } from '../components/BlockList'
import { str } from '../types'

export default function MarkdownBlock({ block }: BlockProps) {
  return (
    <div className="cb cb--width-m">
      <Markdown source={str(block, 'text')} />
    </div>
  )
}
