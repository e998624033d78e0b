/**
 * The access matrix: every collection × read/create/update/delete × anonymous / employee of the record's branch /
 * employee of another branch / admin, through the Local API with `overrideAccess: false` (what every endpoint uses).
 */
import { readFileSync } from 'node:fs'

import type { CollectionSlug, Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mulishFile } from '../../modules/devices/fonts/glyphs'
import { loadPayload } from './helpers/api'
import { ADMIN, EMPLOYEE, OTHER_EMPLOYEE, branchId, ensureOtherEmployee, userDoc } from './helpers/users'

type Who = 'anonymous' | 'ownBranchEmployee' | 'otherBranchEmployee' | 'admin'
const WHO: Who[] = ['anonymous', 'ownBranchEmployee', 'otherBranchEmployee', 'admin']
type Row = [boolean, boolean, boolean, boolean]

const ADMIN_ONLY: Row = [false, false, false, true]
const STAFF: Row = [false, true, true, true]
const EVERYONE: Row = [true, true, true, true]
const OWN_BRANCH: Row = [false, true, false, true]
const NOBODY: Row = [false, false, false, false]

type Ctx = { wien: number; ownEmployee: number; seq: number; questionnaire: number; project: number; png: Buffer }
type Make = (ctx: Ctx) => { data: Record<string, unknown>; file?: { data: Buffer; mimetype: string; name: string; size: number } }
type Rules = {
  make: Make
  read: Row
  create: Row
  update: Row
  del: Row
  patch?: Record<string, unknown>
  /** Runs before each fixture and create attempt (collections with few allowed unique values). */
  before?: (payload: Payload) => Promise<void>
}

const named =
  (prefix: string): Make =>
  (c) => ({ data: { name: `${prefix} ${c.seq}` } })
const catalogue = (make: Make): Rules => ({ make, read: EVERYONE, create: ADMIN_ONLY, update: ADMIN_ONLY, del: ADMIN_ONLY })
const staffRead = (make: Make): Rules => ({ make, read: STAFF, create: ADMIN_ONLY, update: ADMIN_ONLY, del: ADMIN_ONLY })
const staffWrite = (make: Make): Rules => ({ make, read: STAFF, create: STAFF, update: STAFF, del: ADMIN_ONLY })
const branchOwned = (make: Make, del: Row = OWN_BRANCH): Rules => ({
  make,
  read: OWN_BRANCH,
  create: OWN_BRANCH,
  update: OWN_BRANCH,
  del,
})
const woff2 = readFileSync(mulishFile(400, 'normal', 'woff2'))
const woff2File = (c: Ctx) => ({ data: woff2, mimetype: 'font/woff2', name: `matrix-${c.seq}.woff2`, size: woff2.length })
const pngFile = (c: Ctx) => ({ data: c.png, mimetype: 'image/png', name: `matrix-${c.seq}.png`, size: c.png.length })

