/**
 * Image URLs (SF §7, §9): /image/{size}/{id}-{version}.{ext}, with a srcset over the named widths up to a maximum.
 * Used by the storefront's pictures and the server's first paint (modules/storefront/shell.ts).
 */
export const IMAGE_SIZES = [
  ['icon', 64],
  ['thumbnail', 128],
  ['tiny', 256],
  ['small', 640],
  ['medium', 1280],
  ['large', 1920],
] as const
export type ImageSize = (typeof IMAGE_SIZES)[number][0]

export type ImageRef = { readonly id: number | string; readonly version?: number | null; readonly extension?: string | null; readonly filename?: string | null }

/** '{id}-{version}.{ext}', or null when the id or the extension is not a plain token (never part of a URL then). */
export function imageFileName(image: ImageRef): string | null {
  if (!/^[\w-]+$/.test(String(image.id))) return null
  const version = typeof image.version === 'number' && Number.isInteger(image.version) ? image.version : 1
  const ext =
    typeof image.extension === 'string' && image.extension !== ''
      ? image.extension.replace(/^\./, '')
      : (/\.([a-z0-9]+)$/i.exec(image.filename ?? '')?.[1]?.toLowerCase() ?? 'jpg')
  return /^[a-z0-9]+$/i.test(ext) ? `${image.id}-${version}.${ext}` : null
}

export function imagePath(file: string, size?: ImageSize): string {
  return size === undefined ? `/image/${file}` : `/image/${size}/${file}`
}

/** The smallest size is the default source (SF §9); the srcset lists every width up to `max`. */
export function imageSourcesOf(file: string, max: ImageSize = 'large'): { readonly src: string; readonly srcSet: string } {
  const sizes = IMAGE_SIZES.slice(0, IMAGE_SIZES.findIndex(([name]) => name === max) + 1)
  return {
    src: imagePath(file, sizes[0]?.[0] ?? 'icon'),
    srcSet: sizes.map(([name, width]) => `${imagePath(file, name)} ${width}w`).join(', '),
  }
}
