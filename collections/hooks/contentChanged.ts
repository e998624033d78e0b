import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { notifyContentChange } from '../../server/cache/contentEvents'

/** Tells every server process (after commit) that storefront content changed, so /api/init is rebuilt. */
export const contentChangedAfterChange: CollectionAfterChangeHook = async ({ req, collection, doc }) => {
  await notifyContentChange(req, collection.slug)
  return doc
}

export const contentChangedAfterDelete: CollectionAfterDeleteHook = async ({ req, collection, doc }) => {
  await notifyContentChange(req, collection.slug)
  return doc
}

export const contentChangedGlobal: GlobalAfterChangeHook = async ({ req, global, doc }) => {
  await notifyContentChange(req, global.slug)
  return doc
}
