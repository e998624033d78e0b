// The route group of a request path for the metrics (platform/metrics): few, fixed labels, so an attacker's paths
// cannot grow the series. Plain JavaScript: the front (platform/front/main.mjs) and next-server.mjs use it too.

/** @param {string | undefined} url the request's URL (path and query) */
export function routeGroup(url = '/') {
  const q = url.indexOf('?')
  const p = q === -1 ? url : url.slice(0, q)
  if (p.startsWith('/api/orders/public/')) return 'status-poll'
  if (p === '/api/init') return 'init'
  if (p === '/api/orders' || p === '/api/orders/public') return 'order-intake'
  if (p.startsWith('/api/analytics')) return 'analytics'
  if (p.startsWith('/api/signage/ws')) return 'signage'
  if (p.startsWith('/api/')) return 'api'
  if (p.startsWith('/backend')) return 'admin'
  if (p.startsWith('/image/') || p.startsWith('/upload/') || p.startsWith('/media/')) return 'media'
  if (p === '/metrics' || p === '/health') return 'ops'
  return 'storefront'
}
