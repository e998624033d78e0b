/**
 * The content blocks of SF §3 as Payload blocks (the layout builder of sites, blocks and nodes). Stored as JSON
 * (postgres adapter `blocksAsJSON`, payload.config.ts): no table per nested block. Renderers:
 * storefront/src/features/content/blocks. Labels in formal German.
 */
import type { Block, BlockSlug, Field } from 'payload'

import {
  BLOCK_DIRECTIONS,
  BLOCK_WIDTHS,
  CIRCLE_TEXT_DEFAULT_SIZE,
  CIRCLE_TEXT_MIN_SIZE,
  COLUMNS_MAX,
  COLUMNS_MIN,
  LINK_TARGETS,
  LINK_VARIANTS,
  MARQUEE_DEFAULT_SPEED,
  MARQUEE_MIN_SPEED,
  SPACER_SIZES,
} from '../../../../domain/content-blocks'
import { colorField } from '../../../../platform/fields/color'
import { markdownFields, validateLink, wysiwygFields } from '../fields/content'
import { SLUGS } from '../../../../platform/slugs'

const WIDTH_LABELS: Record<(typeof BLOCK_WIDTHS)[number], string> = { s: 'Schmal (S)', m: 'Mittel (M)', l: 'Breit (L)' }
const DIRECTION_LABELS: Record<(typeof BLOCK_DIRECTIONS)[number], string> = { rtl: 'Nach links (rtl)', ltr: 'Nach rechts (ltr)' }
const TARGET_LABELS: Record<(typeof LINK_TARGETS)[number], string> = { _self: 'Im selben Fenster', _blank: 'In neuem Fenster' }
const VARIANT_LABELS: Record<(typeof LINK_VARIANTS)[number], string> = {
  primary: 'Schaltfläche',
  secondary: 'Schaltfläche (Umriss)',
  text: 'Textlink',
  arrow: 'Link mit Pfeil',
}
const spacerLabel = (size: string) => {
  const [sign, step] = size.split('-')
  return `${sign === 'negative' ? 'Negativ' : 'Positiv'} ${step}`
}

const width = (defaultValue: (typeof BLOCK_WIDTHS)[number] = 'm'): Field => ({
  name: 'width',
  label: 'Breite',
  type: 'select',
  defaultValue,
  options: BLOCK_WIDTHS.map((value) => ({ value, label: WIDTH_LABELS[value] })),
})

const direction: Field = {
  name: 'direction',
  label: 'Richtung',
  type: 'select',
  defaultValue: 'rtl',
  options: BLOCK_DIRECTIONS.map((value) => ({ value, label: DIRECTION_LABELS[value] })),
}

const speed: Field = {
  name: 'speed',
  label: 'Geschwindigkeit (px/s)',
  type: 'number',
  defaultValue: MARQUEE_DEFAULT_SPEED,
  min: MARQUEE_MIN_SPEED,
  max: 2000,
}

const image = (name = 'image', label = 'Bild', required = true): Field => ({
  name,
  label,
  type: 'upload',
  relationTo: SLUGS.images,
  required,
})

const images = (name = 'images', label = 'Bilder', minRows = 1): Field => ({
  name,
  label,
  type: 'upload',
  relationTo: SLUGS.images,
  hasMany: true,
  required: true,
  minRows,
  maxRows: 60,
})

const linkFields = (required: boolean): Field[] => [
  {
    type: 'row',
    fields: [
      { name: 'label', label: 'Beschriftung', type: 'text', required, maxLength: 200 },
      {
        name: 'url',
        label: 'Linkziel',
        type: 'text',
        required,
        admin: { description: 'Pfad (/…), URL (https://…), mailto: oder tel:' },
        validate: (value: string | null | undefined) => validateLink(value, { required }),
      },
      {
        name: 'target',
        label: 'Öffnen',
        type: 'select',
        defaultValue: '_self',
        options: LINK_TARGETS.map((value) => ({ value, label: TARGET_LABELS[value] })),
      },
    ],
  },
]

/**
 * The block picker's thumbnails: one schematic drawing per block, committed as SVG in public/block-thumbnails/ and
 * served by Next from there (no CDN). Payload's picker otherwise shows the same placeholder for every block.
 */
