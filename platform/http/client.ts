/**
 * Who is asking: the client's IP address (rate limits, login throttling) and whether the request came over TLS (HSTS,
 * `Secure` cookies). server.mjs writes the socket's address into `x-tresen-client-ip` on every request (a client's own
 * value overwritten); X-Forwarded-For / -Proto count only with TRUST_PROXY, and then the right-most X-Forwarded-For
 * entry is the client. docs/security.md "The client's address and TLS behind a proxy".
 */
import { env } from '../env'
import { requestCameOverTls } from './security-headers.mjs'

export const CLIENT_IP_HEADER = 'x-tresen-client-ip'

type HeaderReader = { get: (name: string) => string | null }

/** The client's IP address ('' when unknown, e.g. under `next dev` — then all such clients share one budget). */
export function clientIp(headers: HeaderReader): string {
  if (env.TRUST_PROXY) {
    const hops = (headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    const last = hops[hops.length - 1]
    if (last) return last
  }
  return headers.get(CLIENT_IP_HEADER)?.trim() ?? ''
}

/** Whether the request reached the proxy over TLS (X-Forwarded-Proto https from a trusted proxy). */
export function cameOverTls(headers: HeaderReader): boolean {
  return requestCameOverTls((name) => headers.get(name), env.TRUST_PROXY)
}
