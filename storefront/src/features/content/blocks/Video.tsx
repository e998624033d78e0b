/** Video block (lazy): a native video with controls; autoplay only muted (browsers allow nothing else). */
import type { BlockProps } from '../components/BlockList'
import { img, str } from '../types'
import { imageUrl } from '../../../lib/images'

export default function Video({ block }: BlockProps<'video'>) {
  const src = str(block, 'src')
  if (!/^(\/|https:\/\/)/i.test(src)) return null
  const poster = img(block.poster)
  const autoplay = block.autoplay === true
  return (
    <div className="cb cb--width-l">
      <video
        className="cb-video"
        src={src}
        poster={poster === null ? undefined : imageUrl(poster, 'medium')}
        controls
        // nothing is fetched before the visitor presses play (a page with a video stays light), unless it autoplays
        preload={autoplay ? 'auto' : 'none'}
        playsInline
        autoPlay={autoplay}
        muted={autoplay}
        loop={block.loop === true}
      />
    </div>
  )
}
