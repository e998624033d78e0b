/**
 * Public identifiers of an order: a short random `uid` (URL part, unique) and an unguessable `hash`
 * (256 bits from crypto.randomBytes) that is compared in constant time.
 */
import { hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

import { randomId } from '../../../domain'

/** 12 characters of the domain's id alphabet (64 symbols) = 72 bits; collisions are caught by the unique index. */
export const ORDER_UID_LENGTH = 12

const RANDOM_SCALE = 2 ** 47
const cryptoRandom = () => randomInt(0, RANDOM_SCALE) / RANDOM_SCALE

export const newOrderUid = (): string => randomId(cryptoRandom, ORDER_UID_LENGTH)

/** 32 random bytes, base64url (43 characters). */
export const newSecretHash = (bytes = 32): string => randomBytes(bytes).toString('base64url')

/**
 * Constant-time comparison of a secret with a candidate. Both are hashed first (SHA-256), so the
 * comparison takes the same time whatever their lengths; `expected` may be null (unknown record) and
 * the work done is the same.
 */
export function secretsMatch(expected: string | null | undefined, candidate: string): boolean {
  const a = hash('sha256', expected ?? '\u0000no-secret', 'buffer')
  const b = hash('sha256', candidate, 'buffer')
  return timingSafeEqual(a, b) && typeof expected === 'string' && expected.length > 0
}
