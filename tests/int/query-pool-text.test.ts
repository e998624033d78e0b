/**
 * queryPoolText (platform/db): the status poll's statements read their rows as the text PostgreSQL sent, through a
 * subclass of pg's Query without pg's Result — the same statement answers again and again on the pool's prepared
 * connections, NULL stays null, an empty result is an empty list, and PostgreSQL's errors arrive as DbError.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { DbError, queryPoolText } from '../../platform/db'
import { loadPayload } from './helpers/api'

let payload: Payload

beforeAll(async () => {
  payload = await loadPayload()
})

const TEXT = `select $1::text as a, null::text as b, json_build_object('n', $2::int, 's', 'ä"\\') as c, 42 as d
               from generate_series(1, $2::int)`

describe('rows as PostgreSQL sent them', () => {
  it('answers every column as text, NULL as null, json as its text', async () => {
    const rows = await queryPoolText(payload, 'tresen_test_text_rows', TEXT, ['ä', 2])
    expect(rows).toHaveLength(2)
    expect(rows[0]).toEqual(['ä', null, '{"n" : 2, "s" : "ä\\"\\\\"}', '42'])
    expect(JSON.parse(rows[1]![2]!)).toEqual({ n: 2, s: 'ä"\\' })
  })

  it('runs the named statement again and again, also many at once (every pool connection prepares it once)', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => queryPoolText(payload, 'tresen_test_text_rows', TEXT, [`x${i}`, 1 + (i % 3)])))
    answers.forEach((rows, i) => {
      expect(rows).toHaveLength(1 + (i % 3))
      expect(rows[0]![0]).toBe(`x${i}`)
    })
  })

  it('an empty result is an empty list', async () => {
    expect(await queryPoolText(payload, 'tresen_test_text_rows', TEXT, ['leer', 0])).toEqual([])
  })

  it("PostgreSQL's errors arrive as DbError, and the pool answers afterwards", async () => {
    const error = await queryPoolText(payload, 'tresen_test_text_bad', 'select 1 / $1::int', [0]).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DbError)
    const invalid = await queryPoolText(payload, 'tresen_test_text_rows', TEXT, ['a', 'keine Zahl']).catch((e: unknown) => e)
    expect(invalid).toBeInstanceOf(DbError)
    expect((invalid as DbError).kind).toBe('invalid-input')
    expect(await queryPoolText(payload, 'tresen_test_text_rows', TEXT, ['wieder', 1])).toHaveLength(1)
  })
})
