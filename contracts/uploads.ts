/** POST /api/uploads/public (modules/content/uploads.ts): a customer's file for an order part, kept 24 h unless an order uses it. Types only. */

/** The stored upload: its id for the order body, and the public address parts /upload/{publicHash}/…. */
export type PublicUpload = { id: number; version: number; extension: string; publicHash: string; mimeType: string }
