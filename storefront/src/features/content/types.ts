/**
 * Content records as /api/init delivers them (collections/Sites.ts, Blocks.ts, Nodes.ts, collections/blocks):
 * `content.body` is a list of blocks, each with `blockType`; images populated (depth 1).
 */
import type { ImageDoc, RecordId, Ref } from '../../lib/types'

export type ContentBlock = { readonly id?: string; readonly blockType: string } & Readonly<Record<string, unknown>>

export interface SiteDoc {
  readonly id: RecordId
  readonly name: string
  readonly path: string
  readonly type: string
  readonly title?: string | null
  readonly description?: string | null
  readonly ogImage?: Ref<ImageDoc> | null
  readonly isPublic?: boolean | null
  /** Payload's draft status: 'draft' = saved but never published (only staff receive such rows). */
  readonly _status?: 'draft' | 'published' | null
  readonly content?: { readonly body?: readonly ContentBlock[] | null; readonly textHtml?: string | null } | null
}

export interface ReusableBlockDoc {
  readonly id: RecordId
  readonly name: string
  readonly identifier?: string | null
  readonly content?: { readonly body?: readonly ContentBlock[] | null } | null
}

/** Reads a string property of a block ('' when absent). */
export const str = (block: ContentBlock, key: string): string => {
  const value = block[key]
  return typeof value === 'string' ? value : ''
}

export const num = (block: ContentBlock, key: string): number | undefined => {
  const value = block[key]
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined
}

/** A populated image (an id alone cannot be rendered). */
export const img = (value: unknown): ImageDoc | null =>
  value !== null && typeof value === 'object' && 'id' in value ? (value as ImageDoc) : null

export const imgs = (value: unknown): ImageDoc[] =>
  Array.isArray(value) ? value.map(img).filter((image): image is ImageDoc => image !== null) : []
