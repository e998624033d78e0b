/** Image URLs (SF §7, §9): /image/{size}/{id}-{version}.{ext} with a srcset over the named widths. */
import { IMAGE_SIZES, imageFileName, imagePath, imageSourcesOf } from '@domain'
import type { ImageSize } from '@domain'

import type { ImageDoc, Ref } from './types'

export { IMAGE_SIZES }
export type { ImageSize }

/** '{id}-{version}.{ext}' (domain/images.ts: a malformed id or extension gives no file, and so no URL). */
const fileOf = (image: ImageDoc): string => imageFileName(image) ?? ''

export function asImage(ref: Ref<ImageDoc> | null | undefined): ImageDoc | null {
  return ref !== null && ref !== undefined && typeof ref === 'object' ? ref : null
}

export function imageUrl(image: ImageDoc, size?: ImageSize): string {
  return imagePath(fileOf(image), size)
}

export interface ImageSources {
  readonly src: string
  readonly srcSet: string
}

/** The smallest size is the default source (SF §9); the srcset lists every width up to `max`. */
export function imageSources(image: ImageDoc, max: ImageSize = 'large'): ImageSources {
  return imageSourcesOf(fileOf(image), max)
}
