/**
 * The storefront's pages answer the status of what the SPA shows (issue 35: no soft 404s): 404 for an unknown branch,
 * legal page or path, 500 for a content page of an unknown type (the SPA's 500 view), 200 for the real pages and
 * 301/302 for a redirect — through the catch-all route file itself, on the seeded demo (seed/data/sites.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { call, eventually, loadPayload, login } from './helpers/api'
import { ADMIN } from './helpers/users'

const { GET } = await import('../../app/(site)/[[...path]]/route')
const visit = (path: string, headers: Record<string, string> = {}) => GET(new Request(`http://localhost:3000${path}`, { headers }))

let token: string
beforeAll(async () => {
  token = await login(ADMIN.email, ADMIN.password)
})

describe('storefront page status', () => {
  it('answers 200 for the home page, a branch and its checkout, a content page, a legal page and an order’s status page', async () => {
    for (const path of ['/', '/store/graz', '/store/graz/checkout', '/ueber-uns', '/magazin/das-perfekte-wiener-schnitzel', '/site/privacy', '/status/abc/def']) {
      const res = await visit(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type'), path).toContain('text/html')
    }
  })

  it('answers 404 for an unknown branch, legal page or path — with the page, so the SPA renders its 404 view', async () => {
    for (const path of ['/store/nope', '/store/nope/checkout', '/site/nope', '/nope', '/magazin/gibt-es-nicht']) {
      const res = await visit(path)
      expect(res.status, path).toBe(404)
      expect(res.headers.get('content-type'), path).toContain('text/html')
      expect(await res.text(), path).toMatch(/<html/i)
    }
  })

  it('still redirects before the status: 301 and 302 with their Location', async () => {
    const about = await visit('/about')
    expect(about.status).toBe(301)
    expect(about.headers.get('location')).toBe('/ueber-uns')
    const wildcard = await visit('/aktion/sommer')
    expect(wildcard.status).toBe(302)
    const created = await call<{ id: number }>('POST', '/redirects', { token, body: { path: 'int-status-alt', target: '/nope-ziel', statusCode: 302 } })
    expect(created.status).toBe(201)
    expect((await eventually(() => visit('/int-status-alt'), (r) => r.status === 302)).headers.get('location')).toBe('/nope-ziel')
  })

  it('answers 500 for a content page of a type the storefront does not know (the SPA’s 500 view)', async () => {
    const created = await call<{ id: number }>('POST', '/sites', {
      token,
      body: { name: 'Int Status', path: 'int-status-typ', type: 'default', isPublic: true, _status: 'published', content: { body: [] } },
    })
    expect(created.status).toBe(201)
    const id = created.body.data!.id
    expect((await eventually(() => visit('/int-status-typ'), (r) => r.status === 200)).status).toBe(200)
    const payload = await loadPayload()
    // a type only an older or newer version knows: the admin's select cannot store it, the table's enum is widened here
    await payload.db.drizzle.execute(`alter type enum_sites_type add value if not exists 'int_landingpage'`)
    await payload.db.drizzle.execute(`update sites set type = 'int_landingpage' where id = ${Number(id)}`)
    await payload.db.drizzle.execute(`select pg_notify('tresen_content', 'sites')`)
    try {
      const res = await eventually(() => visit('/int-status-typ'), (r) => r.status === 500)
      expect(res.status).toBe(500)
      expect(res.headers.get('content-type')).toContain('text/html')
    } finally {
      await payload.db.drizzle.execute(`update sites set type = 'default' where id = ${Number(id)}`)
      await call('DELETE', `/sites/${id}`, { token })
    }
  })

  it('answers 200 to a signed-in visitor, who may see pages anonymous visitors do not', async () => {
    const res = await visit('/int-nur-fuer-redaktion', { authorization: `JWT ${token}` })
    expect(res.status).toBe(200)
  })
})
