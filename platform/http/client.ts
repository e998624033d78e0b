/**
 * Who is asking, as far as the server can tell: the client's IP address (rate limits, login throttling) and whether the
 * request came over TLS (HSTS, `Secure` cookies).
 *
 * server.mjs (its front, or platform/http/next-server.mjs alone) writes the socket's address into `x-tresen-client-ip` on
 * every request (overwriting anything a client sent). X-Forwarded-For / X-Forwarded-Proto count only when TRUST_PROXY is on — set it only behind a reverse proxy
 * that overwrites or appends these headers (nginx, Caddy, Traefik); then the right-most X-Forwarded-For entry (the
 * address the proxy saw) is the client. docs/security.md describes the setup.
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