const MATRIX: Record<string, Rules> = {
  users: {
    make: (c) => ({ data: { email: `matrix-${c.seq}@tresen.test`, password: 'geheim-12345', roles: ['ROLE_EMPLOYEE'] } }),
    read: ADMIN_ONLY,
    create: ADMIN_ONLY,
    update: ADMIN_ONLY,
    del: ADMIN_ONLY,
    patch: { firstName: 'Neu' },
  },
  divisions: catalogue(named('Organisation')),
  branches: catalogue(named('Filiale')),
  departments: staffRead(named('Abteilung')),
  menus: catalogue((c) => ({ data: { name: `Karte ${c.seq}`, availableFrom: '2026-01-01T00:00:00.000Z' } })),
  categories: catalogue(named('Kategorie')),
  tags: catalogue(named('Tag')),
  products: catalogue((c) => ({ data: { name: `Produkt ${c.seq}`, price: 990, allergenFree: true } })),
  units: catalogue((c) => ({ data: { name: `Einheit ${c.seq}`, shortName: `e${c.seq}`, type: 'amount', factor: 1 } })),
  orders: {
    ...branchOwned((c) => ({ data: { branch: c.wien, uid: `matrix${c.seq}`, deliveryType: 'takeaway' } })),
    del: ADMIN_ONLY,
    patch: { comment: 'geändert' },
  },
  images: {
    make: (c) => ({ data: { alt: `Bild ${c.seq}` }, file: pngFile(c) }),
    read: EVERYONE,
    create: STAFF,
    update: STAFF,
    del: STAFF,
    patch: { alt: 'neu' },
  },
  'image-templates': staffRead(named('Vorlage')),
  uploads: {
    make: (c) => ({ data: {}, file: pngFile(c) }),
    read: STAFF,
    create: STAFF,
    update: ADMIN_ONLY,
    del: ADMIN_ONLY,
    patch: { extension: 'png' },
  },
  devices: branchOwned((c) => ({
    data: { name: `Drucker ${c.seq}`, identifier: `drucker-${c.seq}`, type: 'printer', branch: c.wien },
  })),
  tables: { ...branchOwned((c) => ({ data: { identifier: `M${c.seq}`, branch: c.wien } })), read: EVERYONE, patch: { seats: 4 } },
  sites: catalogue((c) => ({ data: { name: `Seite ${c.seq}`, path: `matrix-${c.seq}`, isPublic: true } })),
  redirects: staffRead((c) => ({ data: { path: `/alt-${c.seq}`, target: '/neu', statusCode: 301 } })),
  blocks: catalogue(named('Block')),
  nodes: catalogue(named('Knoten')),
  // only four navigations can exist (main, footer, social, legal): each attempt starts without any
  navigations: {
    ...catalogue(() => ({ data: { identifier: 'main', items: [] } })),
    patch: { items: [] },
    before: async (p) => {
      await p.delete({
        collection: 'navigations',
        where: { id: { exists: true } },
        overrideAccess: true,
        context: { disableContentEvents: true },
      })
    },
  },
  donatees: catalogue(named('Verein')),
  'working-activities': {
    make: (c) => ({ data: { user: c.ownEmployee, type: 'work', start: '2026-11-20T08:00:00.000Z' } }),
    read: OWN_BRANCH,
    create: STAFF,
    update: OWN_BRANCH,
    del: ADMIN_ONLY,
    patch: { note: 'Pause vergessen' },
  },
  'working-schedules': {
    make: (c) => ({ data: { user: c.ownEmployee, weekday: 'monday', from: '08:00', to: '16:00' } }),
    read: OWN_BRANCH,
    create: ADMIN_ONLY,
    update: ADMIN_ONLY,
    del: ADMIN_ONLY,
  },
  'working-time-corrections': {
    make: (c) => ({ data: { user: c.ownEmployee, month: '2030-01', minutes: 15, reason: `Matrix ${c.seq}` } }),
    read: OWN_BRANCH,
    create: ADMIN_ONLY,
    update: NOBODY,
    del: NOBODY,
    patch: { reason: 'geändert' },
  },
  'working-time-locks': {
    make: (c) => ({ data: { user: c.ownEmployee, month: '2030-02' } }),
    read: OWN_BRANCH,
    create: ADMIN_ONLY,
    update: NOBODY,
    del: ADMIN_ONLY,
    before: async (p) => {
      await p.delete({ collection: 'working-time-locks', where: { month: { equals: '2030-02' } }, overrideAccess: true })
    },
  },
  projects: staffRead(named('Projekt')),
  tasks: staffWrite((c) => ({ data: { name: `Aufgabe ${c.seq}`, project: c.project } })),
  scenes: staffRead(named('Szene')),
  'digital-signage-segments': staffRead((c) => ({ data: { name: `Sequenz ${c.seq}`, type: 'image', duration: 10 } })),
  'digital-signage-streams': staffRead(named('Stream')),
  'digital-signage-devices': branchOwned((c) => ({ data: { name: `TV ${c.seq}`, identifier: `tv-${c.seq}`, branch: c.wien } })),
  customers: staffWrite((c) => ({ data: { lastName: `Kunde ${c.seq}` } })),
  'external-users': staffRead(named('Extern')),
  'analytics-leads': staffWrite(named('Lead')),
  'analytics-log': {
    make: (c) => ({ data: { type: 'event', action: `a${c.seq}`, category: 'event', data: {} } }),
    read: ADMIN_ONLY,
    create: NOBODY,
    update: NOBODY,
    del: NOBODY,
  },
  consents: {
    make: (c) => ({ data: { consentId: `matrix-consent-${c.seq}-0000`, givenAt: new Date().toISOString(), categories: ['necessary'], version: '1' } }),
    read: ADMIN_ONLY,
    create: NOBODY,
    update: NOBODY,
    del: NOBODY,
  },
  logs: {
    make: (c) => ({ data: { level: 'info', message: `Log ${c.seq}` } }),
    read: ADMIN_ONLY,
    create: NOBODY,
    update: NOBODY,
    del: NOBODY,
  },
  'qr-codes': staffRead((c) => ({ data: { name: `QR ${c.seq}`, path: `qr-${c.seq}`, target: 'https://example.at' } })),
  fonts: catalogue((c) => ({ data: { family: `Schrift ${c.seq}` } })),
  'font-files': catalogue((c) => ({ data: { family: `Schrift ${c.seq}`, weight: '400', style: 'normal' }, file: woff2File(c) })),
  vehicles: staffRead((c) => ({ data: { name: `Fahrzeug ${c.seq}`, path: `fahrzeug-${c.seq}` } })),
  services: staffRead((c) => ({ data: { name: `Leistung ${c.seq}`, path: `leistung-${c.seq}` } })),
  questionnaires: staffRead((c) => ({
    data: {
      name: `Fragebogen ${c.seq}`,
      content: { body: [{ type: 'rating', value: { question: 'Wie war es?', comment: 'optional' } }] },
    },
  })),
  'questionnaire-submissions': {
    make: (c) => ({
      data: {
        clientName: 'Kunde',
        contactName: 'Kontakt',
        service: 'Reinigung',
        questionnaire: c.questionnaire,
        content: [{ rating: 5 }],
      },
    }),
    read: STAFF,
    create: EVERYONE,
    update: ADMIN_ONLY,
    del: ADMIN_ONLY,
    patch: { service: 'Fensterreinigung' },
  },
  // written only by POST /api/contact-messages (modules/content/contact-messages.ts, overrideAccess there)
  'contact-messages': {
    make: (c) => ({ data: { name: `Besucher ${c.seq}`, email: 'besucher@example.at', message: 'Guten Tag!', branch: c.wien } }),
    read: OWN_BRANCH,
    create: NOBODY,
    update: NOBODY,
    del: ADMIN_ONLY,
    patch: { message: 'Geändert' },
  },
}

