/**
 * The shop settings (the `config` global) as the server reads them for its own decisions — order validation,
 * notifications, receipts, the board, payments: ONE system read kept per content generation (platform/cache/
 * publicCache.ts; a settings change is a content change and empties it after commit).
 *
 * Deliberately overrideAccess: these are the server's rules, not an answer to the caller — some fields the rules need
 * are not readable by anonymous callers (missedOrderMinutes). What a caller may SEE of the settings is answered by
 * modules/settings/update.ts readConfig (access-checked), never by this value. The value is shared: never mutate it.
 */
import type { Payload } from 'payload'

import { DEFAULT_TIME_ZONE } from '../../domain'
import type { Config1 as Config } from '../../contracts/payload-types'
import { cachedContent } from '../../platform/cache/publicCache'

export type Settings = Config

export function readSettings(payload: Payload): Promise<Settings> {
  return cachedContent(
    'system:config',
    // Deliberately overrideAccess: the server's own read of its configuration (no caller's rights involved); what
    // reaches a caller is filtered by the answer that uses it (e.g. /api/init's public subset)
    async () => (await payload.findGlobal({ slug: 'config', depth: 0, overrideAccess: true })) as Settings,
  )
}

/** The shop's time zone and currency with their defaults (a branch's own zone wins where there is a branch). */
export function shopLocale(settings: Pick<Settings, 'timeZone' | 'currency'>): { timeZone: string; currency: string } {
  return { timeZone: settings.timeZone || DEFAULT_TIME_ZONE, currency: settings.currency || 'EUR' }
}
