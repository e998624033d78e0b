/**
 * GET /api/image-templates/:id/render.png?product=&width=&download=1 — staff: the template rendered on the server
 * (layers → SVG → PNG with resvg → width with sharp), text bound to the product's name, price, Grundpreis, allergens.
 * Errors: 404 'Die Bildvorlage wurde nicht gefunden.' / 'Das Produkt wurde nicht gefunden.'; 400 width out of range.
 */
import type { ApiEndpoint } from '../../../../platform/api/types'
import { renderTemplateAnswer } from '../../image-templates/preview'

export const renderImageTemplateEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/image-templates/:id/render.png',
  auth: 'staff',
  handler: async ({ req, params, query }) => renderTemplateAnswer(req, params.id, query),
}
