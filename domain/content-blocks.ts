/**
 * Content blocks (SF §3, §9): option lists and constants, written once for the admin block configs
 * (modules/content/collections/blocks) and the storefront renderers (storefront/src/features/content). The marquee direction rule
 * is marqueeDirection in domain/text.ts.
 */

/** Spacer sizes: negative-8 … negative-1 and positive-1 … positive-8 (12 sizes). */
export const SPACER_SIZES = [
  'negative-8',
  'negative-6',
  'negative-4',
  'negative-3',
  'negative-2',
  'negative-1',
  'positive-1',
  'positive-2',
  'positive-3',
  'positive-4',
  'positive-6',
  'positive-8',
] as const
export type SpacerSize = (typeof SPACER_SIZES)[number]

/** A spacer's height in rem (negative pulls the next block up). */
export function spacerRem(size: SpacerSize): number {
  const [sign, step] = size.split('-') as [string, string]
  return (sign === 'negative' ? -1 : 1) * Number(step)
}

export const BLOCK_WIDTHS = ['s', 'm', 'l'] as const
export type BlockWidth = (typeof BLOCK_WIDTHS)[number]

export const BLOCK_DIRECTIONS = ['rtl', 'ltr'] as const
export type BlockDirection = (typeof BLOCK_DIRECTIONS)[number]

export const LINK_TARGETS = ['_self', '_blank'] as const
export type LinkTarget = (typeof LINK_TARGETS)[number]

export const LINK_VARIANTS = ['primary', 'secondary', 'text', 'arrow'] as const
export type LinkVariant = (typeof LINK_VARIANTS)[number]

/** Marquee: 120 px/s by default (minimum 1), its text repeated 3 times, direction rtl unless ltr (SF §4, §9). */
export const MARQUEE_DEFAULT_SPEED = 120
export const MARQUEE_MIN_SPEED = 1
export const MARQUEE_REPEAT = 3
export const MARQUEE_DEFAULT_DIRECTION: BlockDirection = 'rtl'

/** Circle text: font size 20 by default, minimum 10. */
export const CIRCLE_TEXT_DEFAULT_SIZE = 20
export const CIRCLE_TEXT_MIN_SIZE = 10

/** Columns: 1 to 4. */
export const COLUMNS_MIN = 1
export const COLUMNS_MAX = 4

/** A marquee speed in px/s: the default for a missing or non-numeric value, never below the minimum. */
export function marqueeSpeed(value: unknown): number {
  const n = typeof value === 'number' && Number.isFinite(value) ? value : MARQUEE_DEFAULT_SPEED
  return Math.max(MARQUEE_MIN_SPEED, n)
}

/** Seconds one marquee loop takes for a track of `width` px at `speed` px/s. */
export function marqueeDuration(width: number, speed: unknown): number {
  return Math.max(1, width) / marqueeSpeed(speed)
}

export function circleTextSize(value: unknown): number {
  const n = typeof value === 'number' && Number.isFinite(value) ? value : CIRCLE_TEXT_DEFAULT_SIZE
  return Math.max(CIRCLE_TEXT_MIN_SIZE, n)
}

/** The site types the storefront renders (SF §3): 'simple' = 'Einfache Seite', 'default' = 'Standardseite'. */
export const SITE_TYPE_VALUES = ['simple', 'default'] as const
export type SiteType = (typeof SITE_TYPE_VALUES)[number]
export const isKnownSiteType = (value: unknown): value is SiteType =>
  typeof value === 'string' && (SITE_TYPE_VALUES as readonly string[]).includes(value)
