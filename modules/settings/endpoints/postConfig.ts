/** POST /api/config — admins: update the settings (partial body). */
import { data } from '../../../platform/api/types'
import type { ApiEndpoint } from '../../../platform/api/types'
import { writeConfig } from '../update'

export const postConfigEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/config',
  auth: 'admin',
  handler: async ({ req, body }) => data(await writeConfig(req, body)),
}
