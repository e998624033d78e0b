import { useSyncExternalStore } from 'react'

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

/** navigator.onLine, updated by the browser's online/offline events. */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, () => navigator.onLine, () => true)
