/**
 * `null` for a group (or a named tab) means "nothing sent for it": Payload's field hooks read the group's fields from
 * null and crashed (a 500 — found by the random fuzz, seed 859682111: `PUT /api/products/67 { "config": null }` and
 * `POST /api/branches { "kitchen": null, … }`). Runs before the operation, because Payload's field hooks run before
 * the collection's beforeValidate (where nullLists.ts sits). One hook for every collection (payload.config.ts).
 */
import type { CollectionBeforeOperationHook, FlattenedField } from 'payload'

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Removes every null group or named tab from `data`, at any depth of groups; answers how many it removed. */
export function dropNullGroups(fields: readonly FlattenedField[], data: Record<string, unknown>): number {
  let dropped = 0
  for (const field of fields) {
    if (field.type !== 'group' && field.type !== 'tab') continue
    const value = data[field.name]
    if (value === null) {
      delete data[field.name]
      dropped += 1
    } else if (isObject(value)) {
      dropped += dropNullGroups(field.flattenedFields, value)
    }
  }
  return dropped
}

export const nullGroupsCollection: CollectionBeforeOperationHook = ({ args, operation, collection }) => {
  if ((operation === 'create' || operation === 'update') && isObject(args.data)) dropNullGroups(collection.flattenedFields, args.data)
  return args
}
