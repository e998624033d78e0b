/**
 * Personal data (issue 34), admins only (403 otherwise): GET /api/customers/export?email=…|phone=…&format=json|csv
 * (no match: every section empty), POST /api/customers/erase `{ email }` or `{ phone }` (404 when nothing is stored),
 * GET /api/privacy/text (the generated privacy section). 400 with German errors for a missing or invalid contact.
 */
import { parseBody } from '../../../contracts/errors'
import { EraseBody, ExportQuery } from '../../../contracts/privacy'
import { badRequest } from '../../../platform/api/errors'
import { data, privateFile } from '../../../platform/api/types'
import type { ApiEndpoint } from '../../../platform/api/types'
import { generatedPrivacyText, readSettings } from '../../settings'
import { erasePersonalData, exportAsCsv, exportPersonalData } from '../privacy'

function parsed<T>(result: { ok: true; data: T } | { ok: false; errors: { field: string; message: string }[] }): T {
  if (!result.ok) throw badRequest(result.errors.map((error) => ({ field: error.field || null, message: error.message })))
  return result.data
}

export const exportCustomerDataEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/customers/export',
  auth: 'admin',
  handler: async ({ req, query }) => {
    const { format, ...contact } = parsed(parseBody(ExportQuery, Object.fromEntries(query)))
    const result = await exportPersonalData(req, contact, format)
    if (format === 'json') return data(result, { headers: { 'cache-control': 'private, no-store' } })
    // a BOM, so spreadsheet programs read the UTF-8 umlauts right
    return privateFile(`\uFEFF${exportAsCsv(result)}`, 'text/csv; charset=utf-8', 'attachment', `personenbezogene-daten-${result.exportedAt.slice(0, 10)}.csv`)
  },
}

export const eraseCustomerDataEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/customers/erase',
  auth: 'admin',
  handler: async ({ req, body }) => data(await erasePersonalData(req, parsed(parseBody(EraseBody, body)))),
}

export const privacyTextEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/privacy/text',
  auth: 'admin',
  handler: async ({ req }) => data(generatedPrivacyText(await readSettings(req.payload))),
}
