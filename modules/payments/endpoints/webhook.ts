/** Shared body of the provider webhooks: verify the signature over the raw body, apply idempotently. */
import { ApiError, MESSAGES } from '../../../platform/api/errors'
import { data } from '../../../platform/api/types'
import type { ApiAnswer, ApiContext } from '../../../platform/api/types'
import { InvalidSignatureError, handleWebhook } from '..'
import type { ProviderId } from '..'

/**
 * The exact request body as received. Signatures are computed over these bytes, so the parsed JSON can never
 * stand in for it: the router must provide `rawBody` (see docs/operations.md).
 */
function rawBodyOf(ctx: ApiContext): string {
  const raw = (ctx as ApiContext & { rawBody?: unknown }).rawBody
  if (typeof raw !== 'string') {
    console.error('[payments] webhook without rawBody: the API router must pass the raw request body (ApiContext.rawBody)')
    throw new ApiError(500, MESSAGES.unknown)
  }
  return raw
}

export async function webhook(ctx: ApiContext, provider: ProviderId): Promise<ApiAnswer> {
  try {
    return data(await handleWebhook(ctx.payload, provider, ctx.headers, rawBodyOf(ctx)))
  } catch (error) {
    if (error instanceof InvalidSignatureError) throw new ApiError(400, [{ field: 'signature', message: error.message }])
    throw error
  }
}
