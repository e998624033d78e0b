/**
 * Delivery configuration of e-mail (SMTP) and SMS (HTTP provider), read from the environment on every use, so test
 * servers are picked up without a restart and the admin shows the current state. Variables: platform/env.ts and
 * docs/operations.md "E-mail (SMTP)", "SMS (HTTP provider)".
 */
import { env } from './env'

export type ChannelStatus = { configured: true } | { configured: false; reason: string }

export type SmtpConfig = {
  host: string
  port: number
  secure: boolean
  user: string | null
  pass: string | null
  from: { name: string; address: string }
}

export type SmsConfig = { url: string; token: string; from: string }

export const NOTIFICATION_MESSAGES = {
  emailNotConfigured: 'E-Mail-Versand ist nicht konfiguriert (SMTP_HOST fehlt).',
  smsNotConfigured: (missing: string) => `SMS-Versand ist nicht konfiguriert (${missing} fehlt).`,
  notConfigured: 'nicht konfiguriert',
  noEmailAddress: 'Keine E-Mail-Adresse angegeben.',
  noPhoneNumber: 'Keine Telefonnummer angegeben.',
  noBranchEmail: 'Für die Filiale ist keine E-Mail-Adresse hinterlegt.',
  resendFailed: 'Bestätigung konnte nicht versendet werden.',
  interrupted: 'Versand wurde unterbrochen – Zustellung unbekannt. Bitte bei Bedarf erneut senden.',
  queueFailed: 'Konnte nicht in die Warteschlange gestellt werden:',
} as const

/** 'Name <a@b.c>' → { name, address }; a bare address → { name: '', address }. */
export function parseMailbox(raw: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(raw)
  if (match) return { name: (match[1] ?? '').trim(), address: (match[2] ?? '').trim() }
  return { name: '', address: raw.trim() }
}

export function smtpConfig(): SmtpConfig | null {
  const host = env.SMTP_HOST
  if (!host) return null
  const from = parseMailbox(env.MAIL_FROM ?? `Tresen <noreply@${host}>`)
  return { host, port: env.SMTP_PORT, secure: env.SMTP_SECURE, user: env.SMTP_USER, pass: env.SMTP_PASS, from }
}

export function emailStatus(): ChannelStatus {
  return smtpConfig() ? { configured: true } : { configured: false, reason: NOTIFICATION_MESSAGES.emailNotConfigured }
}

export function smsConfig(): SmsConfig | null {
  const url = env.SMS_API_URL
  const token = env.SMS_API_TOKEN
  if (!url || !token) return null
  return { url, token, from: env.SMS_FROM }
}

export function smsStatus(): ChannelStatus {
  if (smsConfig()) return { configured: true }
  const missing = (['SMS_API_URL', 'SMS_API_TOKEN'] as const).filter((name) => !env[name]).join(', ')
  return { configured: false, reason: NOTIFICATION_MESSAGES.smsNotConfigured(missing) }
}
