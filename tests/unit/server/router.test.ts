import { describe, expect, it } from 'vitest'

import { hasCredentials } from '../../../platform/api/answer'
import { compile, match } from '../../../platform/api/match'
import type { ApiEndpoint } from '../../../platform/api/types'

const endpoint = (method: ApiEndpoint['method'], path: string): ApiEndpoint => ({
  method,
  path,
  auth: 'public',
  handler: async () => ({ kind: 'data', data: path }),
})

describe('the API router', () => {
  const routes = compile([endpoint('GET', '/users/:id'), endpoint('GET', '/users/me'), endpoint('POST', '/orders/:id/status/:action')])

  it('prefers static segments over parameters regardless of registration order', () => {
    const found = match(routes, 'GET', '/users/me')
    expect(found && 'endpoint' in found ? found.endpoint.path : null).toBe('/users/me')
    const byId = match(routes, 'GET', '/users/42')
    expect(byId && 'params' in byId ? byId.params : null).toEqual({ id: '42' })
  })

  it('decodes parameters and tells a wrong method from an unknown path', () => {
    const found = match(routes, 'POST', '/orders/7/status/in-delivery')
    expect(found && 'params' in found ? found.params : null).toEqual({ id: '7', action: 'in-delivery' })
    expect(match(routes, 'DELETE', '/users/42')).toEqual({ methodNotAllowed: true })
    expect(match(routes, 'GET', '/nothing')).toBeNull()
  })

  it('only asks Payload to authenticate requests that carry a token or the session cookie', () => {
    expect(hasCredentials(new Headers())).toBe(false)
    expect(hasCredentials(new Headers({ cookie: 'theme=dark; other=1' }))).toBe(false)
    expect(hasCredentials(new Headers({ authorization: 'JWT abc' }))).toBe(true)
    expect(hasCredentials(new Headers({ cookie: 'a=1; payload-token=xyz' }))).toBe(true)
  })
})

describe('the API router compares paths segment by segment', () => {
  const routes = compile([endpoint('GET', '/orders/public/:uid/:hash'), endpoint('GET', '/init'), endpoint('GET', '/')])
  const params = (path: string) => {
    const found = match(routes, 'GET', path)
    return found && 'params' in found ? found.params : null
  }

  it('a parameter is one non-empty segment; one trailing slash is allowed', () => {
    expect(params('/orders/public/u1/h1')).toEqual({ uid: 'u1', hash: 'h1' })
    expect(params('/orders/public/u1/h1/')).toEqual({ uid: 'u1', hash: 'h1' })
    expect(params('/orders/public/u1/')).toBeNull()
    expect(params('/orders/public//h1')).toBeNull()
    expect(params('/orders/public/u1/h1//')).toBeNull()
    expect(params('/orders/public/u1/h1/x')).toBeNull()
  })

  it('literal segments match exactly (case, dots and regex characters are plain text)', () => {
    expect(params('/init')).toEqual({})
    expect(params('/Init')).toBeNull()
    expect(params('/init.json')).toBeNull()
    expect(params('/')).toEqual({})
    expect(params('')).toBeNull()
    expect(params('init')).toBeNull()
  })

  it('parameters are decoded', () => {
    expect(params('/orders/public/a%20b/%C3%A4')).toEqual({ uid: 'a b', hash: 'ä' })
    expect(() => match(routes, 'GET', '/orders/public/%E0%A4%A/h')).toThrow(URIError)
  })
})
