/** Rich text block: the HTML the server converted and sanitised, at the medium width. */
import type { BlockProps } from '../components/BlockList'
import { Html } from '../components/Html'
import { str } from '../types'

export function RichText({ block }: BlockProps<'richText'>) {
  return (
    <div className="cb cb--width-m">
      <Html html={str(block, 'textHtml')} />
    </div>
  )
}
