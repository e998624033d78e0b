import { beforeAll, describe, expect, it } from 'vitest'

import { call, login } from './helpers/api'
import { ADMIN, EMPLOYEE } from './helpers/users'

let adminToken: string

beforeAll(async () => {
  adminToken = await login(ADMIN.email, ADMIN.password)
})

describe('the { data } envelope and German { errors } shape', () => {
  it('wraps lists in data with paging meta', async () => {
    const res = await call<unknown[]>('GET', '/branches?limit=2')
    expect(res.status).toBe(200)
    expect(Array.isArray(res.body.data)).toBe(true)
    expect(res.body.data).toHaveLength(2)
    expect(res.body.meta).toMatchObject({ page: 1, limit: 2 })
  })

  it('caps the page size at 100', async () => {
    const res = await call('GET', '/products?limit=5000')
    expect(res.status).toBe(200)
    expect((res.body.meta as { limit: number }).limit).toBe(100)
  })

  it('filters on documented fields and refuses unknown filters in German', async () => {
    const ok = await call<{ identifier: string }[]>('GET', '/branches?identifier=graz')
    expect(ok.body.data?.map((b) => b.identifier)).toEqual(['graz'])
    const bad = await call('GET', '/branches?frobnicate=1')
    expect(bad.status).toBe(400)
    expect(bad.body.errors?.[0]).toEqual({ field: 'frobnicate', message: 'Nach „frobnicate“ kann nicht gefiltert werden.' })
  })

  it('answers 404 with a German message for unknown ids and routes', async () => {
    const missing = await call('GET', '/branches/999999')
    expect(missing.status).toBe(404)
    expect(missing.body.errors?.[0]?.message).toBe('Der angeforderte Datensatz wurde nicht gefunden.')
    const route = await call('GET', '/does-not-exist')
    expect(route.status).toBe(404)
    expect(route.body.errors?.[0]?.message).toBe('Diese Schnittstelle existiert nicht.')
  })

  it('answers 400 for malformed JSON and 401 (with the login hint) for anonymous writes', async () => {
    const bad = await call('POST', '/tags', { body: '{nope', token: adminToken })
    expect(bad.status).toBe(400)
    expect(bad.body.errors?.[0]?.message).toBe('Die Anfrage enthält kein gültiges JSON.')
    const anon = await call('POST', '/tags', { body: { name: 'x' } })
    expect(anon.status).toBe(401)
    expect(anon.headers.get('x-login-url')).toBe('/backend/login')
  })

  it('translates validation failures to German field errors and writes nothing', async () => {
    const before = await call('GET', '/tags?limit=1')
    const res = await call('POST', '/tags', { body: {}, token: adminToken })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual([{ field: 'name', message: 'Dieser Wert sollte nicht leer sein.' }])
    const after = await call('GET', '/tags?limit=1')
    expect((after.body.meta as { totalDocs: number }).totalDocs).toBe((before.body.meta as { totalDocs: number }).totalDocs)
  })

  it('answers 409 for a duplicate unique value', async () => {
    const first = await call<{ id: number }>('POST', '/users', {
      body: { email: 'doppelt@tresen.test', password: 'geheim-12345' },
      token: adminToken,
    })
    expect(first.status).toBe(201)
    const second = await call('POST', '/users', { body: { email: 'doppelt@tresen.test', password: 'geheim-12345' }, token: adminToken })
    expect(second.status).toBe(409)
    expect(second.body.errors?.[0]?.message).toBe('Dieser Wert wird bereits verwendet.')
  })

  it('creates, updates and deletes through the standard record calls', async () => {
    const created = await call<{ id: number; name: string }>('POST', '/tags', { body: { name: 'Vegan' }, token: adminToken })
    expect(created.status).toBe(201)
    const id = created.body.data!.id
    const updated = await call<{ name: string }>('PUT', `/tags/${id}`, { body: { name: 'Vegan & Bio' }, token: adminToken })
    expect(updated.body.data?.name).toBe('Vegan & Bio')
    const deleted = await call('DELETE', `/tags/${id}`, { token: adminToken })
    expect(deleted.status).toBe(200)
    expect((await call('GET', `/tags/${id}`)).status).toBe(404)
  })

  it('keeps logs read-only', async () => {
    const res = await call('POST', '/logs', { body: { message: 'x' }, token: adminToken })
    expect(res.status).toBe(405)
  })
})

describe('configuration', () => {
  it('gives anonymous visitors only the public subset', async () => {
    const res = await call<Record<string, unknown>>('GET', '/config')
    expect(res.status).toBe(200)
    expect(res.body.data).toHaveProperty('currency', 'EUR')
    expect(res.body.data).not.toHaveProperty('missedOrderMinutes')
  })

  it('lets admins change it and refuses employees', async () => {
    const employeeToken = await login(EMPLOYEE.email, EMPLOYEE.password)
    const denied = await call('POST', '/config', { body: { title: 'x' }, token: employeeToken })
    expect(denied.status).toBe(403)
    const res = await call<{ title: string }>('POST', '/config', { body: { title: 'Neuer Titel' }, token: adminToken })
    expect(res.status).toBe(200)
    expect(res.body.data?.title).toBe('Neuer Titel')
  })
})

describe('branch menus', () => {
  it('lists a branch’s menus newest first', async () => {
    const branches = await call<{ id: number }[]>('GET', '/branches?identifier=wien')
    const id = branches.body.data![0]!.id
    const res = await call<{ availableFrom: string }[]>('GET', `/branches/${id}/menus`)
    expect(res.status).toBe(200)
    const dates = res.body.data!.map((m) => m.availableFrom)
    expect(dates.length).toBeGreaterThan(0)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect((await call('GET', '/branches/999999/menus')).status).toBe(404)
  })
})

describe('identifiers made from the name', () => {
  it('fills, keeps on a rename, and makes a new one from the name when emptied', async () => {
    const suffix = Date.now().toString(36)
    type Division = { id: number; identifier: string }
    const created = await call<Division>('POST', '/divisions', { body: { name: `Sparte ${suffix}` }, token: adminToken })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = created.body.data!.id
    expect(created.body.data!.identifier).toBe(`sparte-${suffix}`)
    // a rename keeps the identifier (the URL must not change by accident)
    const renamed = await call<Division>('PUT', `/divisions/${id}`, { body: { name: `Bereich ${suffix}` }, token: adminToken })
    expect(renamed.body.data!.identifier).toBe(`sparte-${suffix}`)
    // emptied on purpose: made from the (current) name again, as the field says
    const emptied = await call<Division>('PUT', `/divisions/${id}`, { body: { identifier: '' }, token: adminToken })
    expect(emptied.status, JSON.stringify(emptied.body)).toBe(200)
    expect(emptied.body.data!.identifier).toBe(`bereich-${suffix}`)
    await call('DELETE', `/divisions/${id}`, { token: adminToken })
  })
})
