/** Markdown block: the HTML the server converted and sanitised (`textHtml`); in the live preview the unsaved text. */
import { Html } from '../components/Html'
import type { BlockProps } from '../components/BlockList'
import { str } from '../types'

export default function MarkdownBlock({ block }: BlockProps<'markdown'>) {
  return (
    <div className="cb cb--width-m">
      <Html html={str(block, 'textHtml')} markdown={str(block, 'text')} />
    </div>
  )
}
