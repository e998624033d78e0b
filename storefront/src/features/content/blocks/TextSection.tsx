/** Text section block: an optional h2 over sanitised HTML, at the chosen width. */
import type { BlockProps } from '../components/BlockList'
import { Html } from '../components/Html'
import { str } from '../types'
import { widthClass } from './style'

export function TextSection({ block }: BlockProps<'textSection'>) {
  return (
    <div className={widthClass(block)}>
      {str(block, 'title') !== '' ? <h2>{str(block, 'title')}</h2> : null}
      <Html html={str(block, 'textHtml')} />
    </div>
  )
}
