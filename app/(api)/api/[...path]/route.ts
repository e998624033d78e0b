/* Next route file: the spec's API under /api (its endpoints are listed in modules/endpoints.ts). */
import { apiRouter, handle } from '../../endpoints'

export const dynamic = 'force-dynamic'

const handler = handle(apiRouter, '/api')
export const GET = handler
export const POST = handler
export const PUT = handler
export const DELETE = handler
