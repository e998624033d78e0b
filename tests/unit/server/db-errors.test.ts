import { describe, expect, it } from 'vitest'

import { toApiError } from '../../../platform/api/errors'
import { DbError, isUniqueViolation, toDbError } from '../../../platform/db/errors'

const pgError = (code: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(`pg ${code}`), { code, ...extra })
/** drizzle wraps the driver's error: DrizzleQueryError('Failed query: …', params, cause) */
const drizzleWrapped = (cause: unknown) => Object.assign(new Error('Failed query: insert into outbox …'), { cause })

describe('PostgreSQL errors become one typed DbError', () => {
  it.each([
    ['23505', 'unique-violation'],
    ['40001', 'serialization-failure'],
    ['40P01', 'serialization-failure'],
    ['08006', 'connection'],
    ['57P01', 'connection'],
    ['53300', 'connection'],
    ['22P02', 'invalid-input'],
    ['22003', 'invalid-input'],
    ['22021', 'invalid-text'],
    ['22P05', 'invalid-text'],
    ['42P01', 'other'],
  ])('SQLSTATE %s is a %s', (code, kind) => {
    const error = toDbError(pgError(code))
    expect(error).toBeInstanceOf(DbError)
    expect(error).toMatchObject({ kind, code })
  })

  it('recognises the error inside drizzle’s wrapper and keeps constraint and detail', () => {
    const cause = pgError('23505', {
      constraint: 'outbox_dedupe_key_idx',
      detail: 'Key (dedupe_key)=(1:received) already exists.',
    })
    const error = toDbError(drizzleWrapped(cause))
    expect(error).toMatchObject({ kind: 'unique-violation', code: '23505', constraint: 'outbox_dedupe_key_idx' })
    expect(error?.cause).toBe(cause)
  })

  it('treats lost connections without a SQLSTATE as connection errors', () => {
    expect(toDbError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))?.kind).toBe(
      'connection',
    )
    expect(toDbError(new Error('Connection terminated unexpectedly'))?.kind).toBe('connection')
    expect(toDbError(new Error('timeout exceeded when trying to connect'))?.kind).toBe('connection')
  })

  it('leaves errors that are not the database’s alone', () => {
    expect(toDbError(new TypeError('x is undefined'))).toBeNull()
    expect(toDbError(Object.assign(new Error('no such file'), { code: 'ENOENT' }))).toBeNull()
    expect(toDbError('23505')).toBeNull()
    expect(toDbError(null)).toBeNull()
  })

  it('tells a reference to a missing record from a record still in use and keeps table and column', () => {
    const missing = pgError('23503', {
      table: 'tables',
      constraint: 'tables_branch_id_branches_id_fk',
      detail: 'Key (branch_id)=(999) is not present in table "branches".',
    })
    expect(toDbError(drizzleWrapped(missing))).toMatchObject({ kind: 'missing-reference', table: 'tables', code: '23503' })
    const inUse = pgError('23503', { table: 'branches', detail: 'Key (id)=(1) is still referenced from table "orders".' })
    expect(toDbError(inUse)?.kind).toBe('still-referenced')
    expect(toDbError(pgError('23502', { table: 'orders', column: 'branch_id' }))).toMatchObject({
      kind: 'not-null-violation',
      table: 'orders',
      column: 'branch_id',
    })
  })

  it('answers a DbError as it is', () => {
    const error = new DbError('connection', 'down', { code: '08006' })
    expect(toDbError(error)).toBe(error)
  })
})

describe('unique violations of one field', () => {
  it('match the field by its column in the constraint or the detail', () => {
    const byConstraint = pgError('23505', { constraint: 'orders_idempotency_key_idx' })
    expect(isUniqueViolation(byConstraint, 'idempotencyKey')).toBe(true)
    expect(isUniqueViolation(byConstraint, 'uid')).toBe(false)
    const byDetail = drizzleWrapped(pgError('23505', { constraint: 'some_index', detail: 'Key (uid)=(abc) already exists.' }))
    expect(isUniqueViolation(byDetail, 'uid')).toBe(true)
    expect(isUniqueViolation(byDetail, 'dedupeKey')).toBe(false)
  })

  it('match Payload’s ValidationError for a unique index by field or column, not other validation errors', () => {
    const unique = (path: string) => ({
      name: 'ValidationError',
      message: 'invalid',
      data: { errors: [{ path, message: 'Wert muss einzigartig sein' }] },
    })
    expect(isUniqueViolation(unique('dedupeKey'), 'dedupeKey')).toBe(true)
    expect(isUniqueViolation(unique('dedupe_key'), 'dedupeKey')).toBe(true)
    expect(isUniqueViolation(unique('uid'), 'dedupeKey')).toBe(false)
    const required = { name: 'ValidationError', data: { errors: [{ path: 'dedupeKey', message: 'Pflichtfeld' }] } }
    expect(isUniqueViolation(required, 'dedupeKey')).toBe(false)
  })

  it('are never another kind of database error', () => {
    expect(isUniqueViolation(pgError('23503', { constraint: 'orders_uid_fk' }), 'uid')).toBe(false)
  })
})

describe('the API answer of a database error', () => {
  it('is 409 for a taken value, 400 for malformed input, 503 with Retry-After when the database is unreachable or the transaction must be repeated', () => {
    expect(toApiError(drizzleWrapped(pgError('23505'))).status).toBe(409)
    expect(toApiError(pgError('22P02')).status).toBe(400)
    for (const error of [pgError('40001'), pgError('57P01'), new Error('Connection terminated unexpectedly')]) {
      const answer = toApiError(error)
      expect(answer.status).toBe(503)
      expect(answer.headers['Retry-After']).toBe('1')
      expect(answer.errors[0]?.message).toBe(
        'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
      )
    }
    expect(toApiError(pgError('42P01')).status).toBe(500)
  })

  it('is 400 for a reference to a missing record or an empty required column, 409 for a record still in use', () => {
    const missing = pgError('23503', { detail: 'Key (branch_id)=(999) is not present in table "branches".' })
    expect(toApiError(drizzleWrapped(missing))).toMatchObject({
      status: 400,
      message: 'Der ausgewählte Datensatz existiert nicht.',
    })
    const inUse = pgError('23503', { detail: 'Key (id)=(1) is still referenced from table "orders".' })
    expect(toApiError(inUse)).toMatchObject({
      status: 409,
      message: 'Der Eintrag wird noch verwendet und kann nicht gelöscht werden.',
    })
    expect(toApiError(pgError('23502', { column: 'branch_id' }))).toMatchObject({
      status: 400,
      message: 'Dieser Wert sollte nicht leer sein.',
    })
  })

  it('is a German 400 about the characters, not about numbers, for text PostgreSQL cannot store (NUL, lone surrogate)', () => {
    for (const code of ['22021', '22P05']) {
      const answer = toApiError(drizzleWrapped(pgError(code)))
      expect(answer.status).toBe(400)
      expect(answer.errors[0]?.message).toBe('Dieser Wert enthält unzulässige Zeichen.')
    }
  })
})
