/**
 * What the player does with a command from the back office, and what it reports (modules/devices/signage/ws.ts writes it to
 * the TV): reload / restart / update — 'done', then the page loads again (update first asks the service worker for a
 * new version); showScene — the scene until aborted ('running'); shutdown — a black screen until aborted ('running');
 * mute / unmute — 'done'; screenshot — a PNG of the page (modern-screenshot; frames and videos from other origins
 * stay empty, the browser does not let a page read them) sent over the socket, 'done' once stored.
 * A command is carried out once per issue time, also across a reload (sessionStorage).
 */
import { useCallback, useEffect, useRef, useState } from 'react'

import type { SignageScene } from '@contracts'

import type { SignageSocket } from './useSignageSocket'

const HANDLED_KEY = 'tresen.signage.handled'
const MUTED_KEY = 'tresen.signage.muted'

const handledBefore = (issuedAt: string) => {
  try {
    return sessionStorage.getItem(HANDLED_KEY) === issuedAt
  } catch {
    return false
  }
}
const markHandled = (issuedAt: string) => {
  try {
    sessionStorage.setItem(HANDLED_KEY, issuedAt)
  } catch {
    /* private mode: a reload command may then run twice */
  }
}

async function capturePng(): Promise<Blob> {
  const { domToBlob } = await import('modern-screenshot')
  const root = document.querySelector<HTMLElement>('[data-testid="signage-player"]') ?? document.body
  return domToBlob(root, { type: 'image/png', width: window.innerWidth, height: window.innerHeight, backgroundColor: '#000' })
}

export function useSignageCommands(socket: SignageSocket) {
  const { command, aborted, send, sendBinary } = socket
  const [scene, setScene] = useState<SignageScene | null>(null)
  const [off, setOff] = useState(false)
  const [muted, setMuted] = useState(() => {
    try {
      return localStorage.getItem(MUTED_KEY) === '1'
    } catch {
      return false
    }
  })
  const screen = useRef<string | null>(null)
  const current = useRef<string | null>(null)

  const reportState = useCallback(
    (next: { muted?: boolean; screen?: string | null } = {}) => {
      const state = { screen: next.screen ?? screen.current, muted: next.muted ?? muted }
      send({ type: 'state', state })
    },
    [send, muted],
  )
  const reportScreen = useCallback(
    (text: string) => {
      screen.current = text
      reportState({ screen: text })
    },
    [reportState],
  )

  useEffect(() => {
    if (!command || current.current === command.issuedAt) return
    current.current = command.issuedAt
    const { issuedAt } = command
    const done = (result: string | null = null) => send({ type: 'report', issuedAt, status: 'done', result })
    const reloadAfterReport = (result: string) => {
      if (handledBefore(issuedAt)) return done(result)
      markHandled(issuedAt)
      done(result)
      // the report goes out before the page unloads
      setTimeout(() => window.location.reload(), 300)
    }
    switch (command.command) {
      case 'reload':
      case 'restart':
        return reloadAfterReport('Seite neu geladen.')
      case 'update':
        void navigator.serviceWorker
          ?.getRegistrations()
          .then((regs) => Promise.all(regs.map((r) => r.update())))
          .catch(() => {})
          .finally(() => reloadAfterReport('Aktuelle Version geladen.'))
        if (!navigator.serviceWorker) reloadAfterReport('Aktuelle Version geladen.')
        return
      case 'mute':
      case 'unmute': {
        const next = command.command === 'mute'
        setMuted(next)
        try {
          localStorage.setItem(MUTED_KEY, next ? '1' : '0')
        } catch {
          /* kept for this page only */
        }
        reportState({ muted: next })
        return done(next ? 'Ton aus.' : 'Ton an.')
      }
      case 'showScene':
        setOff(false)
        setScene(command.scene)
        reportScreen(command.scene ? `Szene „${command.scene.name}“` : 'Szene')
        return send({ type: 'report', issuedAt, status: 'running', result: command.scene ? `Zeigt die Szene „${command.scene.name}“.` : null })
      case 'shutdown':
        setScene(null)
        setOff(true)
        reportScreen('Ausgeschaltet')
        return send({ type: 'report', issuedAt, status: 'running', result: 'Bildschirm ausgeschaltet.' })
      case 'screenshot':
        send({ type: 'report', issuedAt, status: 'running', result: null })
        void capturePng().then(
          (blob) => {
            send({ type: 'screenshot', issuedAt, bytes: blob.size })
            sendBinary(blob)
          },
          (error: unknown) =>
            send({ type: 'report', issuedAt, status: 'failed', result: `Bildschirmfoto nicht möglich: ${error instanceof Error ? error.message : String(error)}` }),
        )
        return
    }
  }, [command, send, sendBinary, reportState, reportScreen])

  // an abort ends a scene or the dark screen: back to the stream
  useEffect(() => {
    if (!aborted) return
    setScene(null)
    setOff(false)
    screen.current = null
  }, [aborted])

  return { scene, off, muted, reportScreen }
}
