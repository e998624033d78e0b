/**
 * GET /api/qr-codes/:id/qr.png — staff: the code's image as PNG, `?size=` pixels square (128…4096, default 1024; 400
 * otherwise), `?download=1` as an attachment. 404 'QR Code konnte nicht geladen werden.'
 */
import type { ApiEndpoint } from '../../../../platform/api/types'
import { qrImageAnswer } from '../../qr/qr'

export const qrCodePngEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/qr-codes/:id/qr.png',
  auth: 'staff',
  handler: ({ req, params, query }) => qrImageAnswer(req, params, query, 'png'),
}
