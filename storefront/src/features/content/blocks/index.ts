/**
 * The block registry: blockType → renderer (SF §3). Heavy renderers (gallery, flipbook, before/after, video, contact
 * form) are lazy chunks loaded with the first block that needs them; the rest are in the content route's chunk.
 */
import { lazy } from 'react'
import type { ComponentType } from 'react'

import type { BlockProps } from '../components/BlockList'
import type { ContentBlockType } from '../types'
import { Accordion } from './Accordion'
import { CircleText } from './CircleText'
import { Collage } from './Collage'
import { Columns } from './Columns'
import { Hero } from './Hero'
import { Iframe } from './Iframe'
import { ImageBlock } from './ImageBlock'
import { Layout } from './Layout'
import { LinkBlock } from './LinkBlock'
import MarkdownBlock from './MarkdownBlock'
import { ImageMarquee, Marquee } from './Marquee'
import { Reference } from './Reference'
import { RichText } from './RichText'
import { Spacer } from './Spacer'
import { TextSection } from './TextSection'
import { Waves } from './Waves'

const Gallery = lazy(() => import('./Gallery'))
const Flipbook = lazy(() => import('./Flipbook'))
const BeforeAfter = lazy(() => import('./BeforeAfter'))
const Video = lazy(() => import('./Video'))
const ContactForm = lazy(() => import('./ContactForm'))

export const RENDERERS: { readonly [T in ContentBlockType]: ComponentType<BlockProps<T>> } = {
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