/** Operations collections (outbox, print jobs, payments) are staff-internal; listed here once they exist. */
const OPTIONAL = new Set(['outbox', 'print-jobs', 'payments', 'payload-jobs'])

let payload: Payload
let users: Record<Who, (Record<string, unknown> & { collection: 'users' }) | null>
let ctx: Ctx
let seq = 0
/** Everything this file creates, removed afterwards so other test files see the seeded data only. */
const created: { slug: string; id: number | string }[] = []
const track = <T extends { id: number | string }>(slug: string, doc: T): T => {
  created.push({ slug, id: doc.id })
  return doc
}

const next = (): Ctx => ({ ...ctx, seq: ++seq })

async function allowed(fn: () => Promise<unknown>): Promise<boolean> {
  try {
    await fn()
    return true
  } catch (error) {
    const name = (error as { name?: string }).name
    if (name === 'Forbidden' || name === 'NotFound') return false
    throw error
  }
}

async function fixture(slug: string) {
  await MATRIX[slug]!.before?.(payload)
  const { data, file } = MATRIX[slug]!.make(next())
  return track(
    slug,
    await payload.create({
      collection: slug as CollectionSlug,
      data: data as never,
      file,
      overrideAccess: true,
      depth: 0,
      context: { disableContentEvents: true },
    }),
  )
}

