/**
 * The users collection's sign-in hardening (the rules: modules/accounts/login-security.ts, docs/security.md), on every
 * login path: before login the rate limit, progressive delay and equal hash work; after login the delay cleared;
 * forgot-password rate limited and, without SMTP, the same answer for known and unknown e-mails. A login through
 * POST /api/auth/authenticate has passed the router's rate limit already (req.context flag).
 */
import type { CollectionAfterLoginHook, CollectionBeforeOperationHook } from 'payload'

import { ApiError } from '../../../../platform/api/errors'
import { clientIp } from '../../../../platform/http/client'
import {
  LOGIN_RATE_LIMITED,
  LoginThrottledError,
  accountExists,
  beginLoginAttempt,
  equalWorkHash,
  loginSucceeded,
} from '../../login-security'
import { smtpConfig } from '../../../../platform/delivery-config'
import { hitRateLimit } from '../../../../platform/rate-limit'

const NOT_CONFIGURED_LOG =
  'Passwort vergessen: E-Mail-Versand ist nicht konfiguriert (SMTP_HOST fehlt) — es wurde keine E-Mail gesendet.'

type Headers = { get: (name: string) => string | null }

/** The router's 429 as a Payload APIError, so Payload's REST answers 429 (not 500). */
async function limitPerClient(payload: Parameters<typeof hitRateLimit>[0], route: string, ip: string) {
  try {
    await hitRateLimit(payload, 'login', route, ip)
  } catch (error) {
    if (error instanceof ApiError && error.status === 429)
      throw new LoginThrottledError(Number(error.headers['Retry-After'] ?? 1))
    throw error
  }
}

export const loginSecurityBeforeOperation: CollectionBeforeOperationHook<'users'> = async ({ args, operation, req }) => {
  if (operation !== 'login' && operation !== 'forgotPassword') return args
  const { payload } = req
  const ip = clientIp((req.headers ?? new Headers()) as Headers)
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data ?? {}
  const email = typeof data.email === 'string' ? data.email.trim().toLowerCase() : ''

  if (operation === 'forgotPassword') {
    await limitPerClient(payload, 'POST /backend/api/users/forgot-password', ip)
    if (smtpConfig()) return args
    payload.logger.warn(NOT_CONFIGURED_LOG)
    return { ...args, disableEmail: true }
  }

  if (!req.context?.[LOGIN_RATE_LIMITED]) await limitPerClient(payload, 'POST /backend/api/users/login', ip)
  if (!email) return args
  await beginLoginAttempt(payload, ip, email)
  // the same hash work for an unknown e-mail as Payload does for a known one
  if (!(await accountExists(payload, email))) await equalWorkHash(typeof data.password === 'string' ? data.password : '')
  return args
}

export const loginSecurityAfterLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  const email = typeof user?.email === 'string' ? user.email : ''
  if (email) await loginSucceeded(req.payload, clientIp((req.headers ?? new Headers()) as Headers), email)
  return user
}
