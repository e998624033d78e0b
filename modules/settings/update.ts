/** The shop settings: a public subset for anonymous visitors, everything readable for staff. */
import type { PayloadRequest } from 'payload'

import { isAdminUser, isEmployeeUser } from '../../platform/access/roles'
import { PUBLIC_CONFIG_FIELDS } from './globals/config-public-fields'
import { ApiError, MESSAGES } from '../../platform/api/errors'
import { onlineProviderStatus } from '../../platform/payment-providers/registry'
import { generatedPrivacyText, hasOwnPrivacyPolicy } from './privacy-text'
import { readSettings } from './read'

/** Config flags of the online providers: a provider without keys is not offered to customers. */
const ONLINE_FLAGS = { stripe: ['enablePluginStripe', 'enableStripe'], datatrans: ['enablePluginDatatrans', 'enableDatatrans'] } as const

export async function readConfig(req: PayloadRequest) {
  const config = await req.payload.findGlobal({ slug: 'config', req, user: req.user, overrideAccess: false, depth: 1 })
  if (isAdminUser(req.user) || isEmployeeUser(req.user)) return config
  // issue 34: without a privacy text or link of the shop's own, the storefront's privacy page shows the generated one
  // (from the system read of the settings: the retention fields are not public)
  if (!hasOwnPrivacyPolicy(config)) return { ...publicSubset(config), privacyPolicyGeneratedText: generatedPrivacyText(await readSettings(req.payload)).markdown }
  return publicSubset(config)
}

function publicSubset(config: object): Record<string, unknown> {
  const source = config as unknown as Record<string, unknown>
  const subset: Record<string, unknown> = {}
  for (const key of PUBLIC_CONFIG_FIELDS) if (key in source) subset[key] = source[key]
  for (const { id, reason } of onlineProviderStatus()) {
    if (reason !== null) for (const flag of ONLINE_FLAGS[id]) subset[flag] = false
  }
  return subset
}

/**
 * POST /api/config: a partial body of settings. Payload validates each field; a number field given text ("x"),
 * which Payload would store as NaN, or a number out of range (1e309) is refused by the finiteNumbers hook
 * (platform/hooks/finiteNumbers.ts) — a German 400 naming the field, nothing stored.
 */
export async function writeConfig(req: PayloadRequest, body: unknown) {
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body))
    throw new ApiError(400, [{ field: null, message: MESSAGES.jsonObject }])
  const { id: _id, createdAt: _c, updatedAt: _u, globalType: _g, ...rest } = body as Record<string, unknown>
  return req.payload.updateGlobal({ slug: 'config', data: rest as never, req, user: req.user, overrideAccess: false })
}
