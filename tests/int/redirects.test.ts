import { beforeAll, describe, expect, it } from 'vitest'

import { call, eventually, login } from './helpers/api'
import { ADMIN } from './helpers/users'

// the storefront's catch-all route file itself: redirects are answered before the SPA
const { GET } = await import('../../app/(site)/[[...path]]/route')
const visit = (path: string) => GET(new Request(`http://localhost:3000${path}`))

let token: string
beforeAll(async () => {
  token = await login(ADMIN.email, ADMIN.password)
})

const create = (body: Record<string, unknown>) => call<{ id: number }>('POST', '/redirects', { token, body })

describe('redirects applied by the server', () => {
  it('answers 301/302 with Location for internal and external targets, exact and wildcard paths', async () => {
    expect((await create({ path: 'int-alt', target: '/ueber-uns', statusCode: 301 })).status).toBe(201)
    expect((await create({ path: '/int-aktion/*', target: 'https://example.org/aktion', statusCode: 302 })).status).toBe(201)
    expect((await create({ path: 'int-seite-?', target: '/seite', statusCode: 301 })).status).toBe(201)

    const exact = await eventually(
      () => visit('/INT-alt/?utm_source=flyer'),
      (r) => r.status === 301,
    )
    expect(exact.headers.get('location')).toBe('/ueber-uns?utm_source=flyer')
    const wildcard = await visit('/int-aktion/sommer/2026')
    expect(wildcard.status).toBe(302)
    expect(wildcard.headers.get('location')).toBe('https://example.org/aktion')
    expect((await visit('/int-seite-7')).status).toBe(301)
    // ? is exactly one character; other paths get the storefront (its 404 page: no such page either)
    const other = await visit('/int-seite-77')
    expect(other.status).toBe(404)
    expect(other.headers.get('content-type')).toContain('text/html')
  })

  it('takes a changed or deleted redirect into account at once (cache invalidated after commit)', async () => {
    const created = await create({ path: 'int-wechsel', target: '/eins', statusCode: 302 })
    const first = await eventually(
      () => visit('/int-wechsel'),
      (r) => r.status === 302,
    )
    expect(first.headers.get('location')).toBe('/eins')
    expect((await call('PUT', `/redirects/${created.body.data!.id}`, { token, body: { target: '/zwei' } })).status).toBe(200)
    const changed = await eventually(
      () => visit('/int-wechsel'),
      (r) => r.headers.get('location') === '/zwei',
    )
    expect(changed.headers.get('location')).toBe('/zwei')
    expect((await call('DELETE', `/redirects/${created.body.data!.id}`, { token })).status).toBe(200)
    expect(
      (
        await eventually(
          () => visit('/int-wechsel'),
          (r) => r.status === 404,
        )
      ).status,
    ).toBe(404)
  })

  it('refuses redirect loops on save with a German message, and nothing is written', async () => {
    expect((await create({ path: 'int-loop-a', target: '/int-loop-b' })).status).toBe(201)
    const loop = await create({ path: 'int-loop-b', target: '/int-loop-a' })
    expect(loop.status).toBe(400)
    expect(loop.body.errors?.[0]?.message).toContain('Schleife')
    expect(loop.body.errors?.[0]?.message).toContain('/int-loop-b → /int-loop-a → /int-loop-b')
    const self = await create({ path: 'int-self/*', target: '/int-self/neu' })
    expect(self.status).toBe(400)
    const list = await call<{ path: string }[]>('GET', '/redirects?limit=100', { token })
    expect(list.body.data!.map((r) => r.path)).not.toContain('int-loop-b')
  })

  it('refuses javascript: targets and reserved source paths, in German', async () => {
    const bad = await create({ path: 'int-js', target: 'javascript:alert(1)' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors?.[0]?.message).toMatch(/^Bitte geben Sie/)
    expect((await create({ path: 'api/*', target: '/x' })).status).toBe(400)
  })
})
