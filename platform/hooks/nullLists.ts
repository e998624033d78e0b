/**
 * `null` for a list field (array or blocks, top level) means "no entries": Payload's database layer crashed on it
 * (`'$push' in null`, a 500 — found by the random fuzz: `PUT /api/categories/13 { "schedule": null }`, seed 1950413050,
 * and `POST /backend/api/categories { "schedule": null }`, seed 50170119). One hook for every collection
 * (payload.config.ts), so the record calls and Payload's REST API alike get an empty list. (Collections only: the globals
 * have no array or blocks fields.)
 */
import type { CollectionBeforeValidateHook } from 'payload'

export const nullListsCollection: CollectionBeforeValidateHook = ({ data, collection }) => {
  if (!data) return data
  for (const field of collection.flattenedFields) {
    if ((field.type === 'array' || field.type === 'blocks') && data[field.name] === null) data[field.name] = []
  }
  return data
}