export const BLOCK_THUMBNAIL_DIR = 'public/block-thumbnails'
export const blockThumbnailUrl = (slug: string) => `/block-thumbnails/${slug}.svg`
const BLOCK_THUMBNAIL_ALT: Record<string, string> = {
  hero: 'Skizze: großes Bild mit Überschrift und Schaltfläche',
  richText: 'Skizze: Überschrift, Absatz mit Link und Aufzählung',
  markdown: 'Skizze: Markdown-Text mit Überschrift und Absätzen',
  textSection: 'Skizze: Überschrift, Unterzeile und Textabsatz',
  link: 'Skizze: Schaltfläche mit Pfeil',
  spacer: 'Skizze: Abstand zwischen zwei Blöcken',
  marquee: 'Skizze: Textband, das seitlich durchläuft',
  imageMarquee: 'Skizze: Bilderreihe, die seitlich durchläuft',
  accordion: 'Skizze: aufklappbare Einträge, der erste geöffnet',
  image: 'Skizze: ein einzelnes Bild',
  gallery: 'Skizze: Bilder im Raster',
  collage: 'Skizze: überlappende, gedrehte Bilder',
  circleText: 'Skizze: Text im Kreis um ein Symbol',
  waves: 'Skizze: Wellenlinien als Trenner',
  video: 'Skizze: Video mit Abspielknopf',
  beforeAfter: 'Skizze: Vorher-Nachher-Bild mit Schieberegler',
  iframe: 'Skizze: eingebettete Webseite im Browserfenster',
  columns: 'Skizze: drei Textspalten nebeneinander',
  contactForm: 'Skizze: Formular mit Eingabefeldern und Senden-Knopf',
  flipbook: 'Skizze: aufgeschlagener Katalog zum Blättern',
  reference: 'Skizze: Verweis auf einen gespeicherten Baustein',
  layout: 'Skizze: Rahmen mit mehreren Blöcken darin',
}

/**
 * GraphQL and TypeScript type names get a prefix: a block 'image' must not collide with the Images collection's
 * 'Image' (the generated interface of a block in `config.blocks` is named after `interfaceName`, else its slug).
 */
const block = (slug: string, singular: string, plural: string, fields: Field[]): Block => {
  const typeName = `ContentBlock${slug.charAt(0).toUpperCase()}${slug.slice(1)}`
  return {
    slug,
    interfaceName: typeName,
    labels: { singular, plural },
    imageURL: blockThumbnailUrl(slug),
    imageAltText: BLOCK_THUMBNAIL_ALT[slug] ?? `Skizze des Blocks „${singular}“`,
    graphQL: { singularName: typeName },
    // the row shows the title typed into the block (Payload's block-name input stayed "Ohne Titel")
    admin: { components: { Label: '/platform/admin/NameRowLabel#BlockRowLabel' } },
    fields,
  }
}

export const LinkBlock = block('link', 'Link', 'Links', [
  ...linkFields(true),
  {
    name: 'variant',
    label: 'Darstellung',
    type: 'select',
    defaultValue: 'primary',
    options: LINK_VARIANTS.map((value) => ({ value, label: VARIANT_LABELS[value] })),
  },
])

export const SpacerBlock = block('spacer', 'Abstand', 'Abstände', [
  {
    name: 'size',
    label: 'Größe',
    type: 'select',
    required: true,
    defaultValue: 'positive-2',
    options: SPACER_SIZES.map((value) => ({ value, label: spacerLabel(value) })),
  },
])

export const RichTextBlock = block('richText', 'Text (Editor)', 'Texte (Editor)', [
  ...wysiwygFields('text', 'Inhalt', { required: true }),
])

export const MarkdownBlock = block('markdown', 'Text (Markdown)', 'Texte (Markdown)', [
  ...markdownFields('text', 'Inhalt', { required: true }),
])

export const TextSectionBlock = block('textSection', 'Textabschnitt', 'Textabschnitte', [
  { name: 'title', label: 'Überschrift', type: 'text', maxLength: 300 },
  ...wysiwygFields('text', 'Text'),
  width('m'),
])

export const MarqueeBlock = block('marquee', 'Laufschrift', 'Laufschriften', [
  { name: 'text', label: 'Text', type: 'text', required: true, maxLength: 500 },
  { type: 'row', fields: [speed, direction] },
])

