/**
 * GET /api/fonts — public: every font family (installed npm font packages, uploaded WOFF2 files) with its variants:
 * `{ family, sources, variants: [{ variant: 'regular'|'700italic'…, weight, weightName: 'Thin'…'Black', style,
 * stylesheet: '/fonts/google/{family}/{variant}.css?v=…' }] }` (BO §7, §9). Replaces the generic record list.
 */
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { listFonts } from '../../fonts/fonts'

export const listFontsEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/fonts',
  auth: 'public',
  handler: async ({ payload }) => data(await listFonts(payload), { headers: { 'cache-control': 'public, max-age=300' } }),
}
