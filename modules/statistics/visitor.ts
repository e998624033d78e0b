/**
 * Cookieless visitor counting (docs/statistics.md §1): the visitor key is the first 8 bytes of
 * SHA-256(salt of the UTC day ‖ IP ‖ User-Agent), as a signed bigint. The salt is random per day and lives in
 * PostgreSQL (`analytics_salts`) so that every server process computes the same key; salts older than 2 days are
 * deleted by the rollup job, after which nobody can recompute old keys. The IP is never stored.
 */
import { hash, randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

import { execute, sql } from '../../platform/db'

/** The session ends after this many idle minutes. */
export const SESSION_IDLE_MINUTES = 30

const salts = new Map<string, Buffer>()

/** The salt of `day` (YYYY-MM-DD, UTC): created once by whichever process comes first. */
export async function saltOf(payload: Payload, day: string): Promise<Buffer> {
  const cached = salts.get(day)
  if (cached) return cached
  await execute(payload, sql`insert into analytics_salts (day, salt) values (${day}::date, ${randomBytes(32)}) on conflict (day) do nothing`)
  const [row] = await execute<{ salt: Buffer }>(payload, sql`select salt from analytics_salts where day = ${day}::date`)
  if (!row) throw new Error('analytics salt missing')
  if (salts.size > 4) salts.clear()
  salts.set(day, row.salt)
  return row.salt
}

export async function visitorKey(payload: Payload, ip: string, userAgent: string, at: Date): Promise<string> {
  const salt = await saltOf(payload, at.toISOString().slice(0, 10))
  const digest = hash('sha256', Buffer.concat([salt, Buffer.from(`\u0000${ip}\u0000${userAgent}`, 'utf8')]), 'buffer')
  return digest.readBigInt64BE(0).toString()
}

/** A random session key (signed bigint as text). */
export const newSessionKey = () => randomBytes(8).readBigInt64BE(0).toString()