export const ImageMarqueeBlock = block('imageMarquee', 'Bilder-Laufband', 'Bilder-Laufbänder', [
  images(),
  { type: 'row', fields: [speed, direction] },
])

export const AccordionBlock = block('accordion', 'Akkordeon', 'Akkordeons', [
  {
    name: 'items',
    label: 'Einträge',
    type: 'array',
    labels: { singular: 'Eintrag', plural: 'Einträge' },
    minRows: 1,
    fields: [{ name: 'title', label: 'Titel', type: 'text', required: true, maxLength: 300 }, ...wysiwygFields('text', 'Text')],
  },
])

export const ImageBlock = block('image', 'Bild', 'Bilder', [
  image(),
  { name: 'caption', label: 'Bildunterschrift', type: 'text', maxLength: 300 },
  width('l'),
])

export const GalleryBlock = block('gallery', 'Galerie', 'Galerien', [images(), width('l')])

export const CollageBlock = block('collage', 'Collage', 'Collagen', [images('images', 'Bilder', 2)])

export const CircleTextBlock = block('circleText', 'Kreistext', 'Kreistexte', [
  { name: 'text', label: 'Text', type: 'text', required: true, maxLength: 120 },
  {
    name: 'fontSize',
    label: 'Schriftgröße (px)',
    type: 'number',
    defaultValue: CIRCLE_TEXT_DEFAULT_SIZE,
    min: CIRCLE_TEXT_MIN_SIZE,
    max: 80,
  },
])

export const WavesBlock = block('waves', 'Wellen', 'Wellen', [
  colorField('color', 'Farbe'),
  { name: 'flip', label: 'Gespiegelt', type: 'checkbox', defaultValue: false },
])

export const VideoBlock = block('video', 'Video', 'Videos', [
  {
    name: 'src',
    label: 'Video-Adresse',
    type: 'text',
    required: true,
    admin: { description: 'MP4- oder WebM-Datei: Pfad (/upload/…) oder URL (https://…).' },
    validate: (value: string | null | undefined) =>
      typeof value === 'string' && /^(\/|https:\/\/)\S+$/i.test(value.trim())
        ? true
        : 'Bitte geben Sie einen Pfad (/…) oder eine https-URL an.',
  },
  image('poster', 'Vorschaubild', false),
  {
    type: 'row',
    fields: [
      { name: 'autoplay', label: 'Automatisch abspielen (stumm)', type: 'checkbox', defaultValue: false },
      { name: 'loop', label: 'Wiederholen', type: 'checkbox', defaultValue: false },
    ],
  },
])

export const BeforeAfterBlock = block('beforeAfter', 'Vorher/Nachher', 'Vorher/Nachher', [
  { type: 'row', fields: [image('before', 'Vorher'), image('after', 'Nachher')] },
  {
    type: 'row',
    fields: [
      { name: 'beforeLabel', label: 'Beschriftung vorher', type: 'text', defaultValue: 'Vorher', maxLength: 60 },
      { name: 'afterLabel', label: 'Beschriftung nachher', type: 'text', defaultValue: 'Nachher', maxLength: 60 },
    ],
  },
])

export const IframeBlock = block('iframe', 'Eingebettete Seite', 'Eingebettete Seiten', [
  {
    name: 'url',
    label: 'Adresse',
    type: 'text',
    required: true,
    validate: (value: string | null | undefined) =>
      typeof value === 'string' && /^https:\/\/\S+$/i.test(value.trim()) ? true : 'Bitte geben Sie eine https-URL an.',
  },
  { name: 'title', label: 'Titel (für Screenreader)', type: 'text', required: true, maxLength: 200 },
  { name: 'height', label: 'Höhe (px)', type: 'number', defaultValue: 480, min: 100, max: 4000 },
])

export const HeroBlock = block('hero', 'Hero', 'Heros', [
  { name: 'title', label: 'Überschrift', type: 'text', required: true, maxLength: 200 },
  { name: 'subtitle', label: 'Unterzeile', type: 'textarea', maxLength: 600 },
  image('image', 'Hintergrundbild', false),
  {
    name: 'link',
    label: 'Schaltfläche',
    type: 'group',
    fields: linkFields(false),
  },
])

