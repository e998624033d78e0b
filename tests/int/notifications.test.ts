/**
 * Notifications: the outbox, the job `sendOutboxMessage`, real SMTP delivery (a real SMTP server started here,
 * messages parsed), SMS over the HTTP provider protocol, retries, exactly-once delivery and the resend endpoints.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { Order } from '../../contracts/payload-types'
import { onOrderEvent } from '../../modules/orders/lifecycle/events'
import { startFakeSms } from '../fakes/sms'
import { startFakeSmtp } from '../fakes/smtp'
import type { FakeSmtp } from '../fakes/smtp'
import { branchByIdentifier, createTestOrder, pendingJobFor, runJobs } from '../fakes/orders'
import { call, loadPayload, login } from './helpers/api'
import { EMPLOYEE, OTHER_EMPLOYEE, ensureOtherEmployee } from './helpers/users'

type Row = { id: number; channel: string; template: string; recipient: string | null; subject: string | null; body: string | null; state: string; attempts: number; lastError: string | null; sentAt: string | null }

let payload: Payload
let smtp: FakeSmtp
let sms: Awaited<ReturnType<typeof startFakeSms>>
let wien: Awaited<ReturnType<typeof branchByIdentifier>>
const SMS_TOKEN = 'sms-test-token'

const req = async () => ({ payload }) as unknown as Parameters<typeof onOrderEvent>[1]
const rows = async (orderId: number): Promise<Row[]> =>
  (await payload.find({ collection: 'outbox', where: { order: { equals: orderId } }, sort: 'id', limit: 50, depth: 0, overrideAccess: true })).docs as unknown as Row[]
const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address))

function configureSmtp() {
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(smtp.port)
  process.env.SMTP_SECURE = 'false'
  process.env.MAIL_FROM = 'Genusswerk <bestellung@genusswerk.test>'
}

beforeAll(async () => {
  smtp = await startFakeSmtp()
  sms = await startFakeSms(SMS_TOKEN)
  configureSmtp()
  payload = await loadPayload()
  wien = await branchByIdentifier(payload, 'wien')
})

afterAll(async () => {
  await payload.updateGlobal({ slug: 'config', data: { enablePluginSMS: false }, overrideAccess: true })
  for (const name of ['SMTP_HOST', 'SMTP_PORT', 'SMTP_SECURE', 'MAIL_FROM', 'SMS_API_URL', 'SMS_API_TOKEN']) delete process.env[name]
  await smtp.close()
  await sms.close()
})

beforeEach(() => {
  configureSmtp()
  smtp.failNext(0)
})

describe('e-mail adapter', () => {
  it('is registered as Payload’s email adapter and sends over SMTP', async () => {
    expect(payload.email.name).toBe('tresen-smtp')
    await payload.sendEmail({ to: 'test@example.at', subject: 'Grüße aus Wien', text: 'Schöne Grüße – 12,50 €' })
    const mail = mailsTo('test@example.at').at(-1)
    expect(mail?.subject).toBe('Grüße aus Wien')
    expect(mail?.text).toContain('Schöne Grüße – 12,50 €')
    expect(mail?.from).toBe('bestellung@genusswerk.test')
  })
})

describe('order created', () => {
  let order: Order

  it('queues the customer and branch mails without sending anything in the caller', async () => {
    order = await createTestOrder(payload, wien.id, { email: 'kunde1@example.at' })
    const before = smtp.messages.length
    await onOrderEvent({ orderId: order.id, type: 'created' }, await req())
    expect(smtp.messages.length).toBe(before)
    const queued = await rows(order.id)
    expect(queued.map((r) => `${r.template}/${r.channel}/${r.state}`).sort()).toEqual(['newOrder/email/queued', 'received/email/queued'])
  })

  it('delivers them through the job queue, in German, with the ticket number and the status link', async () => {
    await runJobs(payload)
    const [customer] = mailsTo('kunde1@example.at')
    expect(customer?.subject).toBe(`Ihre Bestellung ${order.ticketNumber} bei ${wien.name} ist eingegangen`)
    expect(customer?.text).toContain('Guten Tag Jürgen Größl,')
    expect(customer?.text).toContain(`Abholnummer: ${order.ticketNumber}`)
    expect(customer?.text).toContain('1 Portion × Käsespätzle – 12,90 €')
    expect(customer?.text).toContain('Beilage: Röstzwiebel')
    expect(customer?.text).toContain('Gesamt: 21,90 €')
    expect(customer?.text).toContain(`/status/${order.uid}/${order.hash}`)
    const branchAddress = wien.notificationEmail || wien.email || ''
    const branchMail = mailsTo(branchAddress).find((m) => m.subject.includes(order.ticketNumber ?? '-'))
    expect(branchMail?.subject).toBe(`Neue Bestellung ${order.ticketNumber} – Takeaway`)
    expect(branchMail?.text).toContain('Bitte ohne Zwiebel')
    expect(branchMail?.text).toContain('+43 664 1234567')
    for (const row of await rows(order.id)) {
      expect(row.state).toBe('sent')
      expect(row.attempts).toBe(1)
      expect(row.sentAt).toBeTruthy()
    }
  })

  it('never sends a message twice: a repeated event or a replayed job changes nothing', async () => {
    const count = smtp.messages.length
    const logs = async () => (await payload.count({ collection: 'logs', where: { channel: { equals: 'notifications' } }, overrideAccess: true })).totalDocs
    const logsBefore = await logs()
    await onOrderEvent({ orderId: order.id, type: 'created' }, await req())
    expect((await rows(order.id)).length).toBe(2)
    expect(await logs()).toBe(logsBefore) // the duplicate is recognised, not an error
    const [row] = await rows(order.id)
    await payload.jobs.queue({ task: 'sendOutboxMessage', input: { outboxId: row!.id } })
    await runJobs(payload)
    expect(smtp.messages.length).toBe(count)
  })
})

describe('the confirmation is no receipt (Tresen is no cash register)', () => {
  const NOT_AN_INVOICE = 'Bestellbestätigung – keine Rechnung'

  it('titles the price summary of a cash order "Bestellbestätigung – keine Rechnung" and calls it nothing receipt-like', async () => {
    const order = await createTestOrder(payload, wien.id, { email: 'bar@example.at', paymentMethod: 'cash' })
    await onOrderEvent({ orderId: order.id, type: 'created' }, await req())
    await onOrderEvent({ orderId: order.id, type: 'confirm' }, await req())
    await runJobs(payload)
    const mails = mailsTo('bar@example.at')
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [`Ihre Bestellung ${order.ticketNumber} bei ${wien.name} ist eingegangen`, `Ihre Bestellung ${order.ticketNumber} wurde bestätigt`].sort(),
    )
    for (const mail of mails) {
      expect(mail.text).toContain(`${NOT_AN_INVOICE}\nAbholnummer: ${order.ticketNumber}`)
      expect(mail.text).toContain('Gesamt: 21,90 €')
      expect(mail.text.replace(NOT_AN_INVOICE, '')).not.toMatch(/Rechnung|Beleg|Quittung/i)
    }
  })

  it('titles an order paid at hand-over by card terminal or voucher, and an online order not paid, the same way', async () => {
    for (const [index, extra] of [{ paymentMethod: 'atmCard' }, { paymentMethod: 'voucher' }, { paymentMethod: 'stripe', isPaid: false }].entries()) {
      const email = `offen${index}@example.at`
      const order = await createTestOrder(payload, wien.id, { email, ...(extra as Partial<Order>) })
      await onOrderEvent({ orderId: order.id, type: 'confirm' }, await req())
      await runJobs(payload)
      expect(mailsTo(email)[0]?.text).toContain(`${NOT_AN_INVOICE}\nAbholnummer: ${order.ticketNumber}`)
    }
  })

  it('titles an order paid online "Bestellbestätigung" and links its invoice, a document of its own (issue 34)', async () => {
    const order = await createTestOrder(payload, wien.id, { email: 'online@example.at', paymentMethod: 'stripe', isPaid: true })
    await onOrderEvent({ orderId: order.id, type: 'paid' }, await req())
    await runJobs(payload)
    const [mail] = mailsTo('online@example.at')
    expect(mail?.text).toContain(`Bestellbestätigung\nAbholnummer: ${order.ticketNumber}`)
    expect(mail?.text).toMatch(new RegExp(`Ihre Rechnung \\(PDF\\):\\n\\S+/api/orders/public/${order.uid}/${order.hash}/invoice\\.pdf`))
    expect(mail?.text.replace('Ihre Rechnung (PDF)', '')).not.toMatch(/Rechnung|Beleg|Quittung/i)
  })
})

describe('retries', () => {
  it('retries after a failing first attempt and delivers exactly once', async () => {
    const order = await createTestOrder(payload, wien.id, { email: 'retry@example.at' })
    await onOrderEvent({ orderId: order.id, type: 'confirm' }, await req())
    smtp.failNext(1, 451)
    await runJobs(payload)
    let [row] = await rows(order.id)
    expect(row?.state).toBe('queued')
    expect(row?.attempts).toBe(1)
    expect(row?.lastError).toMatch(/451/)
    expect(mailsTo('retry@example.at')).toHaveLength(0)
    // the retry waits for its backoff; run it now
    await payload.jobs.runByID({ id: await pendingJobFor(payload, 'sendOutboxMessage', 'outboxId', row!.id), silent: true })
    ;[row] = await rows(order.id)
    expect(row?.state).toBe('sent')
    expect(row?.attempts).toBe(2)
    expect(mailsTo('retry@example.at')).toHaveLength(1)
    expect(mailsTo('retry@example.at')[0]?.subject).toBe(`Ihre Bestellung ${order.ticketNumber} wurde bestätigt`)
  })

  it('gives up at once on a permanent rejection (5xx)', async () => {
    const order = await createTestOrder(payload, wien.id, { email: 'weg@example.at' })
    await onOrderEvent({ orderId: order.id, type: 'in-delivery' }, await req())
    smtp.failNext(1, 550)
    await runJobs(payload)
    const [row] = await rows(order.id)
    expect(row?.state).toBe('failed')
    expect(row?.lastError).toMatch(/550/)
  })
})

describe('a delivery interrupted by a crash', () => {
  it('ends as failed with “Zustellung unbekannt” at the next delivery, although its own job never runs again', async () => {
    const crashed = await createTestOrder(payload, wien.id, { email: 'absturz@example.at' })
    await onOrderEvent({ orderId: crashed.id, type: 'confirm' }, await req())
    const [row] = await rows(crashed.id)
    // the process died while sending: the row stays claimed, its Payload job stays 'processing' and is never picked up
    const pool = (payload.db as unknown as { pool: { query: (text: string, values: unknown[]) => Promise<unknown> } }).pool
    await pool.query(`update outbox set state = 'sending', claimed_at = now() - interval '11 minutes' where id = $1`, [row!.id])
    await pool.query(`update payload_jobs set processing = true where input->>'outboxId' = $1`, [String(row!.id)])
    const other = await createTestOrder(payload, wien.id, { email: 'weiter@example.at' })
    await onOrderEvent({ orderId: other.id, type: 'confirm' }, await req())
    await runJobs(payload)
    const [after] = await rows(crashed.id)
    expect(after?.state).toBe('failed')
    expect(after?.lastError).toBe('Versand wurde unterbrochen – Zustellung unbekannt. Bitte bei Bedarf erneut senden.')
    expect((await rows(other.id))[0]?.state).toBe('sent')
  })
})

describe('not configured', () => {
  it('records the message as skipped with the German reason', async () => {
    delete process.env.SMTP_HOST
    const order = await createTestOrder(payload, wien.id)
    await onOrderEvent({ orderId: order.id, type: 'confirm' }, await req())
    const [row] = await rows(order.id)
    expect(row?.state).toBe('skipped')
    expect(row?.lastError).toBe('nicht konfiguriert: E-Mail-Versand ist nicht konfiguriert (SMTP_HOST fehlt).')
  })

  it('a customer without e-mail address gets a skipped row that says so', async () => {
    const order = await createTestOrder(payload, wien.id, { email: null })
    await onOrderEvent({ orderId: order.id, type: 'completed' }, await req())
    const [row] = await rows(order.id)
    expect(row?.state).toBe('skipped')
    expect(row?.lastError).toBe('Keine E-Mail-Adresse angegeben.')
  })
})

describe('texts of the other events', () => {
  it('reject carries the message, counter-appointment the proposal and the status link, completed the rating link', async () => {
    const order = await createTestOrder(payload, wien.id, {
      email: 'texte@example.at',
      appointmentDate: '2026-12-01T17:00:00.000Z',
      counterAppointment: '2026-12-01T18:30:00.000Z',
    })
    await onOrderEvent({ orderId: order.id, type: 'counter-appointment-proposed' }, await req())
    await onOrderEvent({ orderId: order.id, type: 'reject', message: 'Leider ist die Küche heute früher geschlossen.' }, await req())
    await onOrderEvent({ orderId: order.id, type: 'completed' }, await req())
    await runJobs(payload)
    const mails = mailsTo('texte@example.at')
    const counter = mails.find((m) => m.subject.startsWith('Neuer Terminvorschlag'))
    expect(counter?.text).toContain('Wunschtermin (01.12.2026 18:00)')
    expect(counter?.text).toContain('01.12.2026 19:30 vor')
    expect(counter?.text).toContain(`/status/${order.uid}/${order.hash}`)
    const rejected = mails.find((m) => m.subject === `Ihre Bestellung ${order.ticketNumber} wurde abgelehnt`)
    expect(rejected?.text).toContain('Leider ist die Küche heute früher geschlossen.')
    const completed = mails.find((m) => m.subject === `Vielen Dank für Ihre Bestellung ${order.ticketNumber}`)
    expect(completed?.text).toContain(`/status/${order.uid}/${order.hash}#bewertung`)
  })
})

describe('SMS', () => {
  it('sends the customer SMS over the provider API when the SMS plugin is on', async () => {
    await payload.updateGlobal({ slug: 'config', data: { enablePluginSMS: true }, overrideAccess: true })
    process.env.SMS_API_URL = sms.url
    process.env.SMS_API_TOKEN = SMS_TOKEN
    const order = await createTestOrder(payload, wien.id, { phone: '+43 660 9876543' })
    await onOrderEvent({ orderId: order.id, type: 'confirm' }, await req())
    sms.failNext(1, 503)
    await runJobs(payload)
    const smsRow = (await rows(order.id)).find((r) => r.channel === 'sms')
    expect(smsRow?.state).toBe('queued')
    await payload.jobs.runByID({ id: await pendingJobFor(payload, 'sendOutboxMessage', 'outboxId', smsRow!.id), silent: true })
    const sent = sms.messages.filter((m) => m.to === '+43 660 9876543')
    expect(sent).toHaveLength(1)
    expect(sent[0]?.from).toBe('Tresen')
    expect(sent[0]?.text).toContain(`Ihre Bestellung ${order.ticketNumber} wurde bestätigt`)
    expect(sent[0]?.text).toContain(`/status/${order.uid}/${order.hash}`)
    expect(sms.requests.at(-1)?.headers['content-type']).toContain('application/json')
  })

  it('without SMS_API_URL the SMS row is skipped with the reason', async () => {
    delete process.env.SMS_API_URL
    const order = await createTestOrder(payload, wien.id)
    await onOrderEvent({ orderId: order.id, type: 'confirm' }, await req())
    const smsRow = (await rows(order.id)).find((r) => r.channel === 'sms')
    expect(smsRow?.state).toBe('skipped')
    expect(smsRow?.lastError).toBe('nicht konfiguriert: SMS-Versand ist nicht konfiguriert (SMS_API_URL fehlt).')
    await payload.updateGlobal({ slug: 'config', data: { enablePluginSMS: false }, overrideAccess: true })
  })
})

describe('POST /api/orders/:id/resend-new-order-email and -sms', () => {
  it('staff of the branch resend the confirmation; it is delivered at once as a new outbox row', async () => {
    const token = await login(EMPLOYEE.email, EMPLOYEE.password)
    const order = await createTestOrder(payload, wien.id, { email: 'nochmal@example.at' })
    const res = await call<Row>('POST', `/orders/${order.id}/resend-new-order-email`, { token })
    expect(res.status).toBe(200)
    expect(res.body.data?.state).toBe('sent')
    expect(mailsTo('nochmal@example.at')).toHaveLength(1)
    const again = await call<Row>('POST', `/orders/${order.id}/resend-new-order-email`, { token })
    expect(again.status).toBe(200)
    expect(mailsTo('nochmal@example.at')).toHaveLength(2)
  })

  it('answers the German error when it cannot send, and 404 for another branch', async () => {
    const token = await login(EMPLOYEE.email, EMPLOYEE.password)
    const order = await createTestOrder(payload, wien.id, { phone: null })
    const noPhone = await call('POST', `/orders/${order.id}/resend-new-order-sms`, { token })
    expect(noPhone.status).toBe(409)
    expect(noPhone.body.errors?.[0]?.message).toBe('Bestätigung konnte nicht versendet werden.')
    await ensureOtherEmployee()
    const other = await login(OTHER_EMPLOYEE.email, OTHER_EMPLOYEE.password)
    expect((await call('POST', `/orders/${order.id}/resend-new-order-email`, { token: other })).status).toBe(404)
    expect((await call('POST', `/orders/${order.id}/resend-new-order-email`)).status).toBe(401)
  })
})
