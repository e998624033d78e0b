import { beforeAll, describe, expect, it } from 'vitest'

import { publicCacheSize } from '../../platform/cache/publicCache'
import { resolveImage } from '../../modules/content/media'
import { lexicalParagraph } from '../fakes/lexical'
import { call, eventually, loadPayload, login } from './helpers/api'
import { ADMIN, EMPLOYEE } from './helpers/users'

type Entry = { url: string; data: unknown }

const URLS = [
  '/api/config', '/api/users/me', '/api/divisions', '/api/branches', '/api/menus', '/api/categories', '/api/products',
  '/api/tags', '/api/tables', '/api/sites', '/api/navigations', '/api/blocks', '/api/nodes', '/api/donatees',
]

const byUrl = (entries: Entry[]) => Object.fromEntries(entries.map((e) => [e.url, e.data])) as Record<string, unknown>

let adminToken: string
let employeeToken: string

beforeAll(async () => {
  adminToken = await login(ADMIN.email, ADMIN.password)
  employeeToken = await login(EMPLOYEE.email, EMPLOYEE.password)
})

/** Waits until the content event (sent on commit via pg_notify) has reached this process. */
describe('GET /api/init', () => {
  it('delivers every list of the bulk initial load in the spec’s order', async () => {
    const res = await call<Entry[]>('GET', '/init')
    expect(res.status).toBe(200)
    expect(res.body.data!.map((e) => e.url)).toEqual(URLS)
  })

  it('gives anonymous visitors no user, only enabled products and the public config', async () => {
    const data = byUrl((await call<Entry[]>('GET', '/init')).body.data!)
    expect(data['/api/users/me']).toBeNull()
    expect((data['/api/products'] as { isEnabled: boolean }[]).every((p) => p.isEnabled)).toBe(true)
    expect(data['/api/config']).not.toHaveProperty('missedOrderMinutes')
  })

  it('carries the theme colours, font and radius in the config, where the storefront applies them (issue #34)', async () => {
    const data = byUrl((await call<Entry[]>('GET', '/init')).body.data!)
    expect(data['/api/config']).toMatchObject({ color1: '#111111', color2: '#ffffff', font: 'Mulish', borderRadius: '0.8rem', country: 'AT' })
  })

  it('gives signed-in staff their user and the full config', async () => {
    const admin = byUrl((await call<Entry[]>('GET', '/init', { token: adminToken })).body.data!)
    expect((admin['/api/users/me'] as { email: string }).email).toBe(ADMIN.email)
    expect(admin['/api/config']).toHaveProperty('missedOrderMinutes')
    const employee = byUrl((await call<Entry[]>('GET', '/init', { token: employeeToken })).body.data!)
    expect((employee['/api/users/me'] as { email: string }).email).toBe(EMPLOYEE.email)
  })

  it('gives anonymous visitors the content without timestamps and editor states beside their HTML, in /api/init and GET alike; staff get it whole', async () => {
    const state = lexicalParagraph('Frisch aus dem Ofen')
    const created = await call<{ id: number }>('POST', '/sites', {
      token: adminToken,
      body: { name: 'Besucher', path: 'int-besucher', type: 'default', isPublic: true, content: { body: [{ blockType: 'richText', text: state }, { blockType: 'markdown', text: 'Hallo **Welt**' }] } },
    })
    expect(created.status).toBe(201)
    type Site = { id: number; path: string; createdAt?: string; content: { body: Record<string, unknown>[] } }
    const siteIn = (entries: Entry[]) => (byUrl(entries)['/api/sites'] as Site[]).find((s) => s.path === 'int-besucher')
    const anonymous = await eventually(() => call<Entry[]>('GET', '/init'), (r) => !!siteIn(r.body.data!))
    const site = siteIn(anonymous.body.data!)!
    expect(site).not.toHaveProperty('createdAt')
    expect(site).not.toHaveProperty('updatedAt')
    expect(site.content.body[0]).not.toHaveProperty('text')
    expect(site.content.body[0]!.textHtml).toBe('<p>Frisch aus dem Ofen</p>')
    // a markdown source is text, not an editor state: it stays (the live preview converts it)
    expect(site.content.body[1]).toMatchObject({ text: 'Hallo **Welt**', textHtml: expect.stringContaining('<strong>Welt</strong>') })
    const lists = anonymous.body.data!.filter((e) => e.url !== '/api/config' && e.url !== '/api/users/me')
    expect(JSON.stringify(lists)).not.toMatch(/"(createdAt|updatedAt)":/)
    // GET on each url answers what /api/init carries for it
    expect((await call<Site[]>('GET', '/sites?path=int-besucher')).body.data).toEqual([site])
    expect((await call<Site>('GET', `/sites/${site.id}`)).body.data).toEqual(site)
    const products = byUrl(anonymous.body.data!)['/api/products'] as { id: number }[]
    expect((await call<unknown>('GET', `/products/${products[0]!.id}`)).body.data).toEqual(products[0])
    // staff get the records whole: the timestamps and the editor's state
    const staff = siteIn((await call<Entry[]>('GET', '/init', { token: adminToken })).body.data!)!
    expect(staff.createdAt).toBeTruthy()
    expect(staff.content.body[0]).toMatchObject({ text: state, textHtml: '<p>Frisch aus dem Ofen</p>' })
    expect((await call<Site>('GET', `/sites/${site.id}`, { token: adminToken })).body.data).toMatchObject({ createdAt: staff.createdAt })
  })

  it('answers 304 for an unchanged ETag', async () => {
    const first = await call('GET', '/init')
    const etag = first.headers.get('etag')
    expect(etag).toBeTruthy()
    const second = await call('GET', '/init', { headers: { 'if-none-match': etag! } })
    expect(second.status).toBe(304)
    // a proxy that compresses weakens the tag (W/"…"); a list of tags may be sent too — still 304
    expect((await call('GET', '/init', { headers: { 'if-none-match': `W/${etag!}` } })).status).toBe(304)
    expect((await call('GET', '/init', { headers: { 'if-none-match': `"other", ${etag!}` } })).status).toBe(304)
  })

  it('reflects an admin edit on the next anonymous load (cache invalidated after commit)', async () => {
    const before = await call<Entry[]>('GET', '/init')
    const etag = before.headers.get('etag')!
    const tag = await call<{ id: number }>('POST', '/tags', { body: { name: 'Frisch eingetroffen' }, token: adminToken })
    expect(tag.status).toBe(201)
    const after = await eventually(
      () => call<Entry[]>('GET', '/init', { headers: { 'if-none-match': etag } }),
      (r) => r.status === 200,
    )
    expect(after.status).toBe(200)
    const tags = byUrl(after.body.data!)['/api/tags'] as { name: string }[]
    expect(tags.map((t) => t.name)).toContain('Frisch eingetroffen')
  })

  it('never serves a stale answer after concurrent edits', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `Parallel ${i}`)
    // anonymous loads race with the writes
    const loads = Array.from({ length: 12 }, () => call('GET', '/init'))
    await Promise.all([...names.map((name) => call('POST', '/tags', { body: { name }, token: adminToken })), ...loads])
    const final = await eventually(
      () => call<Entry[]>('GET', '/init'),
      (r) => names.every((n) => (byUrl(r.body.data!)['/api/tags'] as { name: string }[]).some((t) => t.name === n)),
    )
    const tags = (byUrl(final.body.data!)['/api/tags'] as { name: string }[]).map((t) => t.name)
    for (const n of names) expect(tags).toContain(n)
  })
})

const fetchImage = async (path: string) => resolveImage({ method: 'GET', ifNoneMatch: null }, path.split('/').slice(2), await loadPayload())

describe('the anonymous content cache', () => {
  it('keeps neither unknown ids nor spellings of the same list as new entries', async () => {
    await call('GET', '/init')
    await call('GET', '/tags?limit=100')
    const before = publicCacheSize()
    // guessed image ids answer 404 and are not kept
    for (let id = 900_001; id <= 900_020; id++) expect((await fetchImage(`/image/small/${id}-1.jpg`)).status).toBe(404)
    // limits above the maximum are clamped to it: the same list, the same entry
    for (const limit of [101, 150, 5000]) expect((await call('GET', `/tags?limit=${limit}`)).status).toBe(200)
    expect(publicCacheSize()).toBe(before)
  })
})
