/** GET /api/config — public: the public subset of the settings; staff: all settings. */
import { data } from '../../server/api/types'
import type { ApiEndpoint } from '../../server/api/types'
import { readConfig } from '../../server/config'

export const getConfigEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/config',
  auth: 'public',
  handler: async ({ req }) => data(await readConfig(req)),
}
