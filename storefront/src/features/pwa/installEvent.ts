/**
 * The browser's install offer (`beforeinstallprompt`) is captured as early as the module loads, so the lazily loaded
 * install prompt can use it later (SF §4 "installation is supported").
 */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let deferred: InstallPromptEvent | null = null
const listeners = new Set<() => void>()

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferred = event as InstallPromptEvent
    for (const listener of [...listeners]) listener()
  })
  window.addEventListener('appinstalled', () => {
    deferred = null
    for (const listener of [...listeners]) listener()
  })
}

export const getInstallEvent = (): InstallPromptEvent | null => deferred
export const clearInstallEvent = (): void => {
  deferred = null
}
export function subscribeInstallEvent(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
