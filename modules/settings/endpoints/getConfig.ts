/** GET /api/config — public: the public subset of the settings; staff: all settings. */
import { data } from '../../../platform/api/types'
import type { ApiEndpoint } from '../../../platform/api/types'
import { readConfig } from '../update'

export const getConfigEndpoint: ApiEndpoint = {
  method: 'GET',
  path: '/config',
  auth: 'public',
  handler: async ({ req }) => data(await readConfig(req)),
}
