import { useState } from 'react'

import { imageSources } from '../lib/images'
import type { ImageSize } from '../lib/images'
import type { ImageDoc } from '../lib/types'

/** A responsive image with the SF §4 loading states (loading, loaded, error). */
export function Picture({
  image,
  sizes,
  max = 'large',
  className,
  alt,
  eager = false,
}: {
  readonly image: ImageDoc
  readonly sizes: string
  readonly max?: ImageSize
  readonly className?: string
  readonly alt?: string
  readonly eager?: boolean
}) {
  const [state, setState] = useState<'loading' | 'loaded' | 'error'>('loading')
  const { src, srcSet } = imageSources(image, max)
  return (
    <img
      className={`picture picture--${state}${className === undefined ? '' : ` ${className}`}`}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt ?? image.alt ?? ''}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      onLoad={() => setState('loaded')}
      onError={() => setState('error')}
    />
  )
}
