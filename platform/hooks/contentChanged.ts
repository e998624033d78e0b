import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'

import { CONTENT_CHANNEL } from '../cache/contentEvents'
import { execute, sql } from '../db'

/** Sends the change event inside the request's transaction (delivered on commit only). */
async function notifyContentChange(req: PayloadRequest, slug: string): Promise<void> {
  if (req.context?.disableContentEvents) return
  await execute(req, sql`select pg_notify(${CONTENT_CHANNEL}, ${slug})`)
}

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
