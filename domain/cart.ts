/**
 * Cart item validation and upload types (SF §5), delivery type of a cart (SF §3).
 */
import type { CartItemInput, CartPartValue, ConfigPartInput, DeliveryType, PartType } from './types'
import { isConfigurableProduct } from './order-item'
import { resolveUnitOption } from './units'

const VALUE_PARTS: readonly PartType[] = ['select', 'text', 'textarea']

function hasText(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== ''
}

/**
 * A part is valid when optional, or — when required (optional false) — select/text/textarea have a
 * value and multiselect/file(s)/image(s) have at least one entry. A select value must name an option.
 */
export function isPartValid(part: ConfigPartInput, value: CartPartValue | null | undefined): boolean {
  if (part.type === 'select' && hasText(value?.value) && (part.options?.length ?? 0) > 0) {
    if (!(part.options ?? []).some((option) => option.name === value?.value)) return false
  }
  if (part.optional === true) return true
  if (VALUE_PARTS.includes(part.type)) return hasText(value?.value)
  return (value?.values ?? []).some((entry) => hasText(entry))
}

/** Indexes of the invalid configurable parts of an item; none for a product that is not configurable (SF §5). */
export function invalidPartIndexes(item: Pick<CartItemInput, 'product' | 'parts'>): number[] {
  if (!isConfigurableProduct(item.product)) return []
  const invalid: number[] = []
  ;(item.product.config?.parts ?? []).forEach((part, index) => {
    if (!isPartValid(part, item.parts?.[index])) invalid.push(index)
  })
  return invalid
}

/** SF §5: amount > 0, a unit the product is sold in, and every configurable part valid. */
export function isCartItemValid(item: CartItemInput): boolean {
  if (!Number.isFinite(item.amount) || item.amount <= 0) return false
  if (resolveUnitOption(item.product, item.unit) === null) return false
  return invalidPartIndexes(item).length === 0
}

/** Delivery type from the cart flags (SF §3): isDelivery wins over isDineIn; neither = takeaway. */
export function deliveryTypeOf(cart: { readonly isDelivery?: boolean | null; readonly isDineIn?: boolean | null }): DeliveryType {
  if (cart.isDelivery === true) return 'delivery'
  if (cart.isDineIn === true) return 'dineIn'
  return 'takeaway'
}

// ---------------------------------------------------------------------------
// Uploads
// ---------------------------------------------------------------------------

/** Accepted image extensions for image/images parts (SF §5). */
const IMAGE_PART_TYPES: Readonly<Record<string, readonly string[]>> = {
  jpg: ['image/jpeg', 'image/pjpeg'],
  jpeg: ['image/jpeg', 'image/pjpeg'],
  png: ['image/png'],
  gif: ['image/gif'],
}

const ZIP = ['application/zip', 'application/x-zip-compressed', 'application/x-zip', 'multipart/x-zip']
const LEGACY_OFFICE = ['application/octet-stream']

/** Accepted file types for file/files parts (SF §5): txt, csv, images, video, zip, pdf, office files. */
const FILE_PART_TYPES: Readonly<Record<string, readonly string[]>> = {
  txt: ['text/plain'],
  csv: ['text/csv', 'text/plain', 'application/csv', 'text/comma-separated-values', 'application/vnd.ms-excel'],
  ...IMAGE_PART_TYPES,
  webp: ['image/webp'],
  svg: ['image/svg+xml'],
  bmp: ['image/bmp', 'image/x-ms-bmp'],
  tif: ['image/tiff'],
  tiff: ['image/tiff'],
  heic: ['image/heic'],
  heif: ['image/heif'],
  mp4: ['video/mp4'],
  m4v: ['video/x-m4v', 'video/mp4'],
  mov: ['video/quicktime'],
  webm: ['video/webm'],
  avi: ['video/x-msvideo', 'video/avi'],
  mpeg: ['video/mpeg'],
  mpg: ['video/mpeg'],
  mkv: ['video/x-matroska'],
  zip: ZIP,
  pdf: ['application/pdf'],
  doc: ['application/msword', ...LEGACY_OFFICE],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  xls: ['application/vnd.ms-excel', ...LEGACY_OFFICE],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ppt: ['application/vnd.ms-powerpoint', ...LEGACY_OFFICE],
  pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  odt: ['application/vnd.oasis.opendocument.text'],
  ods: ['application/vnd.oasis.opendocument.spreadsheet'],
  odp: ['application/vnd.oasis.opendocument.presentation'],
  rtf: ['application/rtf', 'text/rtf'],
}

function normalizeExtension(extension: string): string {
  return extension.trim().toLowerCase().replace(/^\./, '')
}

/**
 * Whether an upload is accepted for a part type: the extension must be in the list for the part
 * (image/images: jpg, jpeg, png, gif; file/files: the SF §5 list) and the mime type must match the
 * extension (parameters such as '; charset=utf-8' are ignored). Other part types accept no uploads.
 */
export function isUploadAccepted(
  upload: { readonly extension: string; readonly mimeType: string },
  partType: PartType,
): boolean {
  const table = partType === 'image' || partType === 'images' ? IMAGE_PART_TYPES : partType === 'file' || partType === 'files' ? FILE_PART_TYPES : null
  if (table === null) return false
  const allowed = table[normalizeExtension(upload.extension)]
  const mimeType = upload.mimeType.split(';')[0]?.trim().toLowerCase() ?? ''
  return allowed !== undefined && allowed.includes(mimeType)
}

/** Extensions accepted for a part type (for the file input's accept attribute). */
export function acceptedExtensions(partType: PartType): string[] {
  if (partType === 'image' || partType === 'images') return Object.keys(IMAGE_PART_TYPES)
  if (partType === 'file' || partType === 'files') return Object.keys(FILE_PART_TYPES)
  return []
}