export const ColumnsBlock = block('columns', 'Spalten', 'Spalten', [
  {
    name: 'columns',
    label: 'Spalten',
    type: 'array',
    labels: { singular: 'Spalte', plural: 'Spalten' },
    minRows: COLUMNS_MIN,
    maxRows: COLUMNS_MAX,
    fields: [...wysiwygFields('text', 'Text')],
  },
])

export const ContactFormBlock = block('contactForm', 'Kontaktformular', 'Kontaktformulare', [
  { name: 'title', label: 'Überschrift', type: 'text', defaultValue: 'Kontakt', maxLength: 200 },
  { name: 'intro', label: 'Einleitung', type: 'textarea', maxLength: 1000 },
  {
    name: 'email',
    label: 'E-Mail-Adresse',
    type: 'email',
    admin: { description: 'Leer = E-Mail-Adresse aus der Konfiguration.' },
  },
  {
    name: 'phone',
    label: 'Telefon',
    type: 'text',
    maxLength: 40,
    admin: { description: 'Leer = Telefon aus der Konfiguration.' },
  },
  {
    name: 'branch',
    label: 'Filiale',
    type: 'relationship',
    relationTo: SLUGS.branches,
    admin: {
      description:
        'Optional: Anfragen gehören zu dieser Filiale (ihre Mitarbeiter sehen sie) und gehen ohne eigene E-Mail-Adresse an die Benachrichtigungs-E-Mail der Filiale.',
    },
  },
])

export const FlipbookBlock = block('flipbook', 'Blätterkatalog', 'Blätterkataloge', [
  { name: 'title', label: 'Titel', type: 'text', maxLength: 200 },
  images('pages', 'Seiten', 2),
])

export const ReferenceBlock = block('reference', 'Baustein', 'Bausteine', [
  {
    name: 'block',
    label: 'Baustein',
    type: 'relationship',
    relationTo: SLUGS.blocks,
    required: true,
    admin: { description: 'Ein wiederverwendbarer Block aus „Blöcke“.' },
  },
])

/** Blocks that may appear inside a layout (everything except layouts themselves: one level of nesting). */
export const LEAF_BLOCKS: Block[] = [
  HeroBlock,
  RichTextBlock,
  MarkdownBlock,
  TextSectionBlock,
  LinkBlock,
  SpacerBlock,
  MarqueeBlock,
  ImageMarqueeBlock,
  AccordionBlock,
  ImageBlock,
  GalleryBlock,
  CollageBlock,
  CircleTextBlock,
  WavesBlock,
  VideoBlock,
  BeforeAfterBlock,
  IframeBlock,
  ColumnsBlock,
  ContactFormBlock,
  FlipbookBlock,
  ReferenceBlock,
]

export const LayoutBlock = block('layout', 'Layout', 'Layouts', [
  { type: 'row', fields: [width('l'), colorField('background', 'Hintergrundfarbe')] },
  {
    name: 'blocks',
    label: 'Inhalt',
    type: 'blocks',
    labels: { singular: 'Block', plural: 'Blöcke' },
    // referenced from config.blocks (CONTENT_BLOCKS), see bodyField
    blockReferences: LEAF_BLOCKS.map((leaf) => leaf.slug as BlockSlug),
    blocks: [],
  },
])

/**
 * Every block of the layout builder: defined once in payload.config.ts `blocks` and referenced by slug
 * (`blockReferences`) from every body field and the layout block. Inlined, the 22 block configs were repeated in the
 * client config of every admin page (3 collections × body + layout, ≈ 85 KB of its 236 KB) and walked again for
 * every field schema map and permission check (issue 12). Storage is unchanged: blocks are JSON (`blocksAsJSON`).
 */
export const CONTENT_BLOCKS: Block[] = [...LEAF_BLOCKS, LayoutBlock]

/** The layout builder field (`body`): a list of blocks. */
export const bodyField = (label = 'Inhalt', condition?: (data: Record<string, unknown>) => boolean): Field => ({
  name: 'body',
  admin: condition ? { condition: (data) => condition(data) } : undefined,
  label,
  type: 'blocks',
  labels: { singular: 'Block', plural: 'Blöcke' },
  maxRows: 200,
  blockReferences: CONTENT_BLOCKS.map((entry) => entry.slug as BlockSlug),
  blocks: [], // Payload: empty when blockReferences is used
})
