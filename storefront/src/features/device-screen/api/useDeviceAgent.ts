/**
 * The device screen's side of issue 18 (docs/devices.md): a heartbeat every 30 s (POST /api/device/heartbeat with the
 * branch and key of the address), the screen's recent log uploaded when staff asked for it (POST /api/device/logs), and
 * Web Push: once notifications are allowed, the service worker /geraet-sw.js (scope /geraet/) subscribes with the
 * server's VAPID key and the subscription is stored (POST /api/device/push-subscription).
 */
import { useCallback, useEffect, useRef, useState } from 'react'

import type { DeviceHeartbeat } from '@contracts'

import { apiRequest } from '../../../lib/api'

const LOG_LINES = 500
const log: string[] = []

/** Appends a line to the screen's log (kept in memory, the newest 500 lines). */
export function deviceLog(line: string): void {
  log.push(`${new Date().toISOString()} ${line}`)
  if (log.length > LOG_LINES) log.splice(0, log.length - LOG_LINES)
}

let captured = false
function captureErrors() {
  if (captured) return
  captured = true
  deviceLog(`Start ${navigator.userAgent} ${window.screen.width}×${window.screen.height} @${window.devicePixelRatio}`)
  window.addEventListener('error', (e) => deviceLog(`Fehler: ${e.message} (${e.filename}:${e.lineno})`))
  window.addEventListener('unhandledrejection', (e) => deviceLog(`Unbehandelt: ${String(e.reason)}`))
  window.addEventListener('online', () => deviceLog('Netzwerk: online'))
  window.addEventListener('offline', () => deviceLog('Netzwerk: offline'))
  for (const level of ['error', 'warn'] as const) {
    const original = console[level].bind(console)
    console[level] = (...args: unknown[]) => {
      deviceLog(`console.${level}: ${args.map((a) => (a instanceof Error ? a.message : typeof a === 'string' ? a : JSON.stringify(a))).join(' ')}`)
      original(...args)
    }
  }
}

const post = <T,>(path: string, body: unknown): Promise<T> => apiRequest<T>(path, { method: 'POST', body })

const pushSupported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window

async function subscribe(publicKey: string, credentials: { branchId: string; apiKey: string }): Promise<void> {
  const registration = await navigator.serviceWorker.register('/geraet-sw.js', { scope: '/geraet/' })
  await navigator.serviceWorker.ready
  const key = Uint8Array.from(atob(publicKey.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
  const existing = await registration.pushManager.getSubscription()
  const subscription = existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }))
  await post('/api/device/push-subscription', { ...credentials, subscription: subscription.toJSON() })
  deviceLog('Push-Benachrichtigungen aktiviert')
}

export type DeviceAgent = {
  /** Notifications can be allowed (the browser asks only after a tap): show the button. */
  readonly canEnablePush: boolean
  readonly enablePush: () => void
}

export function useDeviceAgent(branchId: string, apiKey: string, enabled: boolean): DeviceAgent {
  const [beat, setBeat] = useState<DeviceHeartbeat | null>(null)
  const [permission, setPermission] = useState(() => (pushSupported() ? Notification.permission : 'denied'))
  const subscribing = useRef(false)
  const credentials = { branchId, apiKey }

  useEffect(() => {
    if (!enabled) return
    captureErrors()
    let stopped = false
    let timer = 0
    const tick = async () => {
      try {
        const answer = await post<DeviceHeartbeat>('/api/device/heartbeat', { branchId, apiKey })
        if (stopped) return
        setBeat(answer)
        if (answer.logRequested) {
          await post('/api/device/logs', { branchId, apiKey, log: log.join('\n') })
          deviceLog('Log gesendet')
        }
      } catch (error) {
        deviceLog(`Heartbeat fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}`)
      }
      if (!stopped) timer = window.setTimeout(() => void tick(), (beat?.heartbeatSeconds ?? 30) * 1000)
    }
    void tick()
    return () => {
      stopped = true
      window.clearTimeout(timer)
    }
    // the heartbeat runs once per screen address
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [branchId, apiKey, enabled])

  // allowed and not yet stored: subscribe (again after the server forgot an expired subscription)
  useEffect(() => {
    if (!beat?.pushPublicKey || beat.pushSubscribed || permission !== 'granted' || subscribing.current) return
    subscribing.current = true
    subscribe(beat.pushPublicKey, credentials)
      .catch((error) => deviceLog(`Push-Anmeldung fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => (subscribing.current = false))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [beat, permission])

  const enablePush = useCallback(() => {
    if (!pushSupported()) return
    void Notification.requestPermission().then(setPermission)
  }, [])

  return { canEnablePush: pushSupported() && permission === 'default' && Boolean(beat?.pushPublicKey), enablePush }
}
