/**
 * Payload's secret is never one committed to the repository (platform/secret.ts): a token signed with the secret the
 * repository used to carry is refused; production keeps a generated secret in the data directory (mode 600).
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { jwtSign } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { persistedSecret } from '../../platform/secret'
import { call, loadPayload, login } from './helpers/api'
import { ADMIN } from './helpers/users'

/** The default secret that was committed in platform/env.ts. */
const OLD_COMMITTED_SECRET = 'tresen-dev-secret-change-me-in-production'
/** Payload signs with the first 32 hex characters of the secret's SHA-256 (payload/dist/index.js). */
const signingKey = (secret: string) => crypto.createHash('sha256').update(secret).digest('hex').slice(0, 32)
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>

describe('a token signed with the secret once committed to the repository', () => {
  it('is refused, while the same claims signed with the server’s secret are accepted', async () => {
    const payload = await loadPayload()
    const { exp: _exp, iat: _iat, ...claims } = claimsOf(await login(ADMIN.email, ADMIN.password))
    const forged = await jwtSign({ fieldsToSign: claims, secret: signingKey(OLD_COMMITTED_SECRET), tokenExpiration: 3600 })
    const refused = await call('GET', '/users/me', { token: forged.token })
    expect(refused.status).toBe(401)
    const genuine = await jwtSign({ fieldsToSign: claims, secret: payload.secret, tokenExpiration: 3600 })
    expect((await call('GET', '/users/me', { token: genuine.token })).status).toBe(200)
  })

  it('is not the secret Payload runs with', async () => {
    const payload = await loadPayload()
    expect(payload.secret).not.toBe(signingKey(OLD_COMMITTED_SECRET))
    expect(payload.config.secret.length).toBeGreaterThanOrEqual(32)
  })
})

describe('the generated production secret', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tresen-secret-'))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('is created once in the data directory with mode 600 and read back on the next start', () => {
    const dataDir = path.join(dir, '.data')
    const first = persistedSecret(dataDir)
    expect(first.length).toBeGreaterThanOrEqual(32)
    const file = path.join(dataDir, 'secret')
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    expect(persistedSecret(dataDir)).toBe(first)
    expect(fs.readdirSync(dataDir)).toEqual(['secret'])
  })

  it('leaves a data directory it creates traversable for the embedded PostgreSQL (mode 700 broke `npm start` as root)', () => {
    const dataDir = path.join(dir, 'fresh', '.data')
    persistedSecret(dataDir)
    expect(fs.statSync(dataDir).mode & 0o755).toBe(0o755)
    expect(fs.statSync(path.join(dataDir, 'secret')).mode & 0o777).toBe(0o600)
  })
})
