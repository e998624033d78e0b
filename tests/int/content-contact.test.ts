/**
 * Content pages, server side (issue 12): the contact form block (POST /api/contact-messages: stored, e-mailed through
 * the outbox to a real SMTP peer, German 400s, honeypot, 429 per client) and the drafts of sites (a draft is never
 * read by visitors, admins preview it through GET /api/sites/{id}/preview).
 */
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { CLIENT_IP_HEADER } from '../../platform/http/client'
import { startFakeSmtp } from '../fakes/smtp'
import type { FakeSmtp } from '../fakes/smtp'
import { runJobs } from '../fakes/orders'
import { call, loadPayload, login } from './helpers/api'
import { ADMIN, EMPLOYEE, OTHER_EMPLOYEE, branchId, ensureOtherEmployee } from './helpers/users'

const SETTINGS = ['RATE_LIMITS', 'RATE_LIMIT_WINDOW_SECONDS', 'RATE_LIMIT_SUBMISSIONS', 'SMTP_HOST', 'SMTP_PORT', 'SMTP_SECURE', 'MAIL_FROM'] as const
const saved = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]))

let payload: Payload
let smtp: FakeSmtp
let clients = 0
const newClient = () => `10.43.${Math.floor(++clients / 250)}.${clients % 250}`
const from = (ip: string) => ({ [CLIENT_IP_HEADER]: ip })

type Site = { id: number; content: { body: { id: string; blockType: string }[] } }
let site: Site
let branchSite: Site
let wien: number
const formOf = (s: Site) => s.content.body.find((b) => b.blockType === 'contactForm')!.id

const valid = (s: Site = site) => ({
  site: s.id,
  block: formOf(s),
  name: 'Maria Huber',
  email: 'maria.huber@example.at',
  phone: '+43 660 1234567',
  message: 'Guten Tag,\nhaben Sie am Samstag einen Tisch für 6 Personen frei?',
})

const created: number[] = []
async function createSite(data: Record<string, unknown>, draft = false): Promise<Site> {
  const doc = (await payload.create({ collection: 'sites', data: data as never, overrideAccess: true, depth: 0, draft })) as unknown as Site
  created.push(doc.id)
  return doc
}

const countMessages = async () => (await payload.count({ collection: 'contact-messages', overrideAccess: true })).totalDocs

function configureSmtp() {
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(smtp.port)
  process.env.SMTP_SECURE = 'false'
  process.env.MAIL_FROM = 'Genusswerk <kontakt@genusswerk.test>'
}

beforeAll(async () => {
  smtp = await startFakeSmtp()
  payload = await loadPayload()
  wien = await branchId('wien')
  await ensureOtherEmployee()
  await payload.update({ collection: 'branches', id: wien, data: { notificationEmail: 'wien-kontakt@genusswerk.test' } as never, overrideAccess: true })
  site = await createSite({
    name: 'Kontakt (Test)',
    path: 'test/kontakt',
    type: 'default',
    isPublic: true,
    content: { body: [{ blockType: 'contactForm', title: 'Schreiben Sie uns', email: 'anfragen@genusswerk.test' }] },
  })
  branchSite = await createSite({
    name: 'Kontakt Wien (Test)',
    path: 'test/kontakt-wien',
    type: 'default',
    isPublic: true,
    content: { body: [{ blockType: 'layout', blocks: [{ blockType: 'contactForm', title: 'Wien', branch: wien }] }] },
  })
  // the layout's nested block: the form's id is inside it
  branchSite = { ...branchSite, content: { body: (branchSite.content.body[0] as unknown as { blocks: Site['content']['body'] }).blocks } }
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'sites', id, overrideAccess: true }).catch(() => {})
  for (const name of SETTINGS) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
  await smtp.close()
})

beforeEach(() => {
  process.env.RATE_LIMITS = '0'
  configureSmtp()
  smtp.failNext(0)
})
afterEach(() => {
  delete process.env.RATE_LIMIT_SUBMISSIONS
})

