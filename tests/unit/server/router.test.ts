import { describe, expect, it } from 'vitest'

import { compile, hasCredentials, match } from '../../../server/api/router'
import type { ApiEndpoint } from '../../../server/api/types'

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
