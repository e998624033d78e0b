/**
 * Payload's EmailAdapter over nodemailer/SMTP (payload.config.ts `email:`), so Payload's own mails and the outbox share
 * one transport (`@payloadcms/email-nodemailer` cannot be installed: peer range). Settings are read per send; without
 * SMTP_HOST a send fails with a German reason and the outbox records it as 'skipped'.
 */
import nodemailer from 'nodemailer'
import type { Transporter } from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

import { env } from '../../platform/env'
import { NOTIFICATION_MESSAGES, parseMailbox, smtpConfig } from '../../platform/delivery-config'
import type { SmtpConfig } from '../../platform/delivery-config'

export class EmailNotConfiguredError extends Error {
  constructor() {
    super(NOTIFICATION_MESSAGES.emailNotConfigured)
    this.name = 'EmailNotConfiguredError'
  }
}

export type SentEmail = { messageId: string; accepted: string[]; rejected: string[] }

/** Timeouts keep a dead SMTP server from holding a job for minutes. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }

let cached: { key: string; transporter: Transporter } | null = null

function transporterFor(config: SmtpConfig): Transporter {
  const key = JSON.stringify([config.host, config.port, config.secure, config.user, config.pass])
  if (cached?.key === key) return cached.transporter
  cached?.transporter.close()
  const transporter = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: config.user ? { user: config.user, pass: config.pass ?? '' } : undefined,
    ...TIMEOUTS,
  })
  cached = { key, transporter }
  return transporter
}

const addresses = (list: unknown): string[] =>
  Array.isArray(list) ? list.map((a) => (typeof a === 'string' ? a : ((a as { address?: string }).address ?? ''))) : []

/** Sends one message over SMTP; throws EmailNotConfiguredError without SMTP_HOST, the transport's error otherwise. */
export async function sendSmtp(message: SendEmailOptions): Promise<SentEmail> {
  const config = smtpConfig()
  if (!config) throw new EmailNotConfiguredError()
  const from = message.from ?? { name: config.from.name, address: config.from.address }
  const info = await transporterFor(config).sendMail({ ...message, from })
  return { messageId: String(info.messageId ?? ''), accepted: addresses(info.accepted), rejected: addresses(info.rejected) }
}

/** The adapter for `buildConfig({ email })`. */
export const smtpEmailAdapter = (): EmailAdapter<SentEmail> => () => {
  const from = parseMailbox(env.MAIL_FROM ?? 'Tresen <noreply@localhost>')
  return {
    name: 'tresen-smtp',
    defaultFromAddress: from.address,
    defaultFromName: from.name || 'Tresen',
    sendEmail: sendSmtp,
  }
}