afterAll(async () => {
  for (const { slug, id } of created.reverse()) {
    await payload
      .delete({ collection: slug as CollectionSlug, id, overrideAccess: true, context: { disableContentEvents: true } })
      .catch(() => {})
  }
})

beforeAll(async () => {
  payload = await loadPayload()
  await ensureOtherEmployee()
  users = {
    anonymous: null,
    ownBranchEmployee: await userDoc(EMPLOYEE.email),
    otherBranchEmployee: await userDoc(OTHER_EMPLOYEE.email),
    admin: await userDoc(ADMIN.email),
  }
  const project = await payload.create({ collection: 'projects', data: { name: 'Matrix' }, overrideAccess: true })
  const questionnaire = await payload.create({
    collection: 'questionnaires',
    data: { name: 'Matrix', content: { body: [{ type: 'rating', value: { question: 'Wie war es?', comment: 'optional' } }] } },
    overrideAccess: true,
  })
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
    .png()
    .toBuffer()
  ctx = {
    wien: await branchId('wien'),
    ownEmployee: Number(users.ownBranchEmployee!.id),
    seq: 0,
    questionnaire: Number(questionnaire.id),
    project: Number(project.id),
    png,
  }
})

describe('access matrix', () => {
  it('covers every collection of the config', () => {
    const slugs = Object.keys(payload.collections).filter((s) => !s.startsWith('payload-') && !OPTIONAL.has(s))
    expect(slugs.filter((s) => !MATRIX[s])).toEqual([])
  })

  for (const [slug, rules] of Object.entries(MATRIX)) {
    describe(slug, () => {
      it('read', async () => {
        const doc = await fixture(slug)
        const seen = await Promise.all(
          WHO.map(async (who) => {
            let visible = false
            const ok = await allowed(async () => {
              const res = await payload.find({
                collection: slug as CollectionSlug,
                where: { id: { equals: doc.id } },
                overrideAccess: false,
                user: users[who],
                depth: 0,
              })
              visible = res.docs.length === 1
            })
            return ok && visible
          }),
        )
        expect(Object.fromEntries(WHO.map((w, i) => [w, seen[i]]))).toEqual(
          Object.fromEntries(WHO.map((w, i) => [w, rules.read[i]])),
        )
      })

      it('create', async () => {
        const results: boolean[] = []
        for (const who of WHO) {
          await rules.before?.(payload)
          const { data, file } = rules.make(next())
          results.push(
            await allowed(async () =>
              track(
                slug,
                await payload.create({
                  collection: slug as CollectionSlug,
                  data: data as never,
                  file,
                  overrideAccess: false,
                  user: users[who],
                  depth: 0,
                }),
              ),
            ),
          )
        }
        expect(Object.fromEntries(WHO.map((w, i) => [w, results[i]]))).toEqual(
          Object.fromEntries(WHO.map((w, i) => [w, rules.create[i]])),
        )
      })

      it('update', async () => {
        const doc = await fixture(slug)
        const patch = rules.patch ?? { name: `Geändert ${seq}` }
        const results: boolean[] = []
        for (const who of WHO) {
          results.push(
            await allowed(async () => {
              const res = await payload.update({
                collection: slug as CollectionSlug,
                where: { id: { equals: doc.id } },
                data: patch as never,
                overrideAccess: false,
                user: users[who],
                depth: 0,
              })
              if (res.docs.length !== 1) throw Object.assign(new Error('not updated'), { name: 'Forbidden' })
            }),
          )
        }
        expect(Object.fromEntries(WHO.map((w, i) => [w, results[i]]))).toEqual(
          Object.fromEntries(WHO.map((w, i) => [w, rules.update[i]])),
        )
      })

      it('delete', async () => {
        const results: boolean[] = []
        for (const who of WHO) {
          const doc = await fixture(slug)
          results.push(
            await allowed(async () => {
              const res = await payload.delete({
                collection: slug as CollectionSlug,
                where: { id: { equals: doc.id } },
                overrideAccess: false,
                user: users[who],
                depth: 0,
              })
              if (res.docs.length !== 1) throw Object.assign(new Error('not deleted'), { name: 'Forbidden' })
            }),
          )
        }
        expect(Object.fromEntries(WHO.map((w, i) => [w, results[i]]))).toEqual(
          Object.fromEntries(WHO.map((w, i) => [w, rules.del[i]])),
        )
      })
    })
  }
})

