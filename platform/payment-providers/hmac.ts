import { createHmac, timingSafeEqual } from 'node:crypto'

export function hmacSha256Hex(key: string | Buffer, data: string): string {
  return createHmac('sha256', key).update(data, 'utf8').digest('hex')
}

export function timingSafeHexEqual(expected: string, candidate: string): boolean {
  const a = Buffer.from(expected, 'hex')
  const b = Buffer.from(candidate, 'hex')
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b)
}

/** Parses 'k=v,k=v' signature headers (keys may repeat, e.g. several v1 signatures). */
export function parseSignatureHeader(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>()
  for (const part of (header ?? '').split(',')) {
    const at = part.indexOf('=')
    if (at <= 0) continue
    const key = part.slice(0, at).trim()
    const value = part.slice(at + 1).trim()
    map.set(key, [...(map.get(key) ?? []), value])
  }
  return map
}
