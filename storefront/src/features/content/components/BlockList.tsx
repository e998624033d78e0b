/**
 * Renders a block list (SF §3 content blocks): one renderer per block type; heavy ones (gallery, flipbook,
 * before/after, video, contact form) are loaded with the first block that needs them; markdown arrives as HTML from
 * the server (no parser here). An unknown block type is skipped (content from a newer version must not break a page).
 */
import { Suspense, lazy } from 'react'
import type { ComponentType } from 'react'

import type { ContentBlock } from '../types'
import {
  Accordion,
  CircleText,
  Collage,
  Columns,
  Hero,
  Iframe,
  ImageBlock,
  ImageMarquee,
  LinkBlock,
  Marquee,
  Reference,
  RichText,
  Spacer,
  TextSection,
  Waves,
} from '../blocks/basic'
import { Layout } from '../blocks/Layout'
import MarkdownBlock from '../blocks/MarkdownBlock'

export type BlockProps = { readonly block: ContentBlock; readonly first?: boolean; readonly depth?: number }

const MAX_DEPTH = 3

const Gallery = lazy(() => import('../blocks/Gallery'))
const Flipbook = lazy(() => import('../blocks/Flipbook'))
const BeforeAfter = lazy(() => import('../blocks/BeforeAfter'))
const Video = lazy(() => import('../blocks/Video'))
const ContactForm = lazy(() => import('../blocks/ContactForm'))

export const RENDERERS: Readonly<Record<string, ComponentType<BlockProps>>> = {
  hero: Hero,
  richText: RichText,
  markdown: MarkdownBlock,
  textSection: TextSection,
  link: LinkBlock,
  spacer: Spacer,
  marquee: Marquee,
  imageMarquee: ImageMarquee,
  accordion: Accordion,
  image: ImageBlock,
  gallery: Gallery,
  collage: Collage,
  circleText: CircleText,
  waves: Waves,
  video: Video,
  beforeAfter: BeforeAfter,
  iframe: Iframe,
  columns: Columns,
  layout: Layout,
  contactForm: ContactForm,
  flipbook: Flipbook,
  reference: Reference,
}

export function BlockList({
  blocks: given,
  heading,
  depth = 0,
}: {
  readonly blocks: readonly ContentBlock[]
  readonly heading?: string
  readonly depth?: number
}) {
  // a list from an older or half-edited document (live preview) may be missing
  const blocks = Array.isArray(given) ? given : []
  const startsWithHero = blocks[0]?.blockType === 'hero'
  // layouts and reusable blocks nest; a block that (indirectly) contains itself stops here
  if (depth > MAX_DEPTH) return null
  return (
    <div className="content-blocks">
      {heading !== undefined && !startsWithHero ? <h1 className="cb cb--width-m content-title">{heading}</h1> : null}
      {blocks.map((block, index) => {
        const Renderer = RENDERERS[block.blockType]
        if (Renderer === undefined) return null
        return (
          <Suspense key={block.id ?? index} fallback={<div className="cb-placeholder" />}>
            <section className={`cb-block cb-block--${block.blockType}`} data-block={block.blockType}>
              <Renderer block={block} first={index === 0 && depth === 0} depth={depth} />
            </section>
          </Suspense>
        )
      })}
    </div>
  )
}
