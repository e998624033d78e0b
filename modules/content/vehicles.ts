/** Vehicle operations beyond the standard record calls (custom area). */
import type { CollectionSlug, PayloadRequest } from 'payload'

import { normalizePath } from '../../domain/text'
import { SLUGS } from '../../platform/slugs'
import { ApiError, MESSAGES, badRequest, toApiError } from '../../platform/api/errors'
import type { FieldError } from '../../platform/api/errors'
import { inTransaction } from '../../platform/db'

/** Most vehicles accepted in one upload. */
export const MAX_VEHICLE_UPLOAD = 1000

export type VehicleUploadItem = { path: string; data: Record<string, unknown> }

/**
 * Body: `{ vehicles: [...] }` or the array itself. Each vehicle is identified by `path` (or, without one, by the
 * path derived from its name). All problems are reported at once with fields `vehicles.{index}.{field}`.
 */
export function parseVehicleUpload(body: unknown): VehicleUploadItem[] {
  const list = Array.isArray(body) ? body : (body as { vehicles?: unknown } | null | undefined)?.vehicles
  if (!Array.isArray(list)) {
    throw badRequest([{ field: 'vehicles', message: 'Bitte senden Sie eine Liste von Fahrzeugen: { "vehicles": [ … ] }.' }])
  }
  if (list.length === 0) throw badRequest([{ field: 'vehicles', message: 'Die Liste der Fahrzeuge ist leer.' }])
  if (list.length > MAX_VEHICLE_UPLOAD) {
    throw badRequest([{ field: 'vehicles', message: `Es können höchstens ${MAX_VEHICLE_UPLOAD} Fahrzeuge auf einmal hochgeladen werden.` }])
  }
  const errors: FieldError[] = []
  const seen = new Map<string, number>()
  const items: VehicleUploadItem[] = []
  list.forEach((raw, i) => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
      errors.push({ field: `vehicles.${i}`, message: 'Jedes Fahrzeug muss ein JSON-Objekt sein.' })
      return
    }
    const { id: _id, createdAt: _c, updatedAt: _u, ...data } = raw as Record<string, unknown>
    const source = typeof data.path === 'string' && data.path.trim() ? data.path : typeof data.name === 'string' ? data.name : ''
    const path = normalizePath(source)
    if (!path) {
      errors.push({ field: `vehicles.${i}.path`, message: MESSAGES.notBlank })
      return
    }
    const earlier = seen.get(path)
    if (earlier !== undefined) {
      errors.push({ field: `vehicles.${i}.path`, message: `Der Pfad „${path}“ kommt bereits bei Fahrzeug ${earlier + 1} vor.` })
      return
    }
    seen.set(path, i)
    items.push({ path, data: { ...data, path } })
  })
  if (errors.length) throw badRequest(errors)
  return items
}

const prefixed = (error: unknown, index: number): ApiError => {
  const api = toApiError(error)
  return new ApiError(
    api.status,
    api.errors.map((e) => ({ field: e.field ? `vehicles.${index}.${e.field}` : `vehicles.${index}`, message: e.message })),
    api.headers,
  )
}

/**
 * POST /custom/api/vehicles/upload: creates or updates every vehicle by path in one transaction — all or nothing.
 * Runs with the caller's access (`overrideAccess: false`). Returns the stored vehicles in upload order.
 */
export async function uploadVehicles(req: PayloadRequest, items: VehicleUploadItem[]) {
  const slug = SLUGS.vehicles as CollectionSlug
  return inTransaction(req, async () => {
    const { docs: existing } = await req.payload.find({
      collection: slug,
      where: { path: { in: items.map((item) => item.path) } },
      limit: items.length,
      pagination: false,
      depth: 0,
      req,
      user: req.user,
      overrideAccess: false,
    })
    const idByPath = new Map(existing.map((doc) => [String((doc as { path?: unknown }).path), doc.id]))
    const results: unknown[] = []
    let created = 0
    let updated = 0
    for (const [index, item] of items.entries()) {
      const id = idByPath.get(item.path)
      try {
        if (id !== undefined) {
          results.push(
            await req.payload.update({ collection: slug, id, data: item.data as never, req, user: req.user, overrideAccess: false, depth: 1 }),
          )
          updated++
        } else {
          results.push(await req.payload.create({ collection: slug, data: item.data as never, req, user: req.user, overrideAccess: false, depth: 1 }))
          created++
        }
      } catch (error) {
        throw prefixed(error, index)
      }
    }
    return { docs: results, meta: { created, updated } }
  })
}
