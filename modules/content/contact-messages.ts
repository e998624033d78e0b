/**
 * The contact form block of content pages (SF §3): a visitor's message is checked (German 400s), stored as a
 * „Kontaktanfrage“ and e-mailed to the business through the outbox. A filled honeypot field (`website`) is answered
 * like a success and stores nothing. The recipient never comes from the visitor: it is looked up from the stored page
 * the visitor names. docs/content.md "Contact form".
 */
import type { PayloadRequest } from 'payload'

import type { Branch, Outbox } from '../../contracts/payload-types'
import { isValidEmail } from '../../domain/checkout'
import { ApiError } from '../../platform/api/errors'
import type { FieldError } from '../../platform/api/errors'
import { env } from '../../platform/env'
import { NOTIFICATION_MESSAGES, emailStatus } from '../../platform/delivery-config'
import { OUTBOX_TASK } from '../notifications'
import { readSettings } from '../settings'

export const CONTACT_MESSAGES = {
  notObject: 'Die Anfrage muss ein JSON-Objekt enthalten.',
  name: 'Bitte geben Sie Ihren Namen an.',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
  phone: 'Die Telefonnummer darf höchstens 40 Zeichen lang sein.',
  message: 'Bitte geben Sie eine Nachricht ein.',
  tooLong: (max: number) => `Dieser Wert darf höchstens ${max} Zeichen lang sein.`,
  site: 'Die Seite wurde nicht gefunden.',
  block: 'Das Kontaktformular wurde auf dieser Seite nicht gefunden.',
  noRecipient: 'Für Kontaktanfragen ist keine E-Mail-Adresse hinterlegt (Block, Filiale oder Konfiguration).',
} as const

export const CONTACT_LIMITS = { name: 200, email: 254, phone: 40, message: 5000 } as const

type Record_ = Record<string, unknown>
const asRecord = (value: unknown): Record_ | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record_) : null
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')
const idOf = (value: unknown): number | null => {
  const raw = asRecord(value)?.id ?? value
  const n = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null
}

export type ContactInput = { site: number; block: string; name: string; email: string; phone: string; message: string }

/** Checks a submission; every problem at once (field names as sent). Pure. */
export function validateContactInput(body: unknown): { input: ContactInput | null; errors: FieldError[] } {
  const raw = asRecord(body)
  if (!raw) return { input: null, errors: [{ field: null, message: CONTACT_MESSAGES.notObject }] }
  const errors: FieldError[] = []
  // one line: a name ends up in the mail's subject
  const name = text(raw.name).replace(/\s+/g, ' ')
  const email = text(raw.email)
  const phone = text(raw.phone)
  const message = text(raw.message)
  if (name === '') errors.push({ field: 'name', message: CONTACT_MESSAGES.name })
  else if (name.length > CONTACT_LIMITS.name) errors.push({ field: 'name', message: CONTACT_MESSAGES.tooLong(CONTACT_LIMITS.name) })
  if (email === '' || email.length > CONTACT_LIMITS.email || !isValidEmail(email)) errors.push({ field: 'email', message: CONTACT_MESSAGES.email })
  if (phone.length > CONTACT_LIMITS.phone) errors.push({ field: 'phone', message: CONTACT_MESSAGES.phone })
  if (message === '') errors.push({ field: 'message', message: CONTACT_MESSAGES.message })
  else if (message.length > CONTACT_LIMITS.message) errors.push({ field: 'message', message: CONTACT_MESSAGES.tooLong(CONTACT_LIMITS.message) })
  const site = idOf(raw.site)
  if (site === null) errors.push({ field: 'site', message: CONTACT_MESSAGES.site })
  const block = text(raw.block)
  if (block === '' || block.length > 64) errors.push({ field: 'block', message: CONTACT_MESSAGES.block })
  if (errors.length > 0 || site === null) return { input: null, errors }
  return { input: { site, block, name, email, phone, message }, errors }
}

