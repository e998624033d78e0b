/**
 * GET /image-templates/{id}/render.png (staff): the template rendered for a product (optional) at an optional width
 * — the admin's preview and the download. Read with the caller's access.
 */
import type { PayloadRequest } from 'payload'

import type { ImageTemplate, Product } from '../../../contracts/payload-types'
import { badRequest, notFound } from '../../../platform/api/errors'
import type { ApiAnswer } from '../../../platform/api/types'
import { isRecordId } from '../../../platform/records/records'
import { fontFileFor } from '../fonts/fonts'
import { libraryImage, productBindings, svgToPng, templateSvg } from './render'

export const IMAGE_TEMPLATE_MESSAGES = {
  templateNotFound: 'Die Bildvorlage wurde nicht gefunden.',
  productNotFound: 'Das Produkt wurde nicht gefunden.',
  invalidWidth: (max: number) => `Die Breite muss eine ganze Zahl von 16 bis ${max} sein.`,
} as const
const M = IMAGE_TEMPLATE_MESSAGES

const idParam = (raw: string | null | undefined): number | null =>
  raw && /^\d{1,10}$/.test(raw) && isRecordId(Number(raw)) ? Number(raw) : null

export async function renderTemplateAnswer(
  req: PayloadRequest,
  rawId: string | undefined,
  query: URLSearchParams,
): Promise<ApiAnswer> {
  const local = { req, user: req.user, overrideAccess: false, disableErrors: true } as const
  const id = idParam(rawId)
  const template =
    id === null
      ? null
      : ((await req.payload.findByID({ collection: 'image-templates', id, depth: 1, ...local })) as ImageTemplate | null)
  if (!template) throw notFound(M.templateNotFound)
  let product: Product | null = null
  const productRaw = query.get('product')
  if (productRaw !== null && productRaw !== '') {
    const productId = idParam(productRaw)
    product =
      productId === null
        ? null
        : ((await req.payload.findByID({ collection: 'products', id: productId, depth: 1, ...local })) as Product | null)
    if (!product) throw notFound(M.productNotFound)
  }
  const max = template.width
  const widthRaw = query.get('width')
  let width: number | null = null
  if (widthRaw !== null && widthRaw !== '') {
    width = /^\d{1,5}$/.test(widthRaw) ? Number(widthRaw) : NaN
    if (!(width >= 16 && width <= max)) throw badRequest([{ field: 'width', message: M.invalidWidth(max) }])
    if (width === max) width = null
  }
  // each text layer in its font family's file (uploaded or installed), Mulish when the family has none
  const fontFile = (family: string, weight: number) => fontFileFor(req.payload, family, weight)
  const png = await svgToPng(await templateSvg(template, productBindings(product), libraryImage, fontFile), width)
  const headers: Record<string, string> = { 'content-type': 'image/png', 'cache-control': 'private, no-cache' }
  if (query.get('download') === '1')
    headers['content-disposition'] =
      `attachment; filename="bildvorlage-${template.id}${product ? `-produkt-${product.id}` : ''}.png"`
  return { kind: 'raw', status: 200, headers, body: new Uint8Array(png) }
}
