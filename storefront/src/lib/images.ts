/** Image URLs (SF §7, §9): /image/{size}/{id}-{version}.{ext} with a srcset over the named widths. */
import type { ImageDoc, Ref } from './types'

export const IMAGE_SIZES = [
  ['icon', 64],
  ['thumbnail', 128],
  ['tiny', 256],
  ['small', 640],
  ['medium', 1280],
  ['large', 1920],
] as const
export type ImageSize = (typeof IMAGE_SIZES)[number][0]

function extensionOf(image: ImageDoc): string {
  if (typeof image.extension === 'string' && image.extension !== '') return image.extension.replace(/^\./, '')
  const match = /\.([a-z0-9]+)$/i.exec(image.filename ?? '')
  return match?.[1]?.toLowerCase() ?? 'jpg'
}

export function asImage(ref: Ref<ImageDoc> | null | undefined): ImageDoc | null {
  return ref !== null && ref !== undefined && typeof ref === 'object' ? ref : null
}

export function imageUrl(image: ImageDoc, size?: ImageSize): string {
  const file = `${image.id}-${image.version ?? 1}.${extensionOf(image)}`
  return size === undefined ? `/image/${file}` : `/image/${size}/${file}`
}

export interface ImageSources {
  readonly src: string
  readonly srcSet: string
}

/** The smallest size is the default source (SF §9); the srcset lists every width up to `max`. */
export function imageSources(image: ImageDoc, max: ImageSize = 'large'): ImageSources {
  const maxIndex = IMAGE_SIZES.findIndex(([name]) => name === max)
  const sizes = IMAGE_SIZES.slice(0, maxIndex + 1)
  return {
    src: imageUrl(image, sizes[0]?.[0] ?? 'icon'),
    srcSet: sizes.map(([name, width]) => `${imageUrl(image, name)} ${width}w`).join(', '),
  }
}
