/** Image block: one picture with an optional caption; `sizes` follows the chosen width. */
import { Picture } from '../../../components/Image'
import type { BlockProps } from '../components/BlockList'
import { img, str } from '../types'
import { widthClass } from './style'

export function ImageBlock({ block }: BlockProps<'image'>) {
  const image = img(block.image)
  if (image === null) return null
  const width = str(block, 'width')
  return (
    <figure className={widthClass(block, 'l')}>
      <Picture
        image={image}
        sizes={width === 's' ? '(min-width: 40rem) 40rem, 100vw' : width === 'm' ? '(min-width: 60rem) 60rem, 100vw' : '100vw'}
      />
      {str(block, 'caption') !== '' ? <figcaption>{str(block, 'caption')}</figcaption> : null}
    </figure>
  )
}
