import { EventEmitter } from 'node:events'

import { describe, expect, it } from 'vitest'

import { isShutdownError, quietPoolErrors } from '../../../platform/db/errors'

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code })

describe('idle connections closed by a stopping database', () => {
  it('are expected when the database shuts down', () => {
    expect(isShutdownError(pgError('57P01', 'terminating connection due to administrator command'))).toBe(true)
    expect(isShutdownError(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isShutdownError(pgError('28P01', 'password authentication failed'))).toBe(false)
  })

  it('no longer crash the process or print per connection; other errors are logged once', () => {
    const pool = new EventEmitter()
    const lines: string[] = []
    quietPoolErrors(pool, (line) => lines.push(line))
    // an EventEmitter without an 'error' listener throws: that was the uncaughtException
    for (let i = 0; i < 10; i++) pool.emit('error', pgError('57P01', 'terminating connection due to administrator command'))
    pool.emit('error', pgError('28P01', 'password authentication failed'))
    pool.emit('error', pgError('28P01', 'password authentication failed'))
    expect(lines).toEqual(['[tresen] Datenbankverbindung getrennt: password authentication failed'])
  })
})
