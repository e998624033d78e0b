/**
 * Drafts of content pages (modules/content/collections/Sites.ts): what the admin's live preview shows and which row is published.
 */
import type { CollectionBeforeOperationHook, PayloadRequest } from 'payload'

/**
 * The storefront page of the document in preview mode (`?vorschau=1`), on the origin the admin was opened on — the
 * storefront is served by the same server, so the admin frames its own origin (CSP frame-ancestors 'self').
 */
export const sitePreviewUrl = ({ data, req }: { data: Record<string, unknown>; req: PayloadRequest }): string => {
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host')
  const proto = req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || (req.protocol?.replace(/:$/, '') ?? 'http')
  const origin = host ? `${proto}://${host}` : req.payload.config.serverURL
  const path = typeof data?.path === 'string' ? data.path.replace(/^\/+/, '') : ''
  return `${origin}/${path}?vorschau=1`
}

/**
 * A write without draft mode (the admin's „Veröffentlichen“, the API, the seed) writes the page row and so publishes
 * it: Payload would otherwise store `_status: 'draft'` (the field's default) on such a create, and the page stayed
 * invisible to visitors (their read rule: isPublic and published). „Entwurf speichern“ (draft mode) is left alone.
 */
export const sitePublication: CollectionBeforeOperationHook<'sites'> = ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const { data, draft } = args as { data?: Record<string, unknown>; draft?: boolean }
  if (!draft && data && typeof data === 'object' && data._status === undefined) data._status = 'published'
  return args
}
