/**
 * Content on the wire (GET /api/init's sites, blocks and navigations; GET /api/sites/:id/preview): the block types of
 * payload-types.ts, discriminated on `blockType` (modules/content/collections/blocks), images populated (depth 1). The
 * live preview renders unsaved form values under these types too, so the storefront's renderers still check values at
 * runtime.
 */
import type { Block, Navigation, Site } from './payload-types'
import type { ImageDoc, Ref } from './records'

/** Any block of a page's body. */
export type ContentBlock = NonNullable<NonNullable<Site['content']>['body']>[number]
export type ContentBlockType = ContentBlock['blockType']
/** The block of one type ('hero' → ContentBlockHero). */
export type ContentBlockOf<T extends ContentBlockType> = Extract<ContentBlock, { blockType: T }>

export type SiteDoc = Pick<
  Site,
  'id' | 'name' | 'path' | 'type' | 'title' | 'description' | 'isPublic' | '_status' | 'content'
> & {
  ogImage?: Ref<ImageDoc> | null
}

/** A reusable block ("Blöcke"), referenced by the `reference` block. */
export type ReusableBlockDoc = Pick<Block, 'id' | 'name' | 'identifier' | 'content'>

type NavigationEntry = NonNullable<Navigation['items']>[number]
/** A navigation item; the admin nests one level (children), the storefront reads any depth. */
export type NavigationItem = Omit<NavigationEntry, 'children'> & { children?: NavigationItem[] | null }
export type NavigationDoc = Pick<Navigation, 'id' | 'identifier'> & { items?: NavigationItem[] | null }
