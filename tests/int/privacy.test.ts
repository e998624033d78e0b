/**
 * Personal data (issue 34): the admin's export lists every place a customer's e-mail was stored; the erasure keeps the
 * orders' lines, amounts and taxes and empties their personal fields, deletes uploads, contact messages, leads and the
 * customer record, and logs; only admins may call either; the anonymisation job with a pinned clock.
 */
import sharp from 'sharp'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { ErasureResult, PersonalDataExport, PrivacyTextAnswer, PublicUpload } from '../../contracts'
import type { Order } from '../../contracts/payload-types'
import { anonymisePersonalData } from '../../modules/accounts/privacy'
import { execute, sql } from '../../platform/db'
import { branchByIdentifier, createTestOrder } from '../fakes/orders'
import { readSettings } from '../../modules/settings'
import { call, eventually, loadPayload, login } from './helpers/api'
import { ADMIN, EMPLOYEE } from './helpers/users'

let payload: Payload
let grazId = 0
let adminToken = ''
let employeeToken = ''
let run = 0
const address = () => `dsgvo-${Date.now().toString(36)}-${(run += 1)}@example.at`

async function png(): Promise<Buffer> {
  return sharp({ create: { width: 20, height: 20, channels: 3, background: '#3a48b2' } }).png().toBuffer()
}

/** Everything a customer leaves behind: customer record, two orders (one with an upload and a rating), a message, a lead. */
async function customerTrail(email: string) {
  const uploaded = await call<PublicUpload>('POST', '/uploads/public', {
    body: { dataUrl: `data:image/png;base64,${(await png()).toString('base64')}`, name: 'torte.png', partType: 'image' },
  })
  expect(uploaded.status).toBe(201)
  const upload = uploaded.body.data!
  const customer = await payload.create({
    collection: 'customers',
    data: { firstName: 'Jürgen', lastName: 'Größl', email: email.toUpperCase(), phone: '+43 664 7654321', street: 'Hauptplatz 1', city: 'Graz', note: 'Stammgast' },
    overrideAccess: true,
  })
  const withUpload = await createTestOrder(payload, grazId, {
    email: email.toUpperCase(),
    phone: '+436647654321',
    street: 'Hauptplatz 1',
    zipCode: '8010',
    city: 'Graz',
    deliveryStreet: 'Sporgasse 2',
    items: [
      {
        name: 'Fototorte',
        amount: 1,
        unitName: 'Stk',
        unitPrice: 3900,
        gross: 3900,
        taxRate: 10,
        calculationModel: 'fixed',
        parts: [{ name: 'Foto', type: 'image', values: [String(upload.id)], uploads: [{ id: upload.id, extension: 'png', mimeType: 'image/png', publicHash: 'x', filename: 'torte.png' }] }],
      },
    ],
    net: 3545,
    tax: 355,
    gross: 3900,
    totalNet: 3545,
    totalTax: 355,
    totalGross: 3900,
    taxes: { '10': 355 },
    questionnaireRating: { rating: 5, comment: 'Sehr gut, danke Jürgen!' },
  })
  const plain = await createTestOrder(payload, grazId, { email })
  const outbox = await payload.create({
    collection: 'outbox',
    data: { order: plain.id, branch: grazId, channel: 'email', template: 'received', recipient: email, subject: 'Ihre Bestellung', body: 'Hallo Jürgen Größl', state: 'sent' },
    overrideAccess: true,
  })
  const message = await payload.create({
    collection: 'contact-messages',
    data: { name: 'Jürgen Größl', email, phone: '0664 7654321', message: 'Haben Sie glutenfreie Torten?' },
    overrideAccess: true,
  })
  const lead = await payload.create({ collection: 'analytics-leads', data: { name: 'Jürgen Größl', email, source: 'Kontaktformular' }, overrideAccess: true })
  return { upload, customer, orders: [withUpload, plain], outbox, message, lead }
}

const exportOf = (email: string, format = 'json', token = adminToken) =>
  call<PersonalDataExport>('GET', `/customers/export?email=${encodeURIComponent(email)}&format=${format}`, { token })

beforeAll(async () => {
  payload = await loadPayload()
  grazId = (await branchByIdentifier(payload, 'graz')).id
  adminToken = await login(ADMIN.email, ADMIN.password)
  employeeToken = await login(EMPLOYEE.email, EMPLOYEE.password)
})

