/**
 * GET /api/labels.pdf?layout=compact|detail&products=1,2,3 — staff: label sheets as PDF (A4): compact with the
 * theme's rows × columns (default 12 × 4), detail 5 × 2 (BO §9); name, price, Grundpreis, allergens. Without
 * `products`: every active product the caller may read. German 400 for a bad layout or id list, 404 when no product
 * is found. docs/fonts-labels.md.
 */
import type { ApiEndpoint } from '../../../../platform/api/types'
import { labelSheetAnswer } from '../../labels'

export const labelSheetEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/labels.pdf',
  auth: 'staff',
  handler: ({ req, query }) => labelSheetAnswer(req, query),
}
