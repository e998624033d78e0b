/**
 * Text helpers (SF §5, §9): slug, path slug, wildcard match, truncation, random ids.
 */

const UMLAUTS: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' }

function lowerWithUmlauts(value: string): string {
  return value.toLowerCase().replace(/[äöüß]/g, (char) => UMLAUTS[char] ?? char)
}

/**
 * Slug: lower case; ä ö ü ß → ae oe ue ss; spaces and underscores → '-'; everything except a-z, 0-9
 * and '-' stripped; repeated hyphens collapse; a trailing hyphen is removed.
 */
export function slugify(value: string): string {
  return lowerWithUmlauts(value)
    .replace(/[\s_]/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/-$/, '')
}

/**
 * Path slug: like the slug but keeps dots, slashes and underscores; leading and trailing
 * separators ('-', '.', '/', '_') are stripped.
 */
export function slugifyPath(value: string): string {
  return lowerWithUmlauts(value)
    .replace(/\s/g, '-')
    .replace(/[^a-z0-9\-./_]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^[-./_]+|[-./_]+$/g, '')
}

/** The stored form of a record's path (sites, vehicles, QR codes): a path slug without doubled slashes; `/` stays `/`. */
export function normalizePath(value: string): string {
  const trimmed = value.trim()
  if (trimmed === '/') return '/'
  return slugifyPath(trimmed).replace(/\/{2,}/g, '/')
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Wildcard match of the whole text: '*' any run, '?' one character; case-insensitive by default. */
export function wildcardMatch(pattern: string, text: string, caseSensitive = false): boolean {
  const source = [...pattern].map((char) => (char === '*' ? '.*' : char === '?' ? '.' : escapeRegExp(char))).join('')
  return new RegExp(`^${source}$`, caseSensitive ? 'su' : 'isu').test(text)
}

export const TRUNCATE_LENGTH = 128
export const TRUNCATE_SUFFIX = '...'

/** Cuts text longer than `length` characters to `length` and appends '...' (SF §9). */
export function truncate(value: string, length: number = TRUNCATE_LENGTH, suffix: string = TRUNCATE_SUFFIX): string {
  const chars = [...value]
  return chars.length <= length ? value : `${chars.slice(0, length).join('')}${suffix}`
}

/** SF §9 random id alphabet: letters, digits, underscore and hyphen (64 characters). */
export const RANDOM_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'
export const RANDOM_ID_LENGTH = 21

/** A source of uniformly distributed numbers in [0, 1), e.g. Math.random or a crypto-backed function. */
export type RandomSource = () => number

/** A random id over RANDOM_ID_ALPHABET; the random source is a parameter (no hidden randomness). */
export function randomId(random: RandomSource, length: number = RANDOM_ID_LENGTH): string {
  let id = ''
  for (let index = 0; index < length; index += 1) {
    const position = Math.min(RANDOM_ID_ALPHABET.length - 1, Math.floor(random() * RANDOM_ID_ALPHABET.length))
    id += RANDOM_ID_ALPHABET[position] ?? ''
  }
  return id
}

/** Marquee direction: 'ltr' or 'rtl', default 'rtl' (SF §5). */
export function marqueeDirection(value: string | null | undefined): 'ltr' | 'rtl' {
  return value === 'ltr' ? 'ltr' : 'rtl'
}
