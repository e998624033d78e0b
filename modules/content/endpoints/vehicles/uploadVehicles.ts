/**
 * POST /custom/api/vehicles/upload — admins: body `{ vehicles: [...] }` or an array. Creates or updates each vehicle
 * by path in one transaction (all or nothing) and returns the stored vehicles; meta `{ created, updated }`.
 */
import { data } from '../../../../platform/api/types'
import type { ApiEndpoint } from '../../../../platform/api/types'
import { parseVehicleUpload, uploadVehicles } from '../../vehicles'

export const uploadVehiclesEndpoint: ApiEndpoint = {
  method: 'POST',
  path: '/vehicles/upload',
  auth: 'admin',
  handler: async ({ req, body }) => {
    const { docs, meta } = await uploadVehicles(req, parseVehicleUpload(body))
    return data(docs, { meta })
  },
}
