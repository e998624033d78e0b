'use client'
/**
 * The new-order alarm: a repeating Web Audio beep (no sound files), the tab title '(1) Neue Bestellung' and a
 * browser notification per new order (when permitted). It lasts until someone acknowledges the order
 * (POST /api/orders/:id/acknowledge — on any screen) or acts on it.
 */
import { useCallback, useEffect, useRef, useState } from 'react'

export const BEEP_INTERVAL_MS = 2500

type AudioCtor = typeof AudioContext

function audioContextClass(): AudioCtor | null {
  if (typeof window === 'undefined') return null
  const w = window as unknown as { AudioContext?: AudioCtor; webkitAudioContext?: AudioCtor }
  return w.AudioContext ?? w.webkitAudioContext ?? null
}

/** Two short tones (880 Hz, 660 Hz). */
function beep(ctx: AudioContext) {
  const start = ctx.currentTime
  for (const [offset, frequency] of [
    [0, 880],
    [0.25, 660],
  ] as const) {
    const osc = ctx.createOscillator()
    const gain = ctx.createGain()
    osc.type = 'sine'
    osc.frequency.value = frequency
    gain.gain.setValueAtTime(0.0001, start + offset)
    gain.gain.exponentialRampToValueAtTime(0.35, start + offset + 0.02)
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.2)
    osc.connect(gain).connect(ctx.destination)
    osc.start(start + offset)
    osc.stop(start + offset + 0.22)
  }
}

/**
 * Beeps every 2.5 s while `ringing`. Browsers only allow sound after a user gesture: `needsUnlock` is true until
 * the first click anywhere on the page (or on the "Ton aktivieren" button, which calls `unlock`).
 */
export function useAlarmSound(ringing: boolean, muted: boolean) {
  const ctxRef = useRef<AudioContext | null>(null)
  const [needsUnlock, setNeedsUnlock] = useState(true)

  const unlock = useCallback(() => {
    const Ctor = audioContextClass()
    if (!Ctor) return
    ctxRef.current ??= new Ctor()
    void ctxRef.current.resume().then(() => setNeedsUnlock(ctxRef.current?.state !== 'running'))
  }, [])

  useEffect(() => {
    const onGesture = () => unlock()
    window.addEventListener('pointerdown', onGesture, { once: true })
    window.addEventListener('keydown', onGesture, { once: true })
    return () => {
      window.removeEventListener('pointerdown', onGesture)
      window.removeEventListener('keydown', onGesture)
    }
  }, [unlock])

  useEffect(() => {
    if (!ringing || muted) return
    const ring = () => {
      const ctx = ctxRef.current
      if (ctx && ctx.state === 'running') beep(ctx)
    }
    ring()
    const timer = window.setInterval(ring, BEEP_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [ringing, muted])

  return { needsUnlock, unlock }
}

export const alarmTitle = (count: number) => `(${count}) ${count === 1 ? 'Neue Bestellung' : 'Neue Bestellungen'}`

/** '(1) Neue Bestellung – …' while new orders wait; the page's own title otherwise. */
export function useAlarmTitle(count: number) {
  const original = useRef<string | null>(null)
  useEffect(() => {
    original.current ??= document.title
    document.title = count > 0 ? `${alarmTitle(count)} – ${original.current}` : original.current
  }, [count])
  useEffect(
    () => () => {
      if (original.current !== null) document.title = original.current
    },
    [],
  )
}

export type NotificationState = NotificationPermission | 'unsupported'

export function useBrowserNotifications() {
  const [permission, setPermission] = useState<NotificationState>('unsupported')
  useEffect(() => {
    setPermission(typeof Notification === 'undefined' ? 'unsupported' : Notification.permission)
  }, [])
  const request = useCallback(async () => {
    if (typeof Notification === 'undefined') return
    setPermission(await Notification.requestPermission())
  }, [])
  const notify = useCallback(
    (tag: string, title: string, body: string) => {
      if (permission !== 'granted') return
      try {
        const n = new Notification(title, { body, tag })
        n.onclick = () => {
          window.focus()
          n.close()
        }
      } catch {
        // some browsers only allow notifications from a service worker: the sound and title still alert
      }
    },
    [permission],
  )
  return { permission, request, notify }
}