describe('the contact form block', () => {
  it('stores the message, queues an outbox e-mail to the block’s address and delivers it over SMTP', async () => {
    const res = await call<{ received: boolean; id: number }>('POST', '/contact-messages', { body: valid(), headers: from(newClient()) })
    expect(res.status).toBe(201)
    expect(res.body.data?.received).toBe(true)
    const message = await payload.findByID({ collection: 'contact-messages', id: res.body.data!.id, overrideAccess: true, depth: 0 })
    expect(message).toMatchObject({ name: 'Maria Huber', email: 'maria.huber@example.at', site: site.id, recipient: 'anfragen@genusswerk.test' })
    const row = await payload.findByID({ collection: 'outbox', id: message.outbox as number, overrideAccess: true, depth: 0 })
    expect(row).toMatchObject({ channel: 'email', template: 'contactMessage', recipient: 'anfragen@genusswerk.test', state: 'queued', subject: 'Kontaktanfrage von Maria Huber' })

    await runJobs(payload)
    const sent = await payload.findByID({ collection: 'outbox', id: row.id, overrideAccess: true, depth: 0 })
    expect(sent.state).toBe('sent')
    const mail = smtp.messages.filter((m) => m.to.includes('anfragen@genusswerk.test')).at(-1)
    expect(mail?.subject).toBe('Kontaktanfrage von Maria Huber')
    expect(mail?.text).toContain('haben Sie am Samstag einen Tisch für 6 Personen frei?')
    expect(mail?.text).toContain('E-Mail: maria.huber@example.at')
    expect(mail?.text).toContain('„Kontakt (Test)“')
  })

  it('a form with a branch (inside a layout) mails the branch; its employees read the message, others do not', async () => {
    const res = await call<{ id: number }>('POST', '/contact-messages', { body: valid(branchSite), headers: from(newClient()) })
    expect(res.status).toBe(201)
    const id = res.body.data!.id
    const message = await payload.findByID({ collection: 'contact-messages', id, overrideAccess: true, depth: 0 })
    expect(message).toMatchObject({ branch: wien, recipient: 'wien-kontakt@genusswerk.test' })

    expect((await call('GET', `/contact-messages/${id}`)).status).not.toBe(200)
    const read = async (who: { email: string; password: string }) =>
      payload.find({ collection: 'contact-messages', where: { id: { equals: id } }, overrideAccess: false, user: await userOf(who.email) })
    expect((await read(EMPLOYEE)).totalDocs).toBe(1)
    expect((await read(OTHER_EMPLOYEE)).totalDocs).toBe(0)
    expect((await read(ADMIN)).totalDocs).toBe(1)
    await expect(payload.find({ collection: 'contact-messages', overrideAccess: false })).rejects.toThrow('keine Berechtigung')
  })

  it('refuses bad input with every German field error at once and stores nothing', async () => {
    const before = await countMessages()
    const res = await call('POST', '/contact-messages', {
      body: { site: site.id, block: formOf(site), name: '  ', email: 'keine-adresse', message: '', phone: '1'.repeat(41) },
      headers: from(newClient()),
    })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual([
      { field: 'name', message: 'Bitte geben Sie Ihren Namen an.' },
      { field: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse an.' },
      { field: 'phone', message: 'Die Telefonnummer darf höchstens 40 Zeichen lang sein.' },
      { field: 'message', message: 'Bitte geben Sie eine Nachricht ein.' },
    ])
    const notJson = await call('POST', '/contact-messages', { body: '[1,2]', headers: from(newClient()) })
    expect(notJson.status).toBe(400)
    expect(notJson.body.errors?.[0]?.message).toBe('Die Anfrage muss ein JSON-Objekt enthalten.')
    expect(await countMessages()).toBe(before)
  })

  it('only accepts a form that exists on a page the visitor can see', async () => {
    const before = await countMessages()
    const unknownBlock = await call('POST', '/contact-messages', { body: { ...valid(), block: 'gibt-es-nicht' }, headers: from(newClient()) })
    expect(unknownBlock.status).toBe(400)
    expect(unknownBlock.body.errors).toEqual([{ field: 'block', message: 'Das Kontaktformular wurde auf dieser Seite nicht gefunden.' }])
    const hidden = await createSite({
      name: 'Intern',
      path: 'test/intern',
      isPublic: false,
      content: { body: [{ blockType: 'contactForm', email: 'intern@genusswerk.test' }] },
    })
    const res = await call('POST', '/contact-messages', { body: valid(hidden), headers: from(newClient()) })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual([{ field: 'site', message: 'Die Seite wurde nicht gefunden.' }])
    expect(await countMessages()).toBe(before)
  })

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = await countMessages()
    const res = await call<{ received: boolean; id: number | null }>('POST', '/contact-messages', {
      body: { ...valid(), website: 'https://spam.example' },
      headers: from(newClient()),
    })
    expect(res.status).toBe(201)
    expect(res.body.data).toEqual({ received: true, id: null })
    expect(await countMessages()).toBe(before)
  })

  it('is rate limited per client: 429 in German with Retry-After, nothing stored; another client still sends', async () => {
    process.env.RATE_LIMITS = '1'
    process.env.RATE_LIMIT_WINDOW_SECONDS = '86400'
    process.env.RATE_LIMIT_SUBMISSIONS = '2'
    const ip = newClient()
    for (let i = 0; i < 2; i++) expect((await call('POST', '/contact-messages', { body: valid(), headers: from(ip) })).status).toBe(201)
    const before = await countMessages()
    const third = await call('POST', '/contact-messages', { body: valid(), headers: from(ip) })
    expect(third.status).toBe(429)
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(third.body.errors?.[0]?.message).toMatch(/^Zu viele Anfragen\. Bitte versuchen Sie es in \d+ Sekunden erneut\.$/)
    expect(await countMessages()).toBe(before)
    expect((await call('POST', '/contact-messages', { body: valid(), headers: from(newClient()) })).status).toBe(201)
  })
})

