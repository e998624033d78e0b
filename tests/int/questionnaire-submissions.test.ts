/**
 * The questionnaire site's server side (SF §2, §5, §7): the public questionnaire by hash, submissions validated with
 * German messages and nothing written on failure, inactive questionnaires closed, and the per-client rate limit of
 * POST /custom/api/questionnaire-submissions (platform/rate-limit.ts rule 'submissions').
 */
import type { CollectionSlug } from 'payload'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { CLIENT_IP_HEADER } from '../../platform/http/client'
import { DEMO_QUESTIONNAIRE_HASH } from '../../seed/data/content'
import { call, loadPayload } from './helpers/api'

const custom = { base: '/custom/api' as const }
const SUBMISSIONS = 'questionnaire-submissions' as CollectionSlug
const SETTINGS = ['RATE_LIMITS', 'RATE_LIMIT_WINDOW_SECONDS', 'RATE_LIMIT_SUBMISSIONS'] as const
const saved = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]))

let clients = 0
const newClient = () => `10.42.${Math.floor(++clients / 250)}.${clients % 250}`
const from = (ip: string) => ({ headers: { [CLIENT_IP_HEADER]: ip } })

const valid = (clientName: string) => ({
  clientName,
  contactName: 'Maria Huber',
  service: 'Unterhaltsreinigung',
  questionnaire: { publicHash: DEMO_QUESTIONNAIRE_HASH },
  content: [{ rating: 5 }, { rating: 4 }, { rating: 5 }, { rating: 5, comment: 'Sehr verlässlich.' }, { comment: 'Weiter so!' }],
})

async function countSubmissions(): Promise<number> {
  const payload = await loadPayload()
  return (await payload.count({ collection: SUBMISSIONS, overrideAccess: true })).totalDocs
}

let inactiveHash: string

beforeAll(async () => {
  const payload = await loadPayload()
  inactiveHash = 'inaktiver-fragebogen-0000000001'
  await payload.create({
    collection: 'questionnaires' as CollectionSlug,
    overrideAccess: true,
    data: {
      name: 'Alter Fragebogen',
      publicHash: inactiveHash,
      isActive: false,
      content: { body: [{ type: 'comment', value: { question: 'Noch etwas?', comment: 'required' } }] },
    } as never,
  })
})

beforeEach(() => {
  // these tests send from their own client addresses; the limit is off unless a test turns it on
  process.env.RATE_LIMITS = '0'
})
afterEach(() => {
  for (const name of SETTINGS) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
})

describe('the public questionnaire', () => {
  it('answers only the public fields of an active questionnaire', async () => {
    const res = await call<Record<string, unknown>>('GET', `/questionnaires/public/${DEMO_QUESTIONNAIRE_HASH}`, custom)
    expect(res.status).toBe(200)
    expect(Object.keys(res.body.data ?? {}).sort()).toEqual(['content', 'id', 'name', 'publicHash'])
    const body = (res.body.data as { content: { body: { type: string; value: { comment: string } }[] } }).content.body
    expect(body.map((q) => q.type)).toEqual(['rating', 'rating', 'rating', 'rating', 'comment'])
    expect(body.map((q) => q.value.comment)).toContain('required')
  })

  it('is a German 404 for an inactive questionnaire, and a submission to it is refused', async () => {
    const res = await call('GET', `/questionnaires/public/${inactiveHash}`, custom)
    expect(res.status).toBe(404)
    expect(res.body.errors?.[0]?.message).toBe('Der Fragebogen wurde nicht gefunden.')
    const before = await countSubmissions()
    const sent = await call('POST', '/questionnaire-submissions', {
      ...custom,
      body: { ...valid('Firma A'), questionnaire: { publicHash: inactiveHash }, content: [{ comment: 'Hallo' }] },
    })
    expect(sent.status).toBe(400)
    expect(sent.body.errors).toContainEqual({ field: 'questionnaire', message: 'Der Fragebogen wurde nicht gefunden.' })
    expect(await countSubmissions()).toBe(before)
  })
})

describe('a submission', () => {
  it('is stored with the question texts as a snapshot', async () => {
    const res = await call<{ id: number; content: { question: string; rating: number | null; comment: string | null }[] }>('POST', '/questionnaire-submissions', {
      ...custom,
      body: valid('Kanzlei Snapshot'),
    })
    expect(res.status).toBe(201)
    expect(res.body.data?.content.map((a) => a.question)[4]).toBe('Was können wir beim nächsten Einsatz besser machen?')
    expect(res.body.data?.content.map((a) => a.rating)).toEqual([5, 4, 5, 5, null])
  })

  it('answers every broken rule in German at once and writes nothing', async () => {
    const before = await countSubmissions()
    const res = await call('POST', '/questionnaire-submissions', {
      ...custom,
      body: {
        ...valid(' '),
        service: '',
        content: [{ rating: 3.5 }, { rating: 0 }, { rating: '4' }, { rating: 5, comment: '   ' }, { comment: '' }, { comment: 'zu viel' }],
      },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'clientName', message: 'Dieser Wert sollte nicht leer sein.' },
        { field: 'service', message: 'Dieser Wert sollte nicht leer sein.' },
        { field: 'content', message: 'Es wurden mehr Antworten gesendet, als der Fragebogen Fragen hat.' },
        { field: 'content.0.rating', message: 'Bitte vergeben Sie eine Bewertung von 1 bis 5.' },
        { field: 'content.1.rating', message: 'Bitte vergeben Sie eine Bewertung von 1 bis 5.' },
        { field: 'content.3.comment', message: 'Dieser Wert sollte nicht leer sein.' },
        { field: 'content.4.comment', message: 'Dieser Wert sollte nicht leer sein.' },
      ]),
    )
    // '4' as a string is read as the number 4: no error for question 3
    expect(res.body.errors?.map((e) => e.field)).not.toContain('content.2.rating')
    expect(await countSubmissions()).toBe(before)
  })

  it('refuses a body that is not a JSON object in German', async () => {
    const res = await call('POST', '/questionnaire-submissions', { ...custom, body: [1, 2, 3] })
    expect(res.status).toBe(400)
    expect(res.body.errors?.[0]?.message).toMatch(/JSON-Objekt/)
  })

  it('is rate limited per client: 429 in German with Retry-After, nothing written, other clients unaffected', async () => {
    process.env.RATE_LIMITS = '1'
    process.env.RATE_LIMIT_WINDOW_SECONDS = '86400'
    process.env.RATE_LIMIT_SUBMISSIONS = '2'
    const ip = newClient()
    const first = await call('POST', '/questionnaire-submissions', { ...custom, body: valid('Limit 1'), ...from(ip) })
    const second = await call('POST', '/questionnaire-submissions', { ...custom, body: valid('Limit 2'), ...from(ip) })
    expect([first.status, second.status]).toEqual([201, 201])
    const before = await countSubmissions()
    const third = await call('POST', '/questionnaire-submissions', { ...custom, body: valid('Limit 3'), ...from(ip) })
    expect(third.status).toBe(429)
    const retryAfter = Number(third.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(third.body.errors?.[0]?.message).toBe(`Zu viele Anfragen. Bitte versuchen Sie es in ${retryAfter} Sekunden erneut.`)
    expect(await countSubmissions()).toBe(before)
    expect((await call('POST', '/questionnaire-submissions', { ...custom, body: valid('Anderer Client'), ...from(newClient()) })).status).toBe(201)
  })
})
