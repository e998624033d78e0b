/** Sign-in for the spec's API: POST /api/auth/authenticate → JWT (exp in seconds, roles). */
import type { PayloadRequest } from 'payload'

import { ApiError, MESSAGES, badRequest } from '../../platform/api/errors'
import type { FieldError } from '../../platform/api/errors'
import { LOGIN_RATE_LIMITED } from './login-security'

export type Credentials = { email: string; password: string }

export function parseCredentials(body: unknown): Credentials {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
  const email = typeof b.email === 'string' ? b.email : typeof b.username === 'string' ? b.username : ''
  const password = typeof b.password === 'string' ? b.password : ''
  const errors: FieldError[] = []
  if (!email.trim()) errors.push({ field: 'email', message: MESSAGES.notBlank })
  if (!password) errors.push({ field: 'password', message: MESSAGES.notBlank })
  if (errors.length) throw badRequest(errors)
  return { email: email.trim().toLowerCase(), password }
}

export async function authenticate(req: PayloadRequest, { email, password }: Credentials): Promise<{ token: string }> {
  // the router counted this request against the 'login' rate limit already (modules/accounts/collections/hooks/loginSecurity.ts)
  req.context = { ...req.context, [LOGIN_RATE_LIMITED]: true }
  try {
    const result = await req.payload.login({ collection: 'users', data: { email, password }, req, overrideAccess: true })
    if (!result.token) throw new ApiError(401, MESSAGES.invalidCredentials)
    return { token: result.token }
  } catch (error) {
    const name = (error as { name?: string })?.name
    if (name === 'LockedAuth') throw new ApiError(429, MESSAGES.accountLocked)
    if (name === 'AuthenticationError' || name === 'ValidationError') throw new ApiError(401, MESSAGES.invalidCredentials)
    throw error
  }
}