/** The contact form block with `id` in a block list: top level, inside layouts and inside reusable blocks. */
export function findContactBlock(blocks: unknown, id: string, depth = 0): Record_ | null {
  if (!Array.isArray(blocks) || depth > 3) return null
  for (const entry of blocks) {
    const block = asRecord(entry)
    if (!block) continue
    if (block.blockType === 'contactForm' && block.id === id) return block
    const nested =
      block.blockType === 'layout'
        ? block.blocks
        : block.blockType === 'reference'
          ? asRecord(asRecord(block.block)?.content)?.body
          : null
    const found = findContactBlock(nested, id, depth + 1)
    if (found) return found
  }
  return null
}

function mailBody(input: ContactInput, site: { name: string; path: string }): string {
  const url = `${env.PUBLIC_URL}/${site.path.replace(/^\/+/, '')}`
  return [
    'Guten Tag,',
    '',
    `über das Kontaktformular der Seite „${site.name}“ (${url}) ist eine Anfrage eingegangen:`,
    '',
    `Name: ${input.name}`,
    `E-Mail: ${input.email}`,
    ...(input.phone ? [`Telefon: ${input.phone}`] : []),
    '',
    'Nachricht:',
    input.message,
    '',
    `Bitte antworten Sie direkt an ${input.email}.`,
  ].join('\n')
}

export type ContactResult = { received: true; id: number | null }

/**
 * POST /api/contact-messages. The page is read with the caller's rights (a visitor can only write to a form on a
 * public, published page); the branch and configuration are read by the server (their addresses are never answered).
 */
export async function submitContactMessage(req: PayloadRequest, body: unknown): Promise<ContactResult> {
  // honeypot: people never see the field; a bot that fills it gets the usual answer and nothing is stored
  if (text(asRecord(body)?.website) !== '') return { received: true, id: null }
  const { input, errors } = validateContactInput(body)
  if (!input) throw new ApiError(400, errors)

  const site = (await req.payload.findByID({
    collection: 'sites',
    id: input.site,
    depth: 1,
    req,
    user: req.user,
    overrideAccess: false,
    disableErrors: true,
  })) as { id: number; name: string; path: string; content?: { body?: unknown } | null } | null
  if (!site) throw new ApiError(400, [{ field: 'site', message: CONTACT_MESSAGES.site }])
  const block = findContactBlock(site.content?.body, input.block)
  if (!block) throw new ApiError(400, [{ field: 'block', message: CONTACT_MESSAGES.block }])

  const branchId = idOf(block.branch)
  // Deliberately overrideAccess: the branch's notification address is server data the visitor may not read
  const branch = branchId
    ? ((await req.payload.findByID({ collection: 'branches', id: branchId, depth: 0, req, overrideAccess: true, disableErrors: true })) as Branch | null)
    : null
  const settings = await readSettings(req.payload)
  const recipient = text(block.email) || text(branch?.notificationEmail) || text(branch?.email) || text(settings.email) || null

  const status = emailStatus()
  const state: Outbox['state'] = !recipient || !status.configured ? 'skipped' : 'queued'
  const lastError = !recipient ? CONTACT_MESSAGES.noRecipient : !status.configured ? `${NOTIFICATION_MESSAGES.notConfigured}: ${status.reason}` : null
  // Deliberately overrideAccess (both creates): outbox rows and contact messages are written only by this operation
  // (collection create access: nobody), after the checks above
  const outbox = await req.payload.create({
    collection: 'outbox',
    data: {
      channel: 'email',
      template: 'contactMessage',
      branch: branch?.id ?? null,
      recipient,
      subject: `Kontaktanfrage von ${input.name}`,
      body: mailBody(input, site),
      state,
      attempts: 0,
      lastError,
    },
    req,
    overrideAccess: true,
    depth: 0,
  })
  const message = await req.payload.create({
    collection: 'contact-messages',
    data: {
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      message: input.message,
      site: site.id,
      branch: branch?.id ?? null,
      recipient,
      outbox: outbox.id,
    },
    req,
    overrideAccess: true,
    depth: 0,
  })
  if (state === 'queued') await req.payload.jobs.queue({ task: OUTBOX_TASK, input: { outboxId: outbox.id }, req })
  return { received: true, id: message.id }
}