async function userOf(email: string) {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, overrideAccess: true, depth: 0 })
  return { ...docs[0]!, collection: 'users' as const }
}

describe('drafts of sites', () => {
  it('a write without draft mode publishes; a saved draft stays invisible to visitors and is previewed by admins', async () => {
    const page = await createSite({ name: 'Entwurfstest', path: 'test/entwurf', isPublic: true, content: { body: [{ blockType: 'markdown', text: 'Alt' }] } })
    expect((page as unknown as { _status: string })._status).toBe('published')
    await payload.update({
      collection: 'sites',
      id: page.id,
      data: { name: 'Entwurfstest neu', content: { body: [{ blockType: 'markdown', text: 'Neu' }] } } as never,
      draft: true,
      overrideAccess: true,
    })
    const visitor = await call<{ name: string }>('GET', `/sites/${page.id}`)
    expect(visitor.status).toBe(200)
    expect(visitor.body.data?.name).toBe('Entwurfstest')

    const admin = await login(ADMIN.email, ADMIN.password)
    const preview = await call<{ name: string; content: { body: { text: string }[] } }>('GET', `/sites/${page.id}/preview`, { token: admin })
    expect(preview.status).toBe(200)
    expect(preview.body.data?.name).toBe('Entwurfstest neu')
    expect(preview.body.data?.content.body[0]?.text).toBe('Neu')

    expect((await call('GET', `/sites/${page.id}/preview`)).status).toBe(401)
    const employee = await login(EMPLOYEE.email, EMPLOYEE.password)
    expect((await call('GET', `/sites/${page.id}/preview`, { token: employee })).status).toBe(403)
  })

  it('a page saved only as a draft is not read by visitors even when marked public', async () => {
    const page = await createSite({ name: 'Nur Entwurf', path: 'test/nur-entwurf', isPublic: true }, true)
    expect((page as unknown as { _status: string })._status).toBe('draft')
    expect((await call('GET', `/sites/${page.id}`)).status).toBe(404)
    const admin = await login(ADMIN.email, ADMIN.password)
    expect((await call<{ name: string }>('GET', `/sites/${page.id}/preview`, { token: admin })).body.data?.name).toBe('Nur Entwurf')
  })
})
