/**
 * GET /api/fonts/google/:family/:variant — public: the @font-face style sheet of a family's variant (variant as
 * Google names it: regular, italic, 700, 700italic; an optional `.css` suffix), the same answer as
 * /fonts/google/{family}/{variant}.css: text/css, ETag/304, immutable with the current `?v=`. Unknown family or
 * variant → 404 'Schriftart konnte nicht geladen werden.'
 */
import type { ApiEndpoint } from '../../../../platform/api/types'
import { answerStylesheet } from '../../fonts/fonts'

export const fontStylesheetEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/fonts/google/:family/:variant',
  auth: 'public',
  handler: async ({ payload, params, query, headers }) => {
    const url = `http://localhost/?${query.toString()}`
    const request = new Request(url, { headers: { 'if-none-match': headers.get('if-none-match') ?? '' } })
    const response = await answerStylesheet(payload, request, params.family ?? '', params.variant ?? '', true)
    return {
      kind: 'raw',
      status: response.status,
      headers: Object.fromEntries(response.headers.entries()),
      body: response.status === 304 ? null : await response.text(),
    }
  },
}
