import { describe, expect, it } from 'vitest'

import { FREE_LOGIN_ATTEMPTS } from '../../modules/accounts/login-security'
import { call, loadPayload } from './helpers/api'
import { ADMIN } from './helpers/users'

const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'))

describe('sign-in', () => {
  it('returns a JWT whose exp is in seconds and which carries the roles', async () => {
    const res = await call<{ token: string }>('POST', '/auth/authenticate', { body: ADMIN })
    expect(res.status).toBe(200)
    const claims = decode(res.body.data!.token)
    expect(claims.roles).toContain('ROLE_ADMIN')
    const nowSeconds = Math.floor(Date.now() / 1000)
    expect(claims.exp).toBeGreaterThan(nowSeconds)
    expect(claims.exp).toBeLessThan(nowSeconds + 7 * 24 * 3600) // seconds, not milliseconds
  })

  it('answers /users/me for the token and 401 without one', async () => {
    const { body } = await call<{ token: string }>('POST', '/auth/authenticate', { body: ADMIN })
    const me = await call<{ email: string; hash?: string }>('GET', '/users/me', { token: body.data!.token })
    expect(me.status).toBe(200)
    expect(me.body.data?.email).toBe(ADMIN.email)
    expect(me.body.data).not.toHaveProperty('hash')
    const anon = await call('GET', '/users/me')
    expect(anon.status).toBe(401)
    expect(anon.body.errors?.[0]?.message).toBe('Bitte melden Sie sich an.')
  })

  it('validates the body in German', async () => {
    const res = await call('POST', '/auth/authenticate', { body: {} })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual([
      { field: 'email', message: 'Dieser Wert sollte nicht leer sein.' },
      { field: 'password', message: 'Dieser Wert sollte nicht leer sein.' },
    ])
  })

  it('delays a client after repeated failures, even for the right password, with a German 429 and Retry-After', async () => {
    const payload = await loadPayload()
    const email = 'sperre@tresen.test'
    await payload.create({
      collection: 'users',
      data: { email, password: 'richtig-123', roles: ['ROLE_EMPLOYEE'] },
      overrideAccess: true,
    })
    const client = { 'x-tresen-client-ip': '192.0.2.10' }
    for (let i = 0; i < FREE_LOGIN_ATTEMPTS; i++) {
      const res = await call('POST', '/auth/authenticate', { body: { email, password: 'falsch' }, headers: client })
      expect(res.status).toBe(401)
    }
    // the attempt after the free ones sets a delay; the next one (right password or not) has to wait
    await call('POST', '/auth/authenticate', { body: { email, password: 'falsch' }, headers: client })
    const locked = await call('POST', '/auth/authenticate', { body: { email, password: 'richtig-123' }, headers: client })
    expect(locked.status).toBe(429)
    const seconds = Number(locked.headers.get('retry-after'))
    expect(seconds).toBeGreaterThanOrEqual(1)
    expect(locked.body.errors?.[0]?.message).toBe(
      `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${seconds} Sekunden erneut.`,
    )
  })

  it('makes the first user ever created an admin', async () => {
    const { firstUserBecomesAdmin } = await import('../../modules/accounts/collections/hooks/firstUserBecomesAdmin')
    const fakeReq = { payload: { count: async () => ({ totalDocs: 0 }) } }
    const data = await firstUserBecomesAdmin({ data: { roles: ['ROLE_EMPLOYEE'] }, operation: 'create', req: fakeReq } as never)
    expect(data.roles).toEqual(['ROLE_EMPLOYEE', 'ROLE_ADMIN'])
    const later = await firstUserBecomesAdmin({
      data: { roles: ['ROLE_EMPLOYEE'] },
      operation: 'create',
      req: { payload: { count: async () => ({ totalDocs: 3 }) } },
    } as never)
    expect(later.roles).toEqual(['ROLE_EMPLOYEE'])
  })
})
