/** The one API client of storefront and back office (platform/client): envelope, German errors, login, ETag polls. */
import { afterEach, describe, expect, it, vi } from 'vitest'

import { ApiError, apiPoll, apiRequest, envelopeErrors, failure } from '../../../platform/client'

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })

const answer = (response: Response | Error) => {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    if (response instanceof Error) throw response
    return response
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => vi.unstubAllGlobals())

describe('apiRequest', () => {
  it('answers the envelope’s data and sends a body as JSON with the session cookie', async () => {
    const fetchMock = answer(json(200, { data: { id: 7 } }))
    await expect(apiRequest('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ id: 7 })
    const init = fetchMock.mock.calls[0]?.[1]
    expect(init).toMatchObject({ method: 'POST', body: '{"a":1}', credentials: 'same-origin' })
    expect(init?.headers).toMatchObject({ accept: 'application/json', 'content-type': 'application/json' })
  })

  it('keeps every German error of a refusal, with null fields as ""', async () => {
    answer(
      json(400, {
        errors: [
          { field: null, message: 'Die Anfrage ist ungültig.' },
          { field: 'email', message: 'Keine E-Mail.' },
        ],
      }),
    )
    const error = await apiRequest('/api/x').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 400,
      message: 'Die Anfrage ist ungültig.',
      errors: [
        { field: '', message: 'Die Anfrage ist ungültig.' },
        { field: 'email', message: 'Keine E-Mail.' },
      ],
    })
  })

  it('uses the caller’s fallback when the server explains nothing, and the unreachable text when no answer came', async () => {
    answer(new Response('<html>Bad Gateway</html>', { status: 502 }))
    await expect(apiRequest('/api/x', { fallback: 'Statistik konnte nicht geladen werden.' })).rejects.toMatchObject({
      status: 502,
      message: 'Statistik konnte nicht geladen werden.',
    })
    answer(new TypeError('Failed to fetch'))
    await expect(
      apiRequest('/api/x', { fallback: 'A.', unreachable: 'A. Bitte prüfen Sie die Verbindung.' }),
    ).rejects.toMatchObject({
      status: 0,
      message: 'A. Bitte prüfen Sie die Verbindung.',
    })
    answer(new TypeError('Failed to fetch'))
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 0, message: 'Ein unbekannter Fehler ist aufgetreten.' })
  })

  it('treats a success without data as a failure, and a null data as the answer', async () => {
    answer(json(200, {}))
    await expect(
      apiRequest('/api/statistics/revenue', { fallback: 'Statistik konnte nicht geladen werden.' }),
    ).rejects.toMatchObject({
      status: 200,
      message: 'Statistik konnte nicht geladen werden.',
    })
    answer(json(200, { data: null }))
    await expect(apiRequest('/api/users/me')).resolves.toBeNull()
  })

  it('passes an abort on as it is', async () => {
    const abort = new DOMException('aborted', 'AbortError')
    answer(abort)
    await expect(apiRequest('/api/x')).rejects.toBe(abort)
  })

  it('sends the back office to its login on a 401 when asked to', async () => {
    const assign = vi.fn()
    vi.stubGlobal('window', { location: { assign } })
    answer(json(401, { errors: [{ field: null, message: 'Bitte melden Sie sich an.' }] }))
    await expect(apiRequest('/api/x', { loginRedirect: '/backend/orders-live' })).rejects.toMatchObject({ status: 401 })
    expect(assign).toHaveBeenCalledWith('/backend/login?redirect=%2Fbackend%2Forders-live')
    answer(json(401, { errors: [] }))
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 401 })
    expect(assign).toHaveBeenCalledTimes(1)
  })
})

describe('apiPoll', () => {
  it('sends If-None-Match and tells 304 from a new answer with data, meta and ETag', async () => {
    const fetchMock = answer(new Response(null, { status: 304 }))
    await expect(apiPoll('/api/orders/current', '"v1"')).resolves.toEqual({ status: 'unchanged' })
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ 'if-none-match': '"v1"' })
    answer(json(200, { data: [1], meta: { now: 'x' } }, { etag: '"v2"' }))
    await expect(apiPoll('/api/orders/current', null)).resolves.toEqual({
      status: 'modified',
      data: [1],
      meta: { now: 'x' },
      etag: '"v2"',
    })
  })
})

describe('failure and envelopeErrors', () => {
  it('read the German error of an answer whose success would not be JSON (an image)', async () => {
    const error = await failure(
      json(404, { errors: [{ field: null, message: 'Der angeforderte Datensatz wurde nicht gefunden.' }] }),
      {
        fallback: 'QR Code konnte nicht geladen werden.',
      },
    )
    expect(error.message).toBe('Der angeforderte Datensatz wurde nicht gefunden.')
    expect(envelopeErrors({ errors: [{ field: 'x' }] }, 'F.')).toEqual([{ field: 'x', message: 'F.' }])
    expect(envelopeErrors(null, 'F.')).toEqual([{ field: '', message: 'F.' }])
  })
})
