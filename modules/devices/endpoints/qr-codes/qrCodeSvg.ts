/**
 * GET /api/qr-codes/:id/qr.svg — staff: the code's image as SVG (encodes PUBLIC_URL/qr/{path}; table codes show the
 * table number in the middle). `?download=1` answers it as an attachment. 404 'QR Code konnte nicht geladen werden.'
 */
import type { ApiEndpoint } from '../../../../platform/api/types'
import { qrImageAnswer } from '../../qr/qr'

export const qrCodeSvgEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/qr-codes/:id/qr.svg',
  auth: 'staff',
  handler: ({ req, params, query }) => qrImageAnswer(req, params, query, 'svg'),
}
