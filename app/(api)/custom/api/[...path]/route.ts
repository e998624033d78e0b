/* Next route file: the custom area under /custom/api (its endpoints are listed in modules/endpoints.ts). */
import { customApiRouter, handle } from '../../../endpoints'

export const dynamic = 'force-dynamic'

const handler = handle(customApiRouter, '/custom/api')
export const GET = handler
export const POST = handler
export const PUT = handler
export const DELETE = handler
