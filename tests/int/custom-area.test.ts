/** The custom area under /custom/api: vehicles (+ upload), services, questionnaires (+ public), submissions. */
import { beforeAll, describe, expect, it } from 'vitest'

import { DEMO_QUESTIONNAIRE_HASH } from '../../seed/data/content'
import { call, login } from './helpers/api'
import { ADMIN, EMPLOYEE } from './helpers/users'

const custom = { base: '/custom/api' as const }
let admin: string
let employee: string

beforeAll(async () => {
  admin = await login(ADMIN.email, ADMIN.password)
  employee = await login(EMPLOYEE.email, EMPLOYEE.password)
})

describe('vehicles', () => {
  it('uploads a vehicle list as JSON in one transaction and lists it for staff only', async () => {
    const res = await call<{ path: string }[]>('POST', '/vehicles/upload', {
      ...custom,
      token: admin,
      body: { vehicles: [{ name: 'Lieferwagen 1', path: 'lieferwagen-1' }, { name: 'Lieferwagen 2', path: 'lieferwagen-2' }] },
    })
    expect(res.status).toBe(200)
    expect(res.body.data?.map((v) => v.path)).toEqual(['lieferwagen-1', 'lieferwagen-2'])
    const list = await call<unknown[]>('GET', '/vehicles', { ...custom, token: employee })
    expect(list.status).toBe(200)
    expect((list.body.meta as { totalDocs: number }).totalDocs).toBeGreaterThanOrEqual(2)
    expect((await call('GET', '/vehicles', custom)).status).toBe(401)
  })

  it('writes nothing when one vehicle of an upload is invalid', async () => {
    const before = await call('GET', '/vehicles', { ...custom, token: admin })
    const res = await call('POST', '/vehicles/upload', {
      ...custom,
      token: admin,
      body: [{ name: 'Gut', path: 'gut-1' }, { path: 'ohne-name' }],
    })
    expect(res.status).toBe(400)
    expect(res.body.errors?.length).toBeGreaterThan(0)
    const after = await call('GET', '/vehicles', { ...custom, token: admin })
    expect((after.body.meta as { totalDocs: number }).totalDocs).toBe((before.body.meta as { totalDocs: number }).totalDocs)
  })

  it('refuses the upload to employees', async () => {
    const res = await call('POST', '/vehicles/upload', { ...custom, token: employee, body: [{ name: 'x', path: 'x' }] })
    expect(res.status).toBe(403)
  })
})

describe('services', () => {
  it('offers the standard record calls', async () => {
    const created = await call<{ id: number }>('POST', '/services', { ...custom, token: admin, body: { name: 'Fensterreinigung', path: 'fenster' } })
    expect(created.status).toBe(201)
    const id = created.body.data!.id
    expect((await call('GET', `/services/${id}`, { ...custom, token: employee })).status).toBe(200)
    expect((await call('PUT', `/services/${id}`, { ...custom, token: admin, body: { name: 'Glasreinigung' } })).status).toBe(200)
    expect((await call('DELETE', `/services/${id}`, { ...custom, token: admin })).status).toBe(200)
  })
})

describe('questionnaires and feedback', () => {
  it('serves a questionnaire by its public hash to anonymous visitors and 404s unknown hashes in German', async () => {
    const res = await call<{ name: string; content: { body: unknown[] } }>('GET', `/questionnaires/public/${DEMO_QUESTIONNAIRE_HASH}`, custom)
    expect(res.status).toBe(200)
    expect(res.body.data?.content.body).toHaveLength(5)
    const missing = await call('GET', '/questionnaires/public/gibt-es-nicht-gibt-es-nicht', custom)
    expect(missing.status).toBe(404)
    expect(missing.body.errors?.[0]?.message).toMatch(/nicht gefunden/)
  })

  it('keeps the questionnaire list itself staff-only', async () => {
    expect((await call('GET', '/questionnaires', custom)).status).toBe(401)
    expect((await call('GET', '/questionnaires', { ...custom, token: employee })).status).toBe(200)
  })

  it('accepts a valid anonymous submission', async () => {
    const res = await call('POST', '/questionnaire-submissions', {
      ...custom,
      body: {
        clientName: 'Kanzlei Huber',
        contactName: 'Maria Huber',
        service: 'Unterhaltsreinigung',
        questionnaire: { publicHash: DEMO_QUESTIONNAIRE_HASH },
        content: [
          { rating: 5 },
          { rating: 4 },
          { rating: 5 },
          { rating: 5, comment: 'Sehr verlässlich.' },
          { comment: 'Weiter so!' },
        ],
      },
    })
    expect(res.status).toBe(201)
  })

  it('answers an invalid submission with every German message at once', async () => {
    const res = await call('POST', '/questionnaire-submissions', {
      ...custom,
      body: {
        clientName: '  ',
        contactName: '',
        service: 'Unterhaltsreinigung',
        questionnaire: { publicHash: DEMO_QUESTIONNAIRE_HASH },
        content: [{ rating: 9 }, { rating: 4 }, { rating: 5 }, { rating: 5 }, { comment: '' }],
      },
    })
    expect(res.status).toBe(400)
    const fields = res.body.errors!.map((e) => e.field)
    expect(fields).toEqual(expect.arrayContaining(['clientName', 'contactName']))
    expect(res.body.errors!.length).toBeGreaterThanOrEqual(4)
    for (const e of res.body.errors!) expect(e.message).toMatch(/[a-zäöüß]/i)
  })
})
