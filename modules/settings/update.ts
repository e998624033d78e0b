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

/**
 * The theme's colours, font and radius travel with the settings (the storefront's applyTheme and the server's first
 * paint read them from /api/config; the theme global is public): before, the editor's colours never reached the shop,
 * nor did the contrast fallback of issue #34 (domain/contrast.ts).
 */
const THEME_FIELDS = ['color1', 'color2', 'font', 'borderRadius'] as const

async function themeFields(req: PayloadRequest): Promise<Record<string, unknown>> {
  const theme = (await req.payload.findGlobal({ slug: 'theme', req, user: req.user, overrideAccess: false, depth: 0 })) as unknown as Record<string, unknown>
  const fields: Record<string, unknown> = {}
  for (const key of THEME_FIELDS) if (typeof theme[key] === 'string' && theme[key] !== '') fields[key] = theme[key]
  return fields
}

export async function readConfig(req: PayloadRequest) {
  const [config, theme] = await Promise.all([req.payload.findGlobal({ slug: 'config', req, user: req.user, overrideAccess: false, depth: 1 }), themeFields(req)])
  if (isAdminUser(req.user) || isEmployeeUser(req.user)) return { ...config, ...theme }
  // issue 34: without a privacy text or link of the shop's own, the storefront's privacy page shows the generated one
  // (from the system read of the settings: the retention fields are not public)
  if (!hasOwnPrivacyPolicy(config)) return { ...publicSubset(config, theme), privacyPolicyGeneratedText: generatedPrivacyText(await readSettings(req.payload)).markdown }
  return publicSubset(config, theme)
}

function publicSubset(config: object, theme: Record<string, unknown>): Record<string, unknown> {
  const source = config as unknown as Record<string, unknown>
  const subset: Record<string, unknown> = { ...theme }
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