describe('GET /api/customers/export', () => {
  it('lists every place the e-mail was stored: customer, orders, rating, contact message, lead, upload, sent message', async () => {
    const email = address()
    const trail = await customerTrail(email)
    const res = await exportOf(email)
    expect(res.status).toBe(200)
    const { sections, counts } = res.body.data!
    expect(sections.customers.map((c) => c.id)).toEqual([trail.customer.id])
    expect(sections.customers[0]).toMatchObject({ lastName: 'Größl', note: 'Stammgast' })
    expect(sections.orders.map((o) => o.id).sort()).toEqual(trail.orders.map((o) => o.id).sort())
    expect(sections.questionnaireAnswers).toEqual([expect.objectContaining({ order: trail.orders[0]!.id, rating: 5, comment: 'Sehr gut, danke Jürgen!' })])
    expect(sections.contactMessages.map((m) => m.id)).toEqual([trail.message.id])
    expect(sections.leads.map((l) => l.id)).toEqual([trail.lead.id])
    expect(sections.uploads.map((u) => u.id)).toEqual([trail.upload.id])
    expect(sections.messages.map((m) => m.id)).toEqual([trail.outbox.id])
    expect(counts).toEqual({ customers: 1, orders: 2, questionnaireAnswers: 1, contactMessages: 1, leads: 1, uploads: 1, messages: 1 })
    // the same by phone (normalised: the contact message's '0664 …' has no country code, so it is no match there)
    const byPhone = await call<PersonalDataExport>('GET', `/customers/export?phone=${encodeURIComponent('0043 664 765 43 21')}`, { token: adminToken })
    expect(byPhone.body.data!.counts.customers).toBe(1)
    expect(byPhone.body.data!.counts.orders).toBe(2)
  })

  it('answers CSV (RFC 4180: commas, CRLF, quoted fields) with one line per stored field', async () => {
    const email = address()
    await customerTrail(email)
    // the raw answer (the helper's call() parses JSON)
    const { createRouter } = await import('../../platform/api/router')
    const { apiEndpoints } = await import('../../modules/endpoints')
    const router = createRouter(apiEndpoints, loadPayload)
    const raw = await router(
      new Request(`http://localhost:3000/api/customers/export?email=${encodeURIComponent(email)}&format=csv`, { headers: { authorization: `JWT ${adminToken}` } }),
      '/customers/export',
    )
    expect(raw.status).toBe(200)
    expect(raw.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    // Response.text() would drop the BOM: decode the bytes keeping it
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await raw.arrayBuffer())
    expect(text.startsWith('\uFEFFBereich,ID,Feld,Wert\r\n')).toBe(true)
    expect(text).toContain(`contactMessages,`)
    expect(text).toMatch(/,message,"?Haben Sie glutenfreie Torten\?"?\r\n/)
    expect(text).toContain(`,email,${email}\r\n`)
    expect(text).toContain('"Sehr gut, danke Jürgen!"')
  })

  it('an unknown contact gets an empty export (nothing stored), not a 404', async () => {
    const res = await exportOf(address())
    expect(res.status).toBe(200)
    expect(Object.values(res.body.data!.counts).every((n) => n === 0)).toBe(true)
  })

  it('400 without or with an invalid contact, 403 for staff, 401 anonymous', async () => {
    const missing = await call('GET', '/customers/export', { token: adminToken })
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toEqual([{ field: 'email', message: 'Bitte geben Sie eine E-Mail-Adresse oder eine Telefonnummer an.' }])
    expect((await call('GET', '/customers/export?email=kein-mail', { token: adminToken })).body.errors).toEqual([
      { field: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse an.' },
    ])
    expect((await call('GET', '/customers/export?email=a@b.at&format=xml', { token: adminToken })).status).toBe(400)
    expect((await exportOf('a@b.at', 'json', employeeToken)).status).toBe(403)
    expect((await call('GET', '/customers/export?email=a@b.at')).status).toBe(401)
    expect((await call('POST', '/customers/erase', { body: { email: 'a@b.at' }, token: employeeToken })).status).toBe(403)
    expect((await call('GET', '/privacy/text', { token: employeeToken })).status).toBe(403)
  })
})

describe('POST /api/customers/erase', () => {
  it('keeps the orders\' lines, amounts and taxes, empties their personal fields, deletes the rest and logs it', async () => {
    const email = address()
    const trail = await customerTrail(email)
    const res = await call<ErasureResult>('POST', '/customers/erase', { body: { email }, token: adminToken })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ customersDeleted: 1, ordersAnonymised: 2, uploadsDeleted: 1, contactMessagesDeleted: 1, leadsDeleted: 1, messagesCleared: 1 })

    for (const before of trail.orders) {
      const after = (await payload.findByID({ collection: 'orders', id: before.id, depth: 0, overrideAccess: true })) as Order
      for (const field of ['firstName', 'lastName', 'email', 'phone', 'street', 'zipCode', 'city', 'deliveryStreet', 'comment'] as const) {
        expect(after[field] ?? null, field).toBeNull()
      }
      expect(after.questionnaireRating?.comment ?? null).toBeNull()
      expect(after.totalGross).toBe(before.totalGross)
      expect(after.totalNet).toBe(before.totalNet)
      expect(after.totalTax).toBe(before.totalTax)
      expect(after.taxes).toEqual(before.taxes)
      expect(after.items?.map((i) => [i.name, i.amount, i.gross, i.taxRate])).toEqual(before.items?.map((i) => [i.name, i.amount, i.gross, i.taxRate]))
    }
    const photoLine = ((await payload.findByID({ collection: 'orders', id: trail.orders[0]!.id, depth: 0, overrideAccess: true })) as Order).items?.[0]
    expect(JSON.stringify(photoLine?.parts)).not.toContain('torte.png')

    expect(await payload.findByID({ collection: 'uploads', id: trail.upload.id, overrideAccess: true, disableErrors: true })).toBeNull()
    expect(await payload.findByID({ collection: 'customers', id: trail.customer.id, overrideAccess: true, disableErrors: true })).toBeNull()
    expect(await payload.findByID({ collection: 'contact-messages', id: trail.message.id, overrideAccess: true, disableErrors: true })).toBeNull()
    expect(await payload.findByID({ collection: 'analytics-leads', id: trail.lead.id, overrideAccess: true, disableErrors: true })).toBeNull()
    const outbox = await payload.findByID({ collection: 'outbox', id: trail.outbox.id, overrideAccess: true })
    expect([outbox.recipient ?? null, outbox.body ?? null]).toEqual([null, null])

    // nothing left to export; the log row names who and what, not the address itself
    expect(Object.values((await exportOf(email)).body.data!.counts).every((n) => n === 0)).toBe(true)
    const { docs } = await payload.find({ collection: 'logs', where: { channel: { equals: 'privacy' } }, sort: '-id', limit: 5, overrideAccess: true })
    const entry = docs.find((d) => (d.context as Record<string, unknown>).action === 'erase')
    expect(entry?.context).toMatchObject({ by: { email: ADMIN.email }, counts: { customersDeleted: 1, ordersAnonymised: 2, uploadsDeleted: 1 } })
    expect(JSON.stringify(entry)).not.toContain(email)
    const exports = await payload.find({ collection: 'logs', where: { channel: { equals: 'privacy' }, message: { like: 'Datenauskunft' } }, limit: 1, overrideAccess: true })
    expect(exports.totalDocs).toBeGreaterThan(0)
  })

  it('404 when nothing is stored, 400 without a contact', async () => {
    const none = await call('POST', '/customers/erase', { body: { email: address() }, token: adminToken })
    expect(none.status).toBe(404)
    expect(none.body.errors?.[0]?.message).toBe('Zu dieser E-Mail-Adresse bzw. Telefonnummer sind keine personenbezogenen Daten gespeichert.')
    expect((await call('POST', '/customers/erase', { body: {}, token: adminToken })).status).toBe(400)
  })
})

