/**
 * Payload's secret (JWTs, session cookies, encrypted fields), never one committed to the repository: PAYLOAD_SECRET
 * when set; in production otherwise a random secret generated on the first start and kept in DATA_DIR/secret (mode
 * 600, created atomically so several starting processes agree); in development and tests a random one per process.
 * docs/security.md "Secret".
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { env } from './env'

const FILE_NAME = 'secret'

const generate = () => crypto.randomBytes(48).toString('base64url')

/** The secret in `dir/secret`, created (mode 600) when missing. */
export function persistedSecret(dir: string): string {
  const file = path.join(dir, FILE_NAME)
  const read = () => {
    try {
      return fs.readFileSync(file, 'utf8').trim()
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return ''
      throw error
    }
  }
  const existing = read()
  if (existing) return existing
  // the folder stays traversable (755): as root, the embedded PostgreSQL runs as its own user under .data/postgres;
  // the secret itself is protected by its file mode (600)
  fs.mkdirSync(dir, { recursive: true, mode: 0o755 })
  // written completely under a temporary name, then linked into place: a concurrent start never reads half a secret,
  // and the first link wins
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`
  fs.writeFileSync(temporary, `${generate()}\n`, { mode: 0o600, flag: 'wx' })
  try {
    fs.linkSync(temporary, file)
    console.log(`[tresen] Neues Geheimnis (PAYLOAD_SECRET) erzeugt und in ${file} gespeichert.`)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    fs.rmSync(temporary, { force: true })
  }
  return read()
}

const RUN_SECRET = Symbol.for('tresen.runSecret')
type WithRunSecret = typeof globalThis & { [RUN_SECRET]?: string }

/** The secret to configure Payload with (see the header). */
export function payloadSecret(): string {
  const configured = env.PAYLOAD_SECRET
  if (configured) return configured
  if (env.NODE_ENV === 'production') return persistedSecret(env.DATA_DIR)
  // one per process, kept across module reloads (next dev)
  const holder = globalThis as WithRunSecret
  return (holder[RUN_SECRET] ??= generate())
}
