/**
 * POST /api/consents: the proof-of-consent record (SF §4 "Cookie consent"). The storefront sends it once when the
 * visitor accepts the cookie banner; the record holds the server's time, the accepted categories, the version of the
 * consent text and the page — never the IP address or the user agent.
 */
import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { badRequest } from '../../platform/api/errors'
import { parseBody } from '../../contracts/errors'

export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'marketing'] as const

const consentBody = z.object({
  consentId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, { message: 'Die Einwilligungs-ID ist ungültig.' }),
  categories: z
    .array(z.enum(CONSENT_CATEGORIES, { message: 'Unbekannte Kategorie.' }))
    .min(1, { message: 'Bitte geben Sie mindestens eine Kategorie an.' })
    .max(CONSENT_CATEGORIES.length)
    .refine((list) => list.includes('necessary'), { message: 'Die notwendigen Cookies sind immer Teil der Einwilligung.' }),
  version: z.string().trim().min(1, { message: 'Dieser Wert sollte nicht leer sein.' }).max(40),
  path: z.string().max(300).optional(),
})

export type ConsentInput = z.output<typeof consentBody>

export function parseConsent(body: unknown): ConsentInput {
  const result = parseBody(consentBody, body)
  if (!result.ok) throw badRequest(result.errors.map((error) => ({ field: error.field || null, message: error.message })))
  return result.data
}

/**
 * Stores one record. Deliberately `overrideAccess: true`: the collection denies create to everybody through the
 * API (no editing of proof records); this validated operation is the only writer.
 */
export async function recordConsent(req: PayloadRequest, input: ConsentInput, now: Date = new Date()) {
  const doc = await req.payload.create({
    collection: 'consents',
    data: {
      consentId: input.consentId,
      givenAt: now.toISOString(),
      categories: [...new Set(input.categories)],
      version: input.version,
      path: input.path?.slice(0, 300) || undefined,
    },
    req,
    overrideAccess: true,
  })
  return { id: doc.id, givenAt: doc.givenAt }
}