describe('rows and fields anonymous visitors must not see', () => {
  it('hides disabled products, disabled categories and non-public sites', async () => {
    const product = track(
      'products',
      await payload.create({
        collection: 'products',
        data: { name: 'Geheim', type: 'simple', price: 100, isEnabled: false },
        overrideAccess: true,
      }),
    )
    const category = track(
      'categories',
      await payload.create({ collection: 'categories', data: { name: 'Geheim', isEnabled: false }, overrideAccess: true }),
    )
    const site = track(
      'sites',
      await payload.create({
        collection: 'sites',
        data: { name: 'Entwurf', type: 'default', path: 'entwurf-matrix', isPublic: false },
        overrideAccess: true,
      }),
    )
    for (const [slug, id] of [
      ['products', product.id],
      ['categories', category.id],
      ['sites', site.id],
    ] as const) {
      const anon = await payload.find({ collection: slug, where: { id: { equals: id } }, overrideAccess: false, user: null })
      expect(anon.docs).toHaveLength(0)
      const staff = await payload.find({
        collection: slug,
        where: { id: { equals: id } },
        overrideAccess: false,
        user: users.ownBranchEmployee,
      })
      expect(staff.docs).toHaveLength(1)
    }
  })

  it('never returns the order hash, the device API key hash or the idempotency key', async () => {
    const order = track(
      'orders',
      await payload.create({
        collection: 'orders',
        data: { branch: ctx.wien, uid: 'geheim1', hash: 'x'.repeat(32), idempotencyKey: 'k1', deliveryType: 'takeaway' } as never,
        overrideAccess: true,
      }),
    )
    const asAdmin = await payload.findByID({ collection: 'orders', id: order.id, overrideAccess: false, user: users.admin })
    expect(asAdmin).not.toHaveProperty('hash')
    const device = track(
      'devices',
      await payload.create({
        collection: 'devices',
        data: { name: 'Kasse', identifier: 'kasse-geheim', type: 'frontdesk', branch: ctx.wien, apiKeyHash: 'abc' } as never,
        overrideAccess: true,
      }),
    )
    const deviceAsAdmin = await payload.findByID({
      collection: 'devices',
      id: device.id,
      overrideAccess: false,
      user: users.admin,
    })
    expect(deviceAsAdmin).not.toHaveProperty('apiKeyHash')
  })

  it('lets an employee see only their own user record', async () => {
    const res = await payload.find({ collection: 'users', overrideAccess: false, user: users.ownBranchEmployee, limit: 100 })
    expect(res.docs.map((u) => u.email)).toEqual([EMPLOYEE.email])
  })

  it('does not let an employee move a record to another branch', async () => {
    const table = track(
      'tables',
      await payload.create({ collection: 'tables', data: { identifier: 'X1', branch: ctx.wien }, overrideAccess: true }),
    )
    const graz = await branchId('graz')
    const moved = await allowed(() =>
      payload.update({
        collection: 'tables',
        id: table.id,
        data: { branch: graz },
        overrideAccess: false,
        user: users.ownBranchEmployee,
      }),
    )
    expect(moved).toBe(false)
  })
})
