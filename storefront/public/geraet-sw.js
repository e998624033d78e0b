/*
 * Service worker of the device screens (/geraet/…, scope /geraet/): shows the Web Push messages the server sends to a
 * kitchen or front-desk screen (test notification, issue 18; docs/devices.md). Nothing is cached here.
 */
/* global self */
self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

self.addEventListener('push', (event) => {
  let message = {}
  try {
    message = event.data ? event.data.json() : {}
  } catch {
    message = { body: event.data ? event.data.text() : '' }
  }
  event.waitUntil(self.registration.showNotification(message.title || 'Tresen', { body: message.body || '', tag: message.tag, renotify: Boolean(message.tag) }))
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => (windows[0] ? windows[0].focus() : self.clients.openWindow('/'))),
  )
})
