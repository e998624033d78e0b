/**
 * Navigation targets (issue 35: "Ziel" was a typed path or ID): items of type "Seite" / "Filiale" point to a site or
 * branch through `reference` (the admin's picker); the API answer the storefront reads still carries the target path —
 * the site's path or the branch's identifier — for new, for legacy (typed) and for migrated items, and follows a
 * renamed page.
 */
import { sql } from '@payloadcms/db-postgres'
import type { MigrateUpArgs } from '@payloadcms/db-postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { up as migrateTargets } from '../../migrations/20261127_182800_navigation_targets_data'
import { itemHref } from '../../storefront/src/features/navigation/navigation'
import { call, loadPayload, login } from './helpers/api'
import { ADMIN } from './helpers/users'

type Ref = { relationTo: 'sites' | 'branches'; value: number }
type Item = { type: string; label: string; target?: string | null; suffix?: string | null; reference?: Ref | null; children?: Item[] | null }
type Nav = { id: number; identifier: string; items: Item[] }
type Entry = { url: string; data: unknown }

let token: string
let social: Nav
let site: { id: number; path: string }
let branch: { id: number; identifier: string }

const navigation = async (identifier: string, via: 'list' | 'init' = 'list'): Promise<Nav> => {
  if (via === 'init') {
    const entries = (await call<Entry[]>('GET', '/init')).body.data!
    const list = entries.find((e) => e.url === '/api/navigations')!.data as Nav[]
    return list.find((n) => n.identifier === identifier)!
  }
  const res = await call<Nav[]>('GET', '/navigations?limit=10')
  expect(res.status).toBe(200)
  return res.body.data!.find((n) => n.identifier === identifier)!
}

const put = (items: unknown[]) => call<Nav>('PUT', `/navigations/${social.id}`, { token, body: { items } })

beforeAll(async () => {
  token = await login(ADMIN.email, ADMIN.password)
  social = await navigation('social')
  const payload = await loadPayload()
  site = (await payload.create({
    collection: 'sites',
    data: { name: 'Ziel-Seite', path: 'int-ziel', type: 'default', isPublic: true, _status: 'published' } as never,
    overrideAccess: true,
  })) as unknown as { id: number; path: string }
  const wien = await payload.find({ collection: 'branches', where: { identifier: { equals: 'wien' } }, depth: 0, limit: 1 })
  branch = wien.docs[0] as unknown as { id: number; identifier: string }
  expect(branch).toBeDefined()
})

afterAll(async () => {
  // the seeded social links back (other tests and the storefront read them)
  await put(social.items.map(({ label, type, target, suffix }) => ({ label, type, target, suffix, isEnabled: true })))
})

