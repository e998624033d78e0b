import { describe, expect, it } from 'vitest'

import { ApiError, toApiError, translatePayloadMessage } from '../../../platform/api/errors'

describe('German error messages in the spec’s wording', () => {
  it.each([
    ['Pflichtfeld', 'Dieser Wert sollte nicht leer sein.'],
    ['Wert muss einzigartig sein', 'Dieser Wert wird bereits verwendet.'],
    ['Bitte gib eine korrekte E-Mail-Adresse an.', 'Dieser Wert ist keine gültige E-Mail-Adresse.'],
    ['Dieser Wert muss kürzer als die maximale Länge von 100 Zeichen sein.', 'Dieser Wert ist zu lang. Er sollte höchstens 100 Zeichen haben.'],
    ['Dieser Wert muss länger als die minimale Länge von 3 Zeichen sein.', 'Dieser Wert ist zu kurz. Er sollte mindestens 3 Zeichen haben.'],
    ['120 ist größer als der maximal erlaubte Wert von 100.', 'Dieser Wert sollte kleiner oder gleich 100 sein.'],
    ['Eine ganz eigene Meldung.', 'Eine ganz eigene Meldung.'],
  ])('translates %j', (input, expected) => {
    expect(translatePayloadMessage(input)).toBe(expected)
  })

  it('maps Payload validation errors to 400 field errors and duplicates to 409', () => {
    const validation = toApiError({ name: 'ValidationError', data: { errors: [{ path: 'name', message: 'Pflichtfeld' }] } })
    expect(validation.status).toBe(400)
    expect(validation.errors).toEqual([{ field: 'name', message: 'Dieser Wert sollte nicht leer sein.' }])
    const unique = toApiError({ name: 'ValidationError', data: { errors: [{ path: 'email', message: 'Wert muss einzigartig sein' }] } })
    expect(unique.status).toBe(409)
  })

  it('never leaks internals of unexpected errors', () => {
    const e = toApiError(new TypeError('cannot read x of undefined at /srv/app.js'))
    expect(e.status).toBe(500)
    expect(e.errors).toEqual([{ field: null, message: 'Ein unbekannter Fehler ist aufgetreten.' }])
  })

  it('maps PostgreSQL unique violations to 409 and keeps ApiErrors as they are', () => {
    expect(toApiError({ code: '23505' }).status).toBe(409)
    const own = new ApiError(418, 'Teekanne')
    expect(toApiError(own)).toBe(own)
  })
})
