// The X-Forwarded-* headers Next's server adds to a request that lacks them (next/dist/server/base-server.js), written
// once: the front (platform/front/main.mjs) sets them before it hands a request to Next's thread, whose socket is the
// front's; the fast path's POSTs (platform/fast) present them to their handlers as Next would. Plain JavaScript:
// server.mjs runs without a TypeScript loader.

/**
 * @param {(name: string) => boolean} has whether the request carries this header
 * @param {(name: string, value: string) => void} set
 * @param {{ host: string | undefined, port: string | number, ip: string | undefined }} request the Host header, the
 *   server's port and the client's address as the server's socket saw them
 */
export function addForwardedDefaults(has, set, { host, port, ip }) {
  if (!has('x-forwarded-host') && host !== undefined) set('x-forwarded-host', host)
  if (!has('x-forwarded-port')) set('x-forwarded-port', String(port))
  if (!has('x-forwarded-proto')) set('x-forwarded-proto', 'http')
  if (!has('x-forwarded-for') && ip) set('x-forwarded-for', ip)
}
