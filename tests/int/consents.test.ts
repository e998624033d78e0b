/**
 * POST /api/consents (modules/accounts/consents.ts): the proof-of-consent record — time from the server, the categories and the
 * consent text version, no IP address; German 400s for bad bodies; admins read the list, nobody edits it through the API.
 */
import { describe, expect, it } from 'vitest'

import { CLIENT_IP_HEADER } from '../../platform/http/client'
import { call, loadPayload, login } from './helpers/api'
import { ADMIN, EMPLOYEE } from './helpers/users'

const consentId = () => `c${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`.padEnd(20, 'x')

describe('recording a consent', () => {
  it('stores time, categories, version and page but not the IP address', async () => {
    const id = consentId()
    const before = Date.now()
    const res = await call<{ id: number; givenAt: string }>('POST', '/consents', {
      body: { consentId: id, categories: ['necessary', 'analytics', 'marketing'], version: '2026-11-1', path: '/store/graz' },
      headers: { [CLIENT_IP_HEADER]: '203.0.113.7', 'user-agent': 'Mozilla/5.0 Test' },
    })
    expect(res.status).toBe(201)
    expect(Date.parse(res.body.data?.givenAt ?? '')).toBeGreaterThanOrEqual(before - 1000)
    const payload = await loadPayload()
    const doc = await payload.findByID({ collection: 'consents', id: res.body.data?.id as number })
    expect(doc).toMatchObject({ consentId: id, categories: ['necessary', 'analytics', 'marketing'], version: '2026-11-1', path: '/store/graz' })
    expect(JSON.stringify(doc)).not.toContain('203.0.113.7')
    expect(JSON.stringify(doc)).not.toContain('Mozilla')
  })

  it('refuses bad bodies with German field errors and writes nothing', async () => {
    const payload = await loadPayload()
    const count = (await payload.count({ collection: 'consents' })).totalDocs
    const res = await call('POST', '/consents', { body: { consentId: 'kurz', categories: ['analytics', 'werbung'], version: '' } })
    expect(res.status).toBe(400)
    const fields = (res.body.errors ?? []).map((error) => error.field)
    expect(fields).toEqual(expect.arrayContaining(['consentId', 'version']))
    expect(fields.some((field) => field?.startsWith('categories'))).toBe(true)
    for (const error of res.body.errors ?? []) expect(error.message).toMatch(/[äöüÄÖÜß]|Bitte|Dieser|Die |Unbekannte|ungültig/)
    const notNecessary = await call('POST', '/consents', { body: { consentId: consentId(), categories: ['analytics'], version: '1' } })
    expect(notNecessary.status).toBe(400)
    expect(notNecessary.body.errors?.[0]?.message).toBe('Die notwendigen Cookies sind immer Teil der Einwilligung.')
    expect((await call('POST', '/consents', { body: 'kein json' })).status).toBe(400)
    expect((await payload.count({ collection: 'consents' })).totalDocs).toBe(count)
  })
})

describe('access to consent records', () => {
  it('admins read the list; employees and visitors do not; nobody creates or edits through the REST API', async () => {
    const id = consentId()
    const created = await call<{ id: number }>('POST', '/consents', { body: { consentId: id, categories: ['necessary'], version: '1' } })
    expect(created.status).toBe(201)
    const payload = await loadPayload()
    const admin = (await payload.find({ collection: 'consents', where: { consentId: { equals: id } }, overrideAccess: false, user: await userOf(ADMIN.email) })).docs
    expect(admin).toHaveLength(1)
    await expect(payload.find({ collection: 'consents', overrideAccess: false, user: await userOf(EMPLOYEE.email) })).rejects.toThrow()
    await expect(payload.find({ collection: 'consents', overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.update({ collection: 'consents', id: created.body.data?.id as number, data: { version: '2' }, overrideAccess: false, user: await userOf(ADMIN.email) }),
    ).rejects.toThrow()
    await expect(
      payload.create({ collection: 'consents', data: { consentId: consentId(), givenAt: new Date().toISOString(), categories: ['necessary'], version: '1' }, overrideAccess: false, user: await userOf(ADMIN.email) }),
    ).rejects.toThrow()
    expect(await login(ADMIN.email, ADMIN.password)).toBeTruthy()
  })
})

async function userOf(email: string) {
  const payload = await loadPayload()
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1 })
  const user = docs[0]
  if (!user) throw new Error(`user ${email} missing`)
  return { ...user, collection: 'users' as const }
}
