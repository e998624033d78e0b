/**
 * Sign-in hardening for every login path (POST /api/auth/authenticate, Payload's login and the admin's form), through
 * the users collection's hooks: the rate limit 'login' per IP, a progressive delay per IP + account instead of an
 * account lock (someone guessing from elsewhere cannot lock the owner out), and the same password hash work for an
 * unknown e-mail (the answer time tells no account). Counters: table `login_throttle`. docs/security.md "Sign-in".
 */
import crypto from 'node:crypto'
import { promisify } from 'node:util'

import { APIError } from 'payload'
import type { Payload } from 'payload'

import { queryPool } from '../../platform/db'

/** Set by modules/accounts/auth.ts in `req.context`: the router counted this login against the 'login' rate limit already. */
export const LOGIN_RATE_LIMITED = 'tresenLoginRateLimited'

export const FREE_LOGIN_ATTEMPTS = 5
export const MAX_DELAY_SECONDS = 15 * 60

export const loginThrottledMessage = (seconds: number) =>
  `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${seconds} Sekunden erneut.`

/** A Payload APIError (so Payload's REST answers 429 with the German message, not a 500) carrying Retry-After. */
export class LoginThrottledError extends APIError {
  readonly retryAfter: number
  constructor(seconds: number) {
    super(loginThrottledMessage(seconds), 429, null, true)
    this.name = 'LoginThrottledError'
    this.retryAfter = seconds
  }
}

const keyOf = (ip: string, email: string) => `${ip}|${email.trim().toLowerCase()}`

/**
 * Counts one attempt (every attempt counts until a success clears the row) unless the client must still wait: the
 * update only happens when the previous attempt's delay is over; no row back means throttled.
 */
const ATTEMPT = `
insert into login_throttle as t (key, attempts, not_before) values ($1, 1, now())
on conflict (key) do update
  set attempts = t.attempts + 1,
      not_before = now() + least(
        case when t.attempts + 1 >= $2::int then power(2, t.attempts + 1 - $2::int) else 0 end, $3::int
      ) * interval '1 second'
  where t.not_before <= now()
returning attempts`

/** Counts a login attempt of `ip` for `email`; throws LoginThrottledError while the client has to wait. */
export async function beginLoginAttempt(payload: Payload, ip: string, email: string): Promise<void> {
  const key = keyOf(ip, email)
  const rows = await queryPool(payload, 'login_attempt', ATTEMPT, [key, FREE_LOGIN_ATTEMPTS, MAX_DELAY_SECONDS])
  if (rows.length > 0) return
  const [wait] = await queryPool<{ seconds: number }>(
    payload,
    'login_wait',
    'select greatest(1, ceil(extract(epoch from (not_before - now()))))::int as seconds from login_throttle where key = $1',
    [key],
  )
  throw new LoginThrottledError(wait?.seconds ?? 1)
}

/** A successful login clears the client's delay for that account. */
export async function loginSucceeded(payload: Payload, ip: string, email: string): Promise<void> {
  await queryPool(payload, 'login_success', 'delete from login_throttle where key = $1', [keyOf(ip, email)])
}

/** Deletes rows whose delay ended more than a day ago (with the rate-limit sweep). */
export async function sweepLoginThrottle(payload: Payload): Promise<number> {
  const rows = await queryPool(
    payload,
    'login_sweep',
    `delete from login_throttle where not_before < now() - interval '1 day' returning key`,
    [],
  )
  return rows.length
}

const pbkdf2 = promisify(crypto.pbkdf2)
/** Payload's current password hash parameters (payload/dist/auth/strategies/local/generatePasswordSaltHash.js). */
const HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const
const DUMMY_SALT = crypto.randomBytes(32).toString('hex')

let equalWorkRuns = 0
/** How often the equal-work hash ran (tests assert it runs for unknown e-mails). */
export const equalWorkHashRuns = () => equalWorkRuns

/** The hash Payload would compute for a known account, for an unknown one (the result is thrown away). */
export async function equalWorkHash(password: string): Promise<void> {
  equalWorkRuns++
  await pbkdf2(password, DUMMY_SALT, HASH.iterations, HASH.keyLength, HASH.digest)
}

/** Whether an account with this e-mail exists (one indexed lookup, done for every login attempt alike). */
export async function accountExists(payload: Payload, email: string): Promise<boolean> {
  const rows = await queryPool(payload, 'login_account_exists', 'select 1 from users where email = $1 limit 1', [
    email.trim().toLowerCase(),
  ])
  return rows.length > 0
}
