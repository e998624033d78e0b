import { describe, expect, it } from 'vitest'

import { lexicalState, lexicalText } from '../fakes/lexical'
import { call, loadPayload, login } from './helpers/api'
import { ADMIN } from './helpers/users'

/** A Lexical link node. */
const link = (url: string, text: string, format = 0) => ({
  type: 'link',
  version: 3,
  direction: 'ltr',
  format: '',
  indent: 0,
  fields: { linkType: 'custom', url, newTab: true },
  children: [lexicalText(text, format)],
})
/** A Lexical state with a javascript: link, a text that looks like a script tag and an event-handler attribute. */
const hostileState = () =>
  lexicalState(lexicalText('<script>alert(1)</script><img src=x onerror=alert(2)>'), link('javascript:alert(3)', 'Klick'), link('https://example.org/', 'Beispiel', 1))

type SiteDoc = { id: number; content: Record<string, unknown> }

describe('site content', () => {
  it('stores editor HTML sanitised on save: no script, no event handler, no javascript: URL', async () => {
    const token = await login(ADMIN.email, ADMIN.password)
    const res = await call<SiteDoc>('POST', '/sites', {
      token,
      body: {
        name: 'Sanitiser einfach',
        path: 'int-sanitiser-einfach',
        type: 'simple',
        isPublic: true,
        content: { text: hostileState(), textHtml: '<script>alert("client")</script>' },
      },
    })
    expect(res.status).toBe(201)
    const html = String(res.body.data!.content.textHtml)
    expect(html).not.toMatch(/<script/i)
    expect(html).not.toMatch(/<img/i)
    expect(html).not.toMatch(/<[^>]*\son\w+\s*=/i)
    expect(html).not.toMatch(/javascript:/i)
    expect(html).not.toContain('alert("client")')
    // the harmless parts survive, the external link opens safely
    expect(html).toContain('href="https://example.org/"')
    expect(html).toContain('rel="noopener noreferrer"')
    expect(html).toContain('&lt;script&gt;')
  })

  it('sanitises wysiwyg fields inside blocks, nested layouts and accordions too', async () => {
    const token = await login(ADMIN.email, ADMIN.password)
    const res = await call<SiteDoc>('POST', '/sites', {
      token,
      body: {
        name: 'Sanitiser Blöcke',
        path: 'int-sanitiser-bloecke',
        type: 'default',
        isPublic: true,
        content: {
          body: [
            { blockType: 'richText', text: hostileState() },
            {
              blockType: 'layout',
              width: 'l',
              blocks: [{ blockType: 'accordion', items: [{ title: 'Frage', text: hostileState() }] }],
            },
          ],
        },
      },
    })
    expect(res.status).toBe(201)
    const body = res.body.data!.content.body as Record<string, unknown>[]
    const json = JSON.stringify(body.map((b) => ({ ...b, text: undefined, blocks: undefined })))
    const nested = (body[1]!.blocks as { items: { textHtml: string }[] }[])[0]!.items[0]!.textHtml
    for (const html of [String(body[0]!.textHtml), nested]) {
      expect(html).toContain('Beispiel')
      expect(html).not.toMatch(/<script|<img|<[^>]*\son\w+\s*=|javascript:/i)
    }
    expect(json).not.toMatch(/javascript:/i)
  })

  it('serves editor HTML sanitised on every read, also a value written around the hooks straight into the database', async () => {
    const token = await login(ADMIN.email, ADMIN.password)
    const res = await call<SiteDoc>('POST', '/sites', {
      token,
      body: {
        name: 'Sanitiser beim Lesen',
        path: 'int-sanitiser-lesen',
        type: 'default',
        isPublic: true,
        content: { body: [{ blockType: 'markdown', text: 'Hallo **Welt**' }] },
      },
    })
    expect(res.status).toBe(201)
    const id = res.body.data!.id
    const payload = await loadPayload()
    const hostile = '<p>ok</p><script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">x</a>'
    // the markdown block's converted HTML and the rich text HTML of a simple page, overwritten in the table itself
    await payload.db.drizzle.execute(
      `update sites set content_text_html = '${hostile}', content_body = jsonb_set(content_body, '{0,textHtml}', to_jsonb('${hostile}'::text)) where id = ${Number(id)}`,
    )
    const site = (await payload.findByID({ collection: 'sites', id, overrideAccess: true, depth: 0 })) as unknown as SiteDoc
    const body = site.content.body as { textHtml: string }[]
    for (const html of [String(site.content.textHtml), body[0]!.textHtml]) {
      expect(html).toContain('<p>ok</p>')
      expect(html).not.toMatch(/<script|onerror|javascript:/i)
    }
  })

  it('refuses markdown with script or event handlers and link blocks with javascript: targets, in German', async () => {
    const token = await login(ADMIN.email, ADMIN.password)
    const markdown = await call<SiteDoc>('POST', '/sites', {
      token,
      body: {
        name: 'MD',
        path: 'int-md',
        type: 'default',
        content: { body: [{ blockType: 'markdown', text: 'Hallo <img src=x onerror=alert(1)>' }] },
      },
    })
    expect(markdown.status).toBe(400)
    expect(JSON.stringify(markdown.body)).toContain('nicht erlaubtes HTML')
    const link = await call<SiteDoc>('POST', '/sites', {
      token,
      body: {
        name: 'Link',
        path: 'int-link',
        type: 'default',
        content: { body: [{ blockType: 'link', label: 'X', url: 'javascript:alert(1)' }] },
      },
    })
    expect(link.status).toBe(400)
    expect(JSON.stringify(link.body)).toContain('Bitte geben Sie einen Pfad')
  })

  it('fills an empty "Pfad" from the name and still refuses a site without any usable path', async () => {
    const token = await login(ADMIN.email, ADMIN.password)
    const filled = await call<SiteDoc & { path: string }>('POST', '/sites', { token, body: { name: 'Über uns Int', type: 'default' } })
    expect(filled.status).toBe(201)
    expect(filled.body.data?.path).toBe('ueber-uns-int')
    const refused = await call<SiteDoc>('POST', '/sites', { token, body: { name: '!!!', path: '', type: 'default' } })
    expect(refused.status).toBe(400)
    expect(refused.body.errors?.some((e) => e.field === 'path')).toBe(true)
    await (await loadPayload()).delete({ collection: 'sites', id: filled.body.data!.id, overrideAccess: true })
  })

  it('delivers block content in /api/init with images populated and drafts hidden from anonymous visitors', async () => {
    const token = await login(ADMIN.email, ADMIN.password)
    const draft = await call<SiteDoc>('POST', '/sites', {
      token,
      body: {
        name: 'Entwurf',
        path: 'int-entwurf',
        type: 'default',
        isPublic: false,
        content: { body: [{ blockType: 'spacer', size: 'negative-8' }] },
      },
    })
    expect(draft.status).toBe(201)
    const anonymous = await call<{ url: string; data: { path: string }[] }[]>('GET', '/init')
    const sites = anonymous.body.data!.find((e) => e.url === '/api/sites')!.data
    expect(sites.map((s) => s.path)).not.toContain('int-entwurf')
    const admin = await call<
      { url: string; data: { path: string; content: { body: { blockType: string; size: string }[] } }[] }[]
    >('GET', '/init', {
      token,
    })
    const mine = admin.body.data!.find((e) => e.url === '/api/sites')!.data.find((s) => s.path === 'int-entwurf')!
    expect(mine.content.body[0]).toMatchObject({ blockType: 'spacer', size: 'negative-8' })
  })

  it('keeps the GraphQL schema valid: block type names do not collide with collections (block "image" vs Images)', async () => {
    const { configToSchema } = await import('@payloadcms/graphql')
    const { schema } = configToSchema((await loadPayload()).config)
    expect(schema.getType('ContentBlockImage')).toBeTruthy()
    expect(schema.getType('Image')).toBeTruthy()
  })
})