describe('anonymisation job (pinned clock)', () => {
  // 15 June 2026 in Vienna, 7 years (AT § 132 BAO, the default): the orders of 2018 and earlier are due
  const now = Date.parse('2026-06-15T10:00:00Z')
  const setCreated = (table: 'orders' | 'contact_messages' | 'analytics_leads', id: number, at: string) =>
    execute(payload, sql`update ${sql.identifier(table)} set created_at = ${at}::timestamptz where id = ${id}`)

  it('anonymises the orders whose year ended more than 7 years ago and deletes old contact messages and leads', async () => {
    const email = address()
    const old = await createTestOrder(payload, grazId, { email })
    const newer = await createTestOrder(payload, grazId, { email })
    await setCreated('orders', old.id, '2018-12-31T22:30:00Z') // 23:30 on 31 Dec 2018 in Vienna
    await setCreated('orders', newer.id, '2018-12-31T23:30:00Z') // 00:30 on 1 Jan 2019 in Vienna
    const oldMessage = await payload.create({ collection: 'contact-messages', data: { name: 'A', email, message: 'alt' }, overrideAccess: true })
    const newMessage = await payload.create({ collection: 'contact-messages', data: { name: 'B', email, message: 'neu' }, overrideAccess: true })
    await setCreated('contact_messages', oldMessage.id, '2025-05-01T00:00:00Z')
    await setCreated('contact_messages', newMessage.id, '2025-07-01T00:00:00Z')
    const customerEmail = address()
    await payload.create({ collection: 'customers', data: { lastName: 'Kunde', email: customerEmail }, overrideAccess: true })
    const oldLead = await payload.create({ collection: 'analytics-leads', data: { name: 'L', email: address() }, overrideAccess: true })
    const convertedLead = await payload.create({ collection: 'analytics-leads', data: { name: 'K', email: customerEmail }, overrideAccess: true })
    await setCreated('analytics_leads', oldLead.id, '2025-05-01T00:00:00Z')
    await setCreated('analytics_leads', convertedLead.id, '2025-05-01T00:00:00Z')

    const result = await anonymisePersonalData(payload, now)
    expect(result.orders).toBeGreaterThanOrEqual(1)

    const oldAfter = (await payload.findByID({ collection: 'orders', id: old.id, depth: 0, overrideAccess: true })) as Order
    expect([oldAfter.email ?? null, oldAfter.lastName ?? null, oldAfter.phone ?? null, oldAfter.comment ?? null]).toEqual([null, null, null, null])
    expect(oldAfter.totalGross).toBe(old.totalGross)
    expect(oldAfter.items?.length).toBe(old.items?.length)
    const newerAfter = (await payload.findByID({ collection: 'orders', id: newer.id, depth: 0, overrideAccess: true })) as Order
    expect(newerAfter.email).toBe(email)
    expect(newerAfter.lastName).toBe('Größl')

    expect(await payload.findByID({ collection: 'contact-messages', id: oldMessage.id, overrideAccess: true, disableErrors: true })).toBeNull()
    expect(await payload.findByID({ collection: 'contact-messages', id: newMessage.id, overrideAccess: true, disableErrors: true })).not.toBeNull()
    expect(await payload.findByID({ collection: 'analytics-leads', id: oldLead.id, overrideAccess: true, disableErrors: true })).toBeNull()
    expect(await payload.findByID({ collection: 'analytics-leads', id: convertedLead.id, overrideAccess: true, disableErrors: true })).not.toBeNull()

    // a second run finds nothing more of these
    expect((await anonymisePersonalData(payload, now)).orders).toBe(0)
  })

  it('counts 10 years when the settings choose the German 10-year rule', async () => {
    const order = await createTestOrder(payload, grazId, { email: address() })
    await setCreated('orders', order.id, '2017-06-01T10:00:00Z')
    // the job reads the settings through the server's cache, emptied by the change's content event
    const basisIs = (basis: string) => eventually(() => readSettings(payload), (s) => s.retentionBasis === basis)
    await payload.updateGlobal({ slug: 'config', data: { retentionBasis: 'de-ao-147-10' }, overrideAccess: true })
    await basisIs('de-ao-147-10')
    try {
      await anonymisePersonalData(payload, now)
      expect(((await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })) as Order).email).not.toBeNull()
    } finally {
      await payload.updateGlobal({ slug: 'config', data: { retentionBasis: 'at-bao-132' }, overrideAccess: true })
      await basisIs('at-bao-132')
    }
    await anonymisePersonalData(payload, now)
    expect(((await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })) as Order).email ?? null).toBeNull()
  })
})

describe('GET /api/privacy/text and the storefront fallback', () => {
  it('generates the privacy section with the retention rule and shows it publicly while the shop has no own text', async () => {
    const res = await call<PrivacyTextAnswer>('GET', '/privacy/text', { token: adminToken })
    expect(res.status).toBe(200)
    expect(res.body.data!.retention).toMatchObject({ basis: 'at-bao-132', years: 7 })
    expect(res.body.data!.markdown).toContain('§ 132 Abs. 1 BAO')
    expect(res.body.data!.markdown).toContain('ohne Cookies')
    const settings = await payload.findGlobal({ slug: 'config', overrideAccess: true })
    const config = await call<Record<string, unknown>>('GET', '/config')
    if (settings.privacyPolicyText || settings.privacyPolicy) expect(config.body.data!.privacyPolicyGeneratedText).toBeUndefined()
    else expect(config.body.data!.privacyPolicyGeneratedText).toBe(res.body.data!.markdown)
  })
})
