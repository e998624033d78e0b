/**
 * A local Web Push service (RFC 8030) for the device tests: it accepts POSTs to /push/{id}, checks the VAPID
 * Authorization (RFC 8292: an ES256 JWT whose signature verifies with the key in `k`, aud = this origin, exp within
 * 24 h, sub mailto:/https:) and decrypts the aes128gcm body (RFC 8188/8291) with the browser side's keys — the keys a
 * browser would create with PushManager.subscribe(), made here with node:crypto.
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes, verify } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'


export type ReceivedPush = {
  path: string
  headers: http.IncomingHttpHeaders
  vapid: { ok: boolean; jwt: { aud?: string; exp?: number; sub?: string }; k: string; problem?: string }
  /** The decrypted payload (null when decryption failed). */
  plaintext: string | null
}

const b64url = (buf: Buffer) => buf.toString('base64url')

function hkdf(ikm: Buffer, salt: Buffer, info: Buffer | string, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, typeof info === 'string' ? Buffer.from(info, 'binary') : info, length))
}

/** RFC 8291 decryption of one aes128gcm record with the user agent's ECDH key and auth secret. */
export function decryptAes128gcm(body: Buffer, uaKeys: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16)
  const idlen = body.readUInt8(20)
  const asPublic = body.subarray(21, 21 + idlen)
  const ciphertext = body.subarray(21 + idlen)
  const uaPublic = uaKeys.getPublicKey()
  const ecdhSecret = uaKeys.computeSecret(asPublic)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0', 'binary'), uaPublic, asPublic])
  const ikm = hkdf(ecdhSecret, authSecret, keyInfo, 32)
  const cek = hkdf(ikm, salt, 'Content-Encoding: aes128gcm\0', 16)
  const nonce = hkdf(ikm, salt, 'Content-Encoding: nonce\0', 12)
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16))
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()])
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (padded[end] !== 2) throw new Error('last record must end with delimiter 0x02')
  return padded.subarray(0, end).toString('utf8')
}

function checkVapid(authorization: string | undefined, origin: string): ReceivedPush['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '')
  if (!match) return { ok: false, jwt: {}, k: '', problem: `Authorization: ${authorization}` }
  const [, token, k] = match as unknown as [string, string, string]
  const [header, claims, signature] = token.split('.') as [string, string, string]
  const jwtHeader = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string; typ?: string }
  const jwt = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string }
  const point = Buffer.from(k, 'base64url')
  const key = { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) }
  const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key, format: 'jwk', dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))
  const now = Math.floor(Date.now() / 1000)
  const problems = [
    jwtHeader.alg !== 'ES256' && 'alg',
    !signed && 'signature',
    jwt.aud !== origin && `aud ${jwt.aud}`,
    !(typeof jwt.exp === 'number' && jwt.exp > now && jwt.exp <= now + 24 * 3600) && 'exp',
    !/^(mailto:|https:)/.test(jwt.sub ?? '') && 'sub',
    point.length !== 65 && 'k',
  ].filter(Boolean)
  return { ok: problems.length === 0, jwt, k, problem: problems.join(', ') || undefined }
}

export async function startPushService() {
  const received: ReceivedPush[] = []
  const subscriptions = new Map<string, { keys: ReturnType<typeof createECDH>; auth: Buffer }>()
  let answer = 201
  let origin = ''
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const path = req.url ?? '/'
      const sub = subscriptions.get(path)
      let plaintext: string | null = null
      try {
        if (sub) plaintext = decryptAes128gcm(Buffer.concat(chunks), sub.keys, sub.auth)
      } catch {
        plaintext = null
      }
      received.push({ path, headers: req.headers, vapid: checkVapid(req.headers.authorization, origin), plaintext })
      res.writeHead(answer, { location: `${origin}/message/${received.length}` })
      res.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    received,
    /** A new browser subscription: what PushSubscription.toJSON() gives. */
    subscribe() {
      const keys = createECDH('prime256v1')
      keys.generateKeys()
      const auth = randomBytes(16)
      const path = `/push/${randomBytes(8).toString('hex')}`
      subscriptions.set(path, { keys, auth })
      return { endpoint: `${origin}${path}`, keys: { p256dh: b64url(keys.getPublicKey()), auth: b64url(auth) } }
    },
    /** The status the service answers from now on (201 accepted, 410 gone …). */
    answerWith(status: number) {
      answer = status
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
