/**
 * NUL characters and lone surrogates — text PostgreSQL cannot store — answer a German 400 naming the field, never a
 * 5xx: in JSON bodies of the public POSTs, in path parameters and in list filters (the fuzz run's reproductions).
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { call, login } from './helpers/api'
import type { ApiResult } from './helpers/api'
import { ADMIN, branchId } from './helpers/users'

const MESSAGE = 'Dieser Wert enthält unzulässige Zeichen.'
const NUL = '\u0000'
const LONE = '\ud800'

function expectInvalidText(res: ApiResult, field: string | null) {
  expect(res.status, JSON.stringify(res.body)).toBe(400)
  expect(res.body.errors).toEqual([{ field, message: MESSAGE }])
}

let admin = ''
let graz = 0
beforeAll(async () => {
  admin = await login(ADMIN.email, ADMIN.password)
  graz = await branchId('graz')
})

describe('a NUL in stored text', () => {
  it('is refused with a German 400 in the public order’s firstName', async () => {
    const res = await call('POST', '/orders/public', {
      body: { branch: graz, deliveryType: 'takeaway', firstName: `Eri${NUL}ka`, lastName: 'Muster', items: [] },
    })
    expectInvalidText(res, 'firstName')
  })

  it('is refused in the analytics log type', async () => {
    expectInvalidText(await call('POST', '/analytics-log', { body: { type: `view${NUL}` } }), 'type')
  })

  it('is refused in a questionnaire submission’s clientName', async () => {
    const res = await call('POST', '/questionnaire-submissions', {
      base: '/custom/api',
      body: { clientName: NUL, contactName: 'X', questionnaire: { publicHash: 'x' }, content: [] },
    })
    expectInvalidText(res, 'clientName')
  })

  it('is refused in the login e-mail', async () => {
    expectInvalidText(
      await call('POST', '/auth/authenticate', { body: { email: `admin${NUL}@tresen.demo`, password: 'x' } }),
      'email',
    )
  })
})

describe('%00 in a path or a list filter', () => {
  it.each([
    '/orders/public/%00/%00',
    '/orders/public/%00/%00/questionnaire',
    '/orders/public/abc/%00/confirm-counter-appointment',
    '/orders/public/abc/%00/reject-counter-appointment',
  ])('POST/GET %s answers 400, not 500', async (path) => {
    const res = await call(path.endsWith('%00') ? 'GET' : 'POST', path, {
      body: path.endsWith('%00') ? undefined : { rating: 5 },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors?.[0]?.message).toBe(MESSAGE)
  })

  it('answers 400 in the staff status and counter-appointment paths', async () => {
    for (const path of ['/orders/1/status/%00', '/orders/%00/counter-appointment']) {
      const res = await call('POST', path, { token: admin, body: {} })
      expect(res.status, path).toBe(400)
      expect(res.body.errors?.[0]?.message, path).toBe(MESSAGE)
    }
  })

  it.each(['branches', 'products', 'categories', 'menus', 'tags', 'sites', 'donatees', 'units'])(
    'GET /api/%s?name=%%00 answers 400 naming the filter',
    async (slug) => {
      expectInvalidText(await call('GET', `/${slug}?name=%00`), 'name')
      expectInvalidText(await call('GET', `/${slug}?name=%00`, { token: admin }), 'name')
    },
  )

  it('a malformed escape in a path parameter answers 400, not 500', async () => {
    const res = await call('GET', '/orders/public/%E0%A4%A/x')
    expect(res.status).toBe(400)
    expect(res.body.errors?.[0]?.message).toBe('Die Adresse der Anfrage ist ungültig.')
  })
})

describe('a lone surrogate', () => {
  it('in a questionnaire comment answers the characters message, not “gültige Zahl”', async () => {
    const res = await call('POST', '/orders/public/abc/def/questionnaire', {
      body: { rating: 5, foodRating: 5, serviceRating: 5, processRating: 5, comment: `gut ${LONE}` },
    })
    expectInvalidText(res, 'comment')
  })

  it('in a nested submission comment names the nested field', async () => {
    const res = await call('POST', '/questionnaire-submissions', {
      base: '/custom/api',
      body: { clientName: 'A', contactName: 'B', questionnaire: { publicHash: 'x' }, content: [{ rating: 3, comment: LONE }] },
    })
    expectInvalidText(res, 'content.0.comment')
  })
})
