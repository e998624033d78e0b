/** POST /api/config — admins: update the settings (partial body). */
import { data } from '../../server/api/types'
import type { ApiEndpoint } from '../../server/api/types'
import { writeConfig } from '../../server/config'

export const postConfigEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/config',
  auth: 'admin',
  handler: async ({ req, body }) => data(await writeConfig(req, body)),
}
