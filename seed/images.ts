/**
 * Placeholder images for the demo: 1200×800 PNGs rendered by sharp from an SVG (coloured background,
 * a text label), uploaded to `images`. Found again by their alt text, so they are generated only once.
 */
import sharp from 'sharp'

import { type Id, type SeedContext, upsertImage } from './factories'

export interface ImageSeed {
  readonly key: string
  readonly label: string
  readonly sublabel?: string
  readonly alt: string
  /** Background colour, hex. */
  readonly color: string
}

export const IMAGES = [
  { key: 'logo', label: 'Genusswerk', sublabel: 'Wien · Graz · Linz', alt: 'Genusswerk Logo', color: '#111111' },
  {
    key: 'hero',
    label: 'Genusswerk',
    sublabel: 'Österreichische Küche zum Mitnehmen',
    alt: 'Genusswerk Titelbild',
    color: '#7a2e1f',
  },
  { key: 'branch-wien', label: 'Wien', sublabel: 'Neubaugasse', alt: 'Genusswerk Wien – Lokal', color: '#b23a48' },
  { key: 'branch-graz', label: 'Graz', sublabel: 'Sackstraße', alt: 'Genusswerk Graz – Lokal', color: '#2f6f4f' },
  { key: 'branch-linz', label: 'Linz', sublabel: 'Catering & Events', alt: 'Genusswerk Linz – Catering', color: '#1f4e79' },
  { key: 'cat-suppen', label: 'Suppen', alt: 'Kategorie Suppen', color: '#c8702a' },
  { key: 'cat-hauptspeisen', label: 'Hauptspeisen', alt: 'Kategorie Hauptspeisen', color: '#8c4a2f' },
  { key: 'cat-pizza', label: 'Pizza & Flammkuchen', alt: 'Kategorie Pizza & Flammkuchen', color: '#c0392b' },
  { key: 'cat-burger', label: 'Burger & Bowls', alt: 'Kategorie Burger & Bowls', color: '#d35400' },
  { key: 'cat-mittag', label: 'Mittagsmenüs', alt: 'Kategorie Mittagsmenüs', color: '#5d6d7e' },
  {
    key: 'cat-feinkost',
    label: 'Feinkost',
    sublabel: 'Leberkäse, Käse, Schinken',
    alt: 'Kategorie Feinkost & Fleischerei',
    color: '#6e2c00',
  },
  { key: 'cat-desserts', label: 'Mehlspeisen', alt: 'Kategorie Desserts & Mehlspeisen', color: '#a9446e' },
  { key: 'cat-getraenke', label: 'Getränke', alt: 'Kategorie Getränke', color: '#117a65' },
  {
    key: 'cat-catering',
    label: 'Catering',
    sublabel: 'Buffets & Eventausstattung',
    alt: 'Kategorie Catering & Events',
    color: '#283747',
  },
  { key: 'cat-shop', label: 'Shop', sublabel: 'Gutscheine & Geschenke', alt: 'Kategorie Shop & Gutscheine', color: '#7d6608' },
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

export async function renderPlaceholder(image: Pick<ImageSeed, 'label' | 'sublabel' | 'color'>): Promise<Buffer> {
  return sharp(Buffer.from(placeholderSvg(image)))
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/** Uploads the placeholders that do not exist yet; returns the image ids by key. */
export async function seedImages(ctx: SeedContext): Promise<Record<ImageKey, Id>> {
  const ids: Partial<Record<ImageKey, Id>> = {}
  for (const image of IMAGES) {
    const { id } = await upsertImage(ctx, image.alt, async () => {
      const data = await renderPlaceholder(image)
      return { data, mimetype: 'image/png', name: `genusswerk-${image.key}.png`, size: data.length }
    })
    ids[image.key] = id
  }
  return ids as Record<ImageKey, Id>
}
