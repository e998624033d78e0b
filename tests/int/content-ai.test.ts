/**
 * Content AI (issue 18, docs/content-ai.md): POST /content-ai/generate/site/{id} and /generate/image through the
 * adapter for an OpenAI-compatible API, against a local fake speaking that protocol (chat completions, image
 * generations). Unconfigured → 503 "nicht konfiguriert"; the page text becomes a draft version, the published page
 * stays; German errors; employees are refused.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Site } from '../../contracts/payload-types'
import { startHttp } from '../fakes/http'
import type { FakeRequest, FakeResponse } from '../fakes/http'
import { call, loadPayload, login } from './helpers/api'
import { ADMIN, EMPLOYEE } from './helpers/users'

let payload: Payload
let admin: string
let employee: string
let fake: Awaited<ReturnType<typeof startHttp>>
let siteId = 0
let simpleId = 0
let png: Buffer
let next: ((request: FakeRequest) => FakeResponse) | null = null

const GENERATED = {
  title: 'Frühstück in Wien – frisch gebacken',
  description: 'Unser Frühstücksangebot: Semmeln, Kipferl und Kaffee, jeden Morgen frisch für Sie.',
  markdown: '## Frühstück\n\nJeden Morgen frisch gebackene Semmeln und Kipferl.',
}

function provider(request: FakeRequest): FakeResponse {
  if (next) return next(request)
  if (request.headers.authorization !== 'Bearer sk-test-123') return { status: 401, body: { error: { message: 'bad key' } } }
  if (request.path === '/v1/chat/completions') {
    return { status: 200, body: { id: 'chatcmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(GENERATED) }, finish_reason: 'stop' }] } }
  }
  if (request.path === '/v1/images/generations') return { status: 200, body: { created: 1, data: [{ b64_json: png.toString('base64') }] } }
  return { status: 404, body: { error: { message: 'unknown' } } }
}

const configure = (on: boolean) =>
  payload.updateGlobal({
    slug: 'config',
    data: on ? { contentAiBaseUrl: `${fake.url}/v1`, contentAiModel: 'tresen-text', contentAiImageModel: 'tresen-image' } : { contentAiBaseUrl: null, contentAiModel: null, contentAiImageModel: null },
    overrideAccess: true,
  })

beforeAll(async () => {
  payload = await loadPayload()
  admin = await login(ADMIN.email, ADMIN.password)
  employee = await login(EMPLOYEE.email, EMPLOYEE.password)
  fake = await startHttp(provider)
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } }).png().toBuffer()
  const site = await payload.create({
    collection: 'sites',
    data: {
      name: 'Frühstück',
      path: 'int-ki-fruehstueck',
      type: 'default',
      isPublic: true,
      _status: 'published',
      aiTask: 'Eine Seite über unser Frühstücksangebot in Wien.',
      content: { body: [{ blockType: 'markdown', text: 'Alter Inhalt' }] },
    } as Partial<Site> as Site,
    overrideAccess: true,
  })
  siteId = site.id
  simpleId = (await payload.create({ collection: 'sites', data: { name: 'Einfach', path: 'int-ki-einfach', type: 'simple', isPublic: true, _status: 'published' } as Partial<Site> as Site, overrideAccess: true })).id
})

afterAll(async () => {
  delete process.env.CONTENT_AI_API_KEY
  await configure(false)
  await payload.delete({ collection: 'sites', id: siteId, overrideAccess: true })
  await payload.delete({ collection: 'sites', id: simpleId, overrideAccess: true })
  await fake.close()
})

describe('not configured', () => {
  it('answers 503 "nicht konfiguriert" and the status says so', async () => {
    delete process.env.CONTENT_AI_API_KEY
    await configure(true)
    const status = await call<{ text: boolean; image: boolean }>('GET', '/content-ai/status', { token: admin })
    expect(status.body.data).toEqual({ text: false, image: false })
    const site = await call('POST', `/content-ai/generate/site/${siteId}`, { token: admin })
    expect(site.status).toBe(503)
    expect(site.body.errors?.[0]?.message).toMatch(/^Die KI-Inhaltserstellung ist nicht konfiguriert/)
    const image = await call('POST', '/content-ai/generate/image', { token: admin, body: { prompt: 'Semmeln' } })
    expect(image.status).toBe(503)
    expect(image.body.errors?.[0]?.message).toMatch(/^Die KI-Bilderzeugung ist nicht konfiguriert/)
    expect(fake.requests).toHaveLength(0)
  })

  it('without a model is not configured either', async () => {
    process.env.CONTENT_AI_API_KEY = 'sk-test-123'
    await configure(false)
    expect((await call('POST', `/content-ai/generate/site/${siteId}`, { token: admin })).status).toBe(503)
  })
})

describe('POST /content-ai/generate/site/{id}', () => {
  beforeAll(async () => {
    process.env.CONTENT_AI_API_KEY = 'sk-test-123'
    await configure(true)
  })

  it('refuses employees and anonymous callers', async () => {
    const res = await call('POST', `/content-ai/generate/site/${siteId}`, { token: employee })
    expect(res.status).toBe(403)
    expect(res.body.errors?.[0]?.message).toBe('Sie sind nicht berechtigt, diese Aktion auszuführen.')
    expect((await call('POST', `/content-ai/generate/site/${siteId}`)).status).toBe(401)
    expect((await call('GET', '/content-ai/status', { token: employee })).status).toBe(403)
  })

  it('writes the page as a draft from its task; the published page stays', async () => {
    const res = await call<{ status: string; title: string; markdown: string }>('POST', `/content-ai/generate/site/${siteId}`, { token: admin })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ id: siteId, status: 'draft', title: GENERATED.title, markdown: GENERATED.markdown })

    const sent = fake.requests.at(-1)!
    expect(sent.path).toBe('/v1/chat/completions')
    const body = JSON.parse(sent.body) as { model: string; messages: { role: string; content: string }[]; response_format: unknown }
    expect(body.model).toBe('tresen-text')
    expect(body.response_format).toEqual({ type: 'json_object' })
    expect(body.messages.at(-1)!.content).toContain('Eine Seite über unser Frühstücksangebot in Wien.')

    const published = (await payload.findByID({ collection: 'sites', id: siteId, depth: 0, overrideAccess: true })) as Site
    expect(published._status).toBe('published')
    expect(published.content?.body).toMatchObject([{ blockType: 'markdown', text: 'Alter Inhalt' }])
    expect(published.title ?? null).toBeNull()
    const draft = (await payload.findByID({ collection: 'sites', id: siteId, depth: 0, draft: true, overrideAccess: true })) as Site
    expect(draft._status).toBe('draft')
    expect(draft.content?.body).toMatchObject([{ blockType: 'markdown', text: GENERATED.markdown }])
    expect(draft.title).toBe(GENERATED.title)
    expect(draft.description).toBe(GENERATED.description)
    // visitors still read the published page
    const anonymous = await call<{ content: { body: { text: string }[] } }>('GET', `/sites/${siteId}`)
    expect(anonymous.body.data!.content.body[0]!.text).toBe('Alter Inhalt')
  })

  it('answers German errors: unknown page, simple page, no task', async () => {
    const unknown = await call('POST', '/content-ai/generate/site/2000000000', { token: admin })
    expect(unknown.status).toBe(404)
    expect(unknown.body.errors?.[0]?.message).toBe('Die Seite wurde nicht gefunden.')
    const simple = await call('POST', `/content-ai/generate/site/${simpleId}`, { token: admin })
    expect(simple.status).toBe(409)
    expect(simple.body.errors).toEqual([{ field: 'type', message: 'Die KI-Inhaltserstellung ist nur für Standardseiten möglich.' }])
    await payload.update({ collection: 'sites', id: siteId, data: { aiTask: '  ' }, draft: true, overrideAccess: true })
    const noTask = await call('POST', `/content-ai/generate/site/${siteId}`, { token: admin })
    expect(noTask.status).toBe(400)
    expect(noTask.body.errors?.[0]?.field).toBe('aiTask')
    await payload.update({ collection: 'sites', id: siteId, data: { aiTask: 'Frühstück' }, draft: true, overrideAccess: true })
  })

  it('maps provider failures to German 502s', async () => {
    process.env.CONTENT_AI_API_KEY = 'sk-wrong'
    const refused = await call('POST', `/content-ai/generate/site/${siteId}`, { token: admin })
    expect(refused.status).toBe(502)
    expect(refused.body.errors?.[0]?.message).toBe('Der KI-Dienst hat die Anfrage abgelehnt (HTTP 401).')
    process.env.CONTENT_AI_API_KEY = 'sk-test-123'
    next = () => ({ status: 200, body: { choices: [{ message: { content: 'Gerne! Hier ist Ihr Text.' } }] } })
    const unusable = await call('POST', `/content-ai/generate/site/${siteId}`, { token: admin })
    next = null
    expect(unusable.status).toBe(502)
    expect(unusable.body.errors?.[0]?.message).toBe('Die Antwort des KI-Dienstes war unbrauchbar. Bitte versuchen Sie es erneut.')
  })
})

describe('POST /content-ai/generate/image', () => {
  it('stores the generated image in the library', async () => {
    const res = await call<{ id: number; mimeType: string; width: number; height: number; alt: string }>('POST', '/content-ai/generate/image', {
      token: admin,
      body: { prompt: 'Frische Semmeln im Korb', size: '1536x1024' },
    })
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({ mimeType: 'image/png', width: 64, height: 48, alt: 'Frische Semmeln im Korb' })
    const sent = JSON.parse(fake.requests.at(-1)!.body) as { model: string; prompt: string; size: string }
    expect(sent).toMatchObject({ model: 'tresen-image', prompt: 'Frische Semmeln im Korb', size: '1536x1024' })
    await payload.delete({ collection: 'images', id: res.body.data!.id, overrideAccess: true })
  })

  it('refuses a missing prompt, an unknown size, bytes that are no image and employees', async () => {
    const noPrompt = await call('POST', '/content-ai/generate/image', { token: admin, body: {} })
    expect(noPrompt.status).toBe(400)
    expect(noPrompt.body.errors).toEqual([{ field: 'prompt', message: 'Bitte beschreiben Sie das Bild.' }])
    expect((await call('POST', '/content-ai/generate/image', { token: admin, body: { prompt: 'x', size: '10x10' } })).status).toBe(400)
    next = () => ({ status: 200, body: { data: [{ b64_json: Buffer.from('<script>alert(1)</script>').toString('base64') }] } })
    const notImage = await call('POST', '/content-ai/generate/image', { token: admin, body: { prompt: 'x' } })
    next = null
    expect(notImage.status).toBe(502)
    expect((await call('POST', '/content-ai/generate/image', { token: employee, body: { prompt: 'x' } })).status).toBe(403)
  })
})
