/**
 * Sign-in hardening (modules/accounts/login-security.ts, modules/accounts/collections/hooks/loginSecurity.ts): only
 * admins unlock accounts; a guessing client is delayed per IP + account without locking the owner out; unknown e-mails
 * cost the same hash work; forgot-password answers alike for known and unknown e-mails without SMTP; logins are rate
 * limited per IP on Payload's REST route as well.
 */
import config from '@payload-config'
import { createLocalReq, handleEndpoints } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { equalWorkHashRuns } from '../../modules/accounts/login-security'
import { call, loadPayload } from './helpers/api'
import { ADMIN, EMPLOYEE, userDoc } from './helpers/users'

const IP = 'x-tresen-client-ip'

/** Payload's own REST API under /backend/api, in-process (what the Next route file runs). */
async function rest(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost:3000/backend/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const response = await handleEndpoints({ config, request })
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }
}

const victim = { email: 'opfer@tresen.test', password: 'opfer-geheim-123' }

beforeAll(async () => {
  const payload = await loadPayload()
  await payload.create({ collection: 'users', data: { ...victim, roles: ['ROLE_EMPLOYEE'] }, overrideAccess: true })
})

describe('unlocking an account', () => {
  it('is refused to an employee, even for the admin account', async () => {
    const payload = await loadPayload()
    const employee = await userDoc(EMPLOYEE.email)
    const req = await createLocalReq({ user: employee }, payload)
    await expect(
      payload.unlock({ collection: 'users', data: { email: ADMIN.email } as never, req, overrideAccess: false }),
    ).rejects.toMatchObject({
      name: 'Forbidden',
    })
  })

  it('is allowed to an admin', async () => {
    const payload = await loadPayload()
    const admin = await userDoc(ADMIN.email)
    const req = await createLocalReq({ user: admin }, payload)
    await expect(
      payload.unlock({ collection: 'users', data: { email: victim.email } as never, req, overrideAccess: false }),
    ).resolves.toBe(true)
  })
})

describe('a client guessing passwords', () => {
  it('is delayed for that account, while the owner signs in from another address', async () => {
    const attacker = { [IP]: '198.51.100.7' }
    const statuses: number[] = []
    for (let i = 0; i < 8; i++)
      statuses.push(
        (await call('POST', '/auth/authenticate', { body: { email: victim.email, password: 'falsch' }, headers: attacker }))
          .status,
      )
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(statuses.slice(6)).toEqual([429, 429])
    const owner = await call('POST', '/auth/authenticate', { body: victim, headers: { [IP]: '203.0.113.5' } })
    expect(owner.status).toBe(200)
  })

  it('is delayed on Payload’s REST login as well, with a German 429 instead of a 500', async () => {
    const attacker = { [IP]: '198.51.100.8' }
    const statuses: number[] = []
    let last: Record<string, unknown> = {}
    for (let i = 0; i < 8; i++) {
      const res = await rest('POST', '/users/login', { email: victim.email, password: 'falsch' }, attacker)
      statuses.push(res.status)
      last = res.body
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    expect(JSON.stringify(last)).toMatch(/Zu viele fehlgeschlagene Anmeldeversuche/)
    // the account itself is never locked: the owner signs in on the same route from elsewhere
    expect((await rest('POST', '/users/login', victim, { [IP]: '203.0.113.6' })).status).toBe(200)
  })

  it('a successful login clears the delay of that client', async () => {
    const client = { [IP]: '198.51.100.9' }
    for (let i = 0; i < 4; i++)
      await call('POST', '/auth/authenticate', { body: { email: victim.email, password: 'falsch' }, headers: client })
    expect((await call('POST', '/auth/authenticate', { body: victim, headers: client })).status).toBe(200)
    for (let i = 0; i < 5; i++)
      expect(
        (await call('POST', '/auth/authenticate', { body: { email: victim.email, password: 'falsch' }, headers: client })).status,
      ).toBe(401)
  })
})

describe('logins per client on Payload’s REST route', () => {
  const saved = {
    on: process.env.RATE_LIMITS,
    login: process.env.RATE_LIMIT_LOGIN,
    window: process.env.RATE_LIMIT_WINDOW_SECONDS,
  }
  afterEach(() => {
    for (const [name, value] of [
      ['RATE_LIMITS', saved.on],
      ['RATE_LIMIT_LOGIN', saved.login],
      ['RATE_LIMIT_WINDOW_SECONDS', saved.window],
    ] as const) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  })

  it('are rate limited per IP across accounts', async () => {
    process.env.RATE_LIMITS = '1'
    process.env.RATE_LIMIT_LOGIN = '3'
    process.env.RATE_LIMIT_WINDOW_SECONDS = '86400'
    const client = { [IP]: '198.51.100.20' }
    const statuses: number[] = []
    for (let i = 0; i < 4; i++)
      statuses.push((await rest('POST', '/users/login', { email: `niemand${i}@tresen.test`, password: 'x' }, client)).status)
    expect(statuses).toEqual([401, 401, 401, 429])
  })
})

describe('an unknown e-mail', () => {
  it('runs the same password hash as a known account would', async () => {
    const before = equalWorkHashRuns()
    const res = await call('POST', '/auth/authenticate', {
      body: { email: 'gibt-es-nicht@tresen.test', password: 'x' },
      headers: { [IP]: '198.51.100.30' },
    })
    expect(res.status).toBe(401)
    expect(equalWorkHashRuns()).toBe(before + 1)
    // a known account is hashed by Payload itself, not twice
    await call('POST', '/auth/authenticate', {
      body: { email: victim.email, password: 'falsch' },
      headers: { [IP]: '198.51.100.31' },
    })
    expect(equalWorkHashRuns()).toBe(before + 1)
  })
})

describe('forgot-password without SMTP', () => {
  it('answers known and unknown e-mails alike and logs the German "not configured" state', async () => {
    const payload = await loadPayload()
    const warn = vi.spyOn(payload.logger, 'warn')
    const known = await rest('POST', '/users/forgot-password', { email: victim.email }, { [IP]: '198.51.100.40' })
    const unknown = await rest('POST', '/users/forgot-password', { email: 'unbekannt@tresen.test' }, { [IP]: '198.51.100.41' })
    expect(known.status).toBe(200)
    expect(unknown).toEqual(known)
    expect(warn.mock.calls.map((c) => String(c[0]))).toContain(
      'Passwort vergessen: E-Mail-Versand ist nicht konfiguriert (SMTP_HOST fehlt) — es wurde keine E-Mail gesendet.',
    )
    warn.mockRestore()
  })
})
