/**
 * Content records as /api/init delivers them: the server's contracts (contracts/content.ts), types only.
 * Helpers read a block's field by its contract key and still check the value (the live preview sends form values).
 */
import type { ImageDoc, Ref } from '../../lib/types'

export type { ContentBlock, ContentBlockOf, ContentBlockType, ReusableBlockDoc, SiteDoc } from '@contracts'

/** Reads a string field ('' when absent or not a string). */
export const str = <B extends object>(block: B, key: keyof B & string): string => {
  const value: unknown = block[key]
  return typeof value === 'string' ? value : ''
}

export const num = <B extends object>(block: B, key: keyof B & string): number | undefined => {
  const value: unknown = block[key]
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined
}

/** A populated image (an id alone cannot be rendered). */
export const img = (value: Ref<ImageDoc> | null | undefined): ImageDoc | null =>
  value !== null && typeof value === 'object' && 'id' in value ? value : null

export const imgs = (value: readonly Ref<ImageDoc>[] | null | undefined): ImageDoc[] =>
  Array.isArray(value) ? value.map(img).filter((image): image is ImageDoc => image !== null) : []
