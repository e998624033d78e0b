/**
 * Time-clock PINs (docs/time-tracking.md): stored as `scrypt$<salt>$<hash>` (16-byte salt, 32-byte key), compared
 * in constant time. Wrong PINs are counted per user; after PIN_MAX_FAILURES the PIN is locked for PIN_LOCK_MINUTES.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

export const PIN_MAX_FAILURES = 5
export const PIN_LOCK_MINUTES = 10

const derive = (pin: string, salt: Buffer): Promise<Buffer> =>
  new Promise((resolve, reject) => scrypt(pin, salt, 32, (error, key) => (error ? reject(error) : resolve(key))))

export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16)
  return `scrypt$${salt.toString('base64url')}$${(await derive(pin, salt)).toString('base64url')}`
}

/** Whether `pin` matches the stored hash; a missing or malformed hash never matches (the work is done anyway). */
export async function verifyPin(pin: string, stored: string | null | undefined): Promise<boolean> {
  const [scheme, saltText, keyText] = (stored ?? '').split('$')
  const valid = scheme === 'scrypt' && saltText !== undefined && keyText !== undefined
  const salt = valid ? Buffer.from(saltText, 'base64url') : randomBytes(16)
  const actual = await derive(pin, salt)
  if (!valid) return false
  const expected = Buffer.from(keyText, 'base64url')
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
