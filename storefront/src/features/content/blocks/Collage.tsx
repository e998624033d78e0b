/** Collage block: up to six images; the stylesheet arranges them by count (`cb-collage--{n}`). */
import { Picture } from '../../../components/Image'
import type { BlockProps } from '../components/BlockList'
import { imgs } from '../types'

export function Collage({ block }: BlockProps<'collage'>) {
  const images = imgs(block.images).slice(0, 6)
  return (
    <div className={`cb cb--width-l cb-collage cb-collage--${images.length}`}>
      {images.map((image) => (
        <Picture key={image.id} image={image} sizes="(min-width: 60rem) 30rem, 50vw" max="medium" />
      ))}
    </div>
  )
}
