import { useSyncExternalStore } from 'react'

/**
 * Online state for the offline notice (SF §8): navigator.onLine and the browser's online/offline events, plus the
 * service worker's word — it posts 'tresen:offline' when an /api request could not reach the server although the
 * browser believes it is online (server unreachable, captive portal), and 'tresen:online' when one gets through again
 * (see apiNetworkOnly in storefront/vite.config.ts).
 */
let workerOffline = false
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of [...listeners]) listener()
}

if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const type = event.data !== null && typeof event.data === 'object' ? (event.data as { type?: unknown }).type : undefined
    if (type !== 'tresen:offline' && type !== 'tresen:online') return
    workerOffline = type === 'tresen:offline'
    notify()
  })
  // messages from the worker are delivered only once the page has started its queue
  navigator.serviceWorker.startMessages()
}
if (typeof window !== 'undefined') {
  // the browser is back online: the next request decides again
  window.addEventListener('online', () => {
    workerOffline = false
  })
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

const snapshot = (): boolean => navigator.onLine && !workerOffline

/** Whether the app can reach the network: navigator.onLine and no failed /api request reported by the service worker. */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, snapshot, () => true)
