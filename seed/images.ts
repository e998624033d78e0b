/**
 * Images of the demo, uploaded to `images` and found again by their alt text (so uploaded only once):
 * - photos: small illustrated food photos (480×320 WebP, a few KiB each) shipped in seed/photos/, drawn by
 *   scripts/generate-photos.mjs — one per product that has one, and for branches and categories (no text in them:
 *   a picture's own text showed through behind the branch name);
 * - the logo: rendered by sharp from an SVG with the shop's name.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import sharp from 'sharp'

import { type Id, type SeedContext, upsertImage } from './factories'

export interface ImageSeed {
  readonly key: string
  readonly label: string
  readonly sublabel?: string
  readonly alt: string
  /** Background colour, hex. */
  readonly color: string
  /** A photo in seed/photos/ (file name without .webp) instead of the rendered placeholder. */
  readonly photo?: string
  /** A square icon (favicon): the label's first letter on the colour. */
  readonly icon?: boolean
}

export const IMAGES = [
  { key: 'logo', label: 'Genusswerk', sublabel: 'Wien · Graz · Linz', alt: 'Genusswerk Logo', color: '#111111' },
  { key: 'favicon', label: 'Genusswerk', alt: 'Genusswerk Favicon', color: '#111111', icon: true },
  {
    key: 'hero',
    label: 'Genusswerk',
    alt: 'Genusswerk Titelbild – Wiener Schnitzel',
    color: '#7a2e1f',
    photo: 'hero',
  },
  { key: 'branch-wien', label: 'Wien', alt: 'Genusswerk Wien – Zwiebelrostbraten', color: '#b23a48', photo: 'branch-wien' },
  { key: 'branch-graz', label: 'Graz', alt: 'Genusswerk Graz – Salat der Saison', color: '#2f6f4f', photo: 'branch-graz' },
  { key: 'branch-linz', label: 'Linz', alt: 'Genusswerk Linz – Catering-Buffet', color: '#1f4e79', photo: 'branch-linz' },
  { key: 'cat-suppen', label: 'Suppen', alt: 'Kategorie Suppen – Gulaschsuppe', color: '#c8702a', photo: 'gulaschsuppe' },
  { key: 'cat-hauptspeisen', label: 'Hauptspeisen', alt: 'Kategorie Hauptspeisen – Wiener Schnitzel', color: '#8c4a2f', photo: 'wiener-schnitzel' },
  { key: 'cat-pizza', label: 'Pizza & Flammkuchen', alt: 'Kategorie Pizza & Flammkuchen – Pizza', color: '#c0392b', photo: 'pizza-margherita' },
  { key: 'cat-burger', label: 'Burger & Bowls', alt: 'Kategorie Burger & Bowls – Burger', color: '#d35400', photo: 'genusswerk-burger' },
  { key: 'cat-mittag', label: 'Mittagsmenüs', alt: 'Kategorie Mittagsmenüs – Menübox', color: '#5d6d7e', photo: 'mittagsmenue-klassik' },
  {
    key: 'cat-feinkost',
    label: 'Feinkost',
    alt: 'Kategorie Feinkost & Fleischerei – Bergkäse',
    color: '#6e2c00',
    photo: 'bergkaese',
  },
  { key: 'cat-desserts', label: 'Mehlspeisen', alt: 'Kategorie Desserts & Mehlspeisen – Sachertorte', color: '#a9446e', photo: 'sachertorte' },
  { key: 'cat-getraenke', label: 'Getränke', alt: 'Kategorie Getränke – Zweigelt', color: '#117a65', photo: 'zweigelt' },
  {
    key: 'cat-catering',
    label: 'Catering',
    alt: 'Kategorie Catering & Events – Buffet',
    color: '#283747',
    photo: 'buffet-wiener-art',
  },
  { key: 'cat-shop', label: 'Shop', alt: 'Kategorie Shop & Gutscheine – Gutschein', color: '#7d6608', photo: 'gutschein' },
] as const satisfies readonly ImageSeed[]

export type ImageKey = (typeof IMAGES)[number]['key']

export const IMAGE_WIDTH = 1200
export const IMAGE_HEIGHT = 800

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The SVG source of a placeholder: background, a subtle frame, a centred title and an optional subtitle. */
export function placeholderSvg(image: Pick<ImageSeed, 'label' | 'sublabel' | 'color'>): string {
  const font = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif"
  const sub = image.sublabel
    ? `<text x="600" y="480" font-family="${font}" font-size="40" fill="#ffffff" fill-opacity="0.8" text-anchor="middle">${escapeXml(image.sublabel)}</text>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}">
  <rect width="100%" height="100%" fill="${image.color}"/>
  <rect x="40" y="40" width="1120" height="720" rx="24" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4"/>
  <text x="600" y="${image.sublabel ? 390 : 420}" font-family="${font}" font-size="96" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(image.label)}</text>
  ${sub}
</svg>`
}

/** The square favicon: the first letter, white on the colour, rounded. */
export function iconSvg(image: Pick<ImageSeed, 'label' | 'color'>): string {
  const font = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif"
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <rect width="256" height="256" rx="56" fill="${image.color}"/>
  <text x="128" y="176" font-family="${font}" font-size="150" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(image.label.slice(0, 1))}</text>
</svg>`
}

export async function renderPlaceholder(image: Pick<ImageSeed, 'label' | 'sublabel' | 'color' | 'icon'>): Promise<Buffer> {
  return sharp(Buffer.from(image.icon ? iconSvg(image) : placeholderSvg(image)))
    .png({ compressionLevel: 9 })
    .toBuffer()
}

export const PHOTO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'photos')

/** The shipped photo of a product (by its seed key), or null when it has none. */
export function productPhoto(productKey: string): string | null {
  return fs.existsSync(path.join(PHOTO_DIR, `${productKey}.webp`)) ? productKey : null
}

const photoFile = (photo: string) => {
  const data = fs.readFileSync(path.join(PHOTO_DIR, `${photo}.webp`))
  return { data, mimetype: 'image/webp', name: `genusswerk-${photo}.webp`, size: data.length }
}

/** Uploads the images that do not exist yet; returns the image ids by key. */
export async function seedImages(ctx: SeedContext): Promise<Record<ImageKey, Id>> {
  const ids: Partial<Record<ImageKey, Id>> = {}
  for (const image of IMAGES as readonly ImageSeed[]) {
    const { id } = await upsertImage(ctx, image.alt, async () => {
      if (image.photo) return photoFile(image.photo)
      const data = await renderPlaceholder(image)
      return { data, mimetype: 'image/png', name: `genusswerk-${image.key}.png`, size: data.length }
    })
    ids[image.key as ImageKey] = id
  }
  return ids as Record<ImageKey, Id>
}

/** Uploads a product's photo (alt "Foto: {name}") when it has one; its image id, or null. */
export async function seedProductPhoto(ctx: SeedContext, productKey: string, productName: string): Promise<Id | null> {
  const photo = productPhoto(productKey)
  if (photo === null) return null
  return (await upsertImage(ctx, `Foto: ${productName}`, async () => photoFile(photo))).id
}
