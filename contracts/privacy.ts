/**
 * Personal data of a customer (issue 34), admins only: `GET /api/customers/export?email=…|phone=…&format=json|csv`
 * (ExportQuery) and `POST /api/customers/erase` `{ email }` or `{ phone }` (EraseBody); GET /api/privacy/text
 * answers the generated privacy section. German `{ field, message }` errors through parseBody (errors.ts).
 */
import { z } from 'zod'

export const PRIVACY_MESSAGES = {
  contactMissing: 'Bitte geben Sie eine E-Mail-Adresse oder eine Telefonnummer an.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
  phoneInvalid: 'Bitte geben Sie eine gültige Telefonnummer an.',
  formatInvalid: 'Das Format muss „json“ oder „csv“ sein.',
  nothingStored: 'Zu dieser E-Mail-Adresse bzw. Telefonnummer sind keine personenbezogenen Daten gespeichert.',
} as const

const M = PRIVACY_MESSAGES
const optionalText = z
  .string()
  .max(320)
  .optional()
  .transform((text) => (text === undefined || text.trim() === '' ? undefined : text.trim()))

/** One customer by e-mail or phone; at least one of them. */
const contact = z
  .object({ email: optionalText, phone: optionalText })
  .superRefine((value, ctx) => {
    if (value.email === undefined && value.phone === undefined) ctx.addIssue({ code: 'custom', path: ['email'], message: M.contactMissing })
  })

export const ExportQuery = z.preprocess(
  (raw) => (typeof raw === 'object' && raw !== null ? raw : {}),
  z.intersection(contact, z.object({ format: z.enum(['json', 'csv'], { error: M.formatInvalid }).default('json') })),
)

export const EraseBody = z.preprocess((raw) => (typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {}), contact)

export type ExportFormat = 'json' | 'csv'
export type ContactQuery = { email?: string; phone?: string }

/** Every section of an export: each a list of records as stored (personal and order data). */
export type PersonalDataSections = {
  customers: Record<string, unknown>[]
  orders: Record<string, unknown>[]
  questionnaireAnswers: Record<string, unknown>[]
  contactMessages: Record<string, unknown>[]
  leads: Record<string, unknown>[]
  uploads: Record<string, unknown>[]
  messages: Record<string, unknown>[]
}

export type PersonalDataCounts = { [K in keyof PersonalDataSections]: number }

/** GET /api/customers/export (json): who was searched, when, and everything found. */
export type PersonalDataExport = {
  query: ContactQuery
  exportedAt: string
  counts: PersonalDataCounts
  sections: PersonalDataSections
}

/** POST /api/customers/erase: what was done. Orders are kept anonymised (retention), the rest deleted. */
export type ErasureResult = {
  query: ContactQuery
  erasedAt: string
  customersDeleted: number
  ordersAnonymised: number
  uploadsDeleted: number
  contactMessagesDeleted: number
  leadsDeleted: number
  messagesCleared: number
}

/** GET /api/privacy/text: the generated privacy section (Markdown) and the retention rule it states. */
export type PrivacyTextAnswer = { markdown: string; retention: { basis: string; years: number; label: string } }