describe('navigation items pointing to a site or a branch', () => {
  it('give the storefront the site’s path and the branch’s identifier, in GET and /api/init', async () => {
    const saved = await put([
      { type: 'site', label: 'Ziel', reference: { relationTo: 'sites', value: site.id }, suffix: '#oben', isEnabled: true },
      {
        type: 'branch',
        label: 'Wien',
        reference: { relationTo: 'branches', value: branch.id },
        isEnabled: true,
        children: [{ type: 'site', label: 'Unterseite', reference: { relationTo: 'sites', value: site.id }, isEnabled: true }],
      },
      { type: 'link', label: 'Extern', target: 'https://example.com/', isEnabled: true },
    ])
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    for (const via of ['list', 'init'] as const) {
      const { items } = await navigation('social', via)
      expect(items.map((i) => [i.type, i.target]), via).toEqual([
        ['site', 'int-ziel'],
        ['branch', 'wien'],
        ['link', 'https://example.com/'],
      ])
      expect(items[0]!.reference).toEqual({ relationTo: 'sites', value: site.id })
      expect(items[1]!.children![0]!.target).toBe('int-ziel')
      expect(items[2]!.reference ?? null).toBeNull()
      // the storefront's own rule turns them into the links it always made
      const sites = [{ id: site.id, path: site.path }]
      expect(items.map((i) => itemHref(i as never, sites))).toEqual(['/int-ziel#oben', '/store/wien', 'https://example.com/'])
    }
  })

  it('follow a renamed page', async () => {
    await put([{ type: 'site', label: 'Ziel', reference: { relationTo: 'sites', value: site.id }, isEnabled: true }])
    const payload = await loadPayload()
    await payload.update({ collection: 'sites', id: site.id, data: { path: 'int-ziel-neu' } as never, overrideAccess: true })
    expect((await navigation('social')).items[0]!.target).toBe('int-ziel-neu')
    await payload.update({ collection: 'sites', id: site.id, data: { path: 'int-ziel' } as never, overrideAccess: true })
  })

  it('accept a typed target as before (API, seed): the reference is looked up by path, id or identifier', async () => {
    const saved = await put([
      { type: 'site', label: 'Per Pfad', target: '/int-ziel', isEnabled: true },
      { type: 'site', label: 'Per ID', target: String(site.id), isEnabled: true },
      { type: 'branch', label: 'Per Kennung', target: 'wien', isEnabled: true },
    ])
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const { items } = await navigation('social')
    expect(items.map((i) => [i.reference, i.target])).toEqual([
      [{ relationTo: 'sites', value: site.id }, 'int-ziel'],
      [{ relationTo: 'sites', value: site.id }, 'int-ziel'],
      [{ relationTo: 'branches', value: branch.id }, 'wien'],
    ])
  })

  it('the seeded main navigation points to its pages and branches', async () => {
    const { items } = await navigation('main')
    const filialen = items.find((i) => i.label === 'Filialen')!
    expect(filialen.children!.map((c) => [c.type, c.reference?.relationTo, c.target])).toEqual([
      ['branch', 'branches', 'wien'],
      ['branch', 'branches', 'graz'],
      ['branch', 'branches', 'linz'],
    ])
    expect(items.find((i) => i.label === 'Catering')!.reference?.relationTo).toBe('sites')
  })

  it('refuse a site item without a site, and a branch where a site belongs, in German', async () => {
    const missing = await put([{ type: 'site', label: 'Leer', isEnabled: true }])
    expect(missing.status).toBe(400)
    expect(JSON.stringify(missing.body.errors)).toContain('Bitte wählen Sie eine Seite aus.')
    const wrong = await put([{ type: 'site', label: 'Falsch', reference: { relationTo: 'branches', value: branch.id }, isEnabled: true }])
    expect(wrong.status).toBe(400)
    expect(JSON.stringify(wrong.body.errors)).toContain('Bitte wählen Sie eine Seite, keine Filiale.')
  })
})

describe('the migration of typed targets', () => {
  it('gives items written before the picker their reference; unknown targets stay as typed', async () => {
    const payload = await loadPayload()
    const db = payload.db.drizzle
    // the state before the migration: typed targets only, no references
    await put([{ type: 'link', label: 'Platzhalter', target: '/', isEnabled: true }])
    await db.execute(sql`DELETE FROM navigations_rels WHERE parent_id = ${social.id}`)
    await db.execute(sql`DELETE FROM navigations_items WHERE _parent_id = ${social.id}`)
    await db.execute(sql`
      INSERT INTO navigations_items (_order, _parent_id, id, type, label, is_enabled, target, suffix) VALUES
        (1, ${social.id}, 'mig-a', 'site', 'Per Pfad', true, 'int-ziel', NULL),
        (2, ${social.id}, 'mig-b', 'branch', 'Per Kennung', true, 'wien', '?tab=2'),
        (3, ${social.id}, 'mig-c', 'site', 'Unbekannt', true, 'gibt-es-nicht', NULL),
        (4, ${social.id}, 'mig-d', 'link', 'Extern', true, 'https://example.com/', NULL)`)
    await db.execute(sql`
      INSERT INTO navigations_items_children (_order, _parent_id, id, type, label, is_enabled, target) VALUES
        (1, 'mig-b', 'mig-b1', 'site', 'Per ID', true, ${String(site.id)})`)

    await migrateTargets({ db, payload } as unknown as MigrateUpArgs)
    // twice changes nothing
    await migrateTargets({ db, payload } as unknown as MigrateUpArgs)

    const { items } = await navigation('social')
    expect(items.map((i) => [i.label, i.reference ?? null, i.target])).toEqual([
      ['Per Pfad', { relationTo: 'sites', value: site.id }, 'int-ziel'],
      ['Per Kennung', { relationTo: 'branches', value: branch.id }, 'wien'],
      ['Unbekannt', null, 'gibt-es-nicht'],
      ['Extern', null, 'https://example.com/'],
    ])
    expect(items[1]!.children!.map((c) => [c.reference, c.target])).toEqual([[{ relationTo: 'sites', value: site.id }, 'int-ziel']])
    const sites = [{ id: site.id, path: site.path }]
    expect(items.map((i) => itemHref(i as never, sites))).toEqual(['/int-ziel', '/store/wien?tab=2', '/gibt-es-nicht', 'https://example.com/'])
    const rels = await db.execute(sql`SELECT count(*)::int AS n FROM navigations_rels WHERE parent_id = ${social.id}`)
    expect((rels as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(3)
  })
})
