/* Next route file: Payload's own REST API, moved to /backend/api (the admin uses it). Malformed limit/page and ids that
   cannot exist are answered before Payload sees them (platform/api/payload-rest-errors.ts); Payload's own errors are
   mapped by the config's afterError hook. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { guardPayloadRest } from '../../../../../platform/api/payload-rest-errors'

const collections = async () => (await config).collections

export const GET = guardPayloadRest(collections, REST_GET(config))
export const POST = guardPayloadRest(collections, REST_POST(config))
export const DELETE = guardPayloadRest(collections, REST_DELETE(config))
export const PATCH = guardPayloadRest(collections, REST_PATCH(config))
export const PUT = guardPayloadRest(collections, REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
