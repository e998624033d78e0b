'use client'
/**
 * The shared counter tablet ("Stempeluhr-Terminal", docs/time-tracking.md): no back-office login. The device link
 * `/backend/stempeluhr-terminal#filiale={branchId}&schluessel={key}` (Geräte → Stempeluhr-Terminal → "Neuen
 * API-Schlüssel erzeugen") is opened once; the key is kept in this browser's local storage and removed from the
 * address bar. Each person signs in with username + PIN for one action; the form clears itself after 30 s.
 */
import { useCallback, useEffect, useRef, useState } from 'react'

import { ttCall } from './api'
import { ACTION_FAILED, ClockPanel, viewerName } from './ClockPanel'
import type { ClockAction, ClockView } from './ClockPanel'

const STORAGE_KEY = 'tresen-stempeluhr-terminal'
const IDLE_MS = 30_000

type Device = { branch: string; key: string }

function readDevice(): Device | null {
  const hash = new URLSearchParams(window.location.hash.replace(/^#/, ''))
  const branch = hash.get('filiale')
  const key = hash.get('schluessel')
  if (branch && key) {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ branch, key }))
    window.history.replaceState(null, '', window.location.pathname)
    return { branch, key }
  }
  try {
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null') as Device | null
    return stored && typeof stored.branch === 'string' && typeof stored.key === 'string' ? stored : null
  } catch {
    return null
  }
}

export function Terminal() {
  const [device, setDevice] = useState<Device | null | undefined>(undefined)
  const [username, setUsername] = useState('')
  const [pin, setPin] = useState('')
  const [view, setView] = useState<ClockView | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const idle = useRef<number | null>(null)

  useEffect(() => setDevice(readDevice()), [])

  const reset = useCallback(() => {
    setView(null)
    setPin('')
    setUsername('')
    setError(null)
  }, [])

  const touch = useCallback(() => {
    if (idle.current !== null) window.clearTimeout(idle.current)
    idle.current = window.setTimeout(reset, IDLE_MS)
  }, [reset])

  useEffect(() => () => (idle.current !== null ? window.clearTimeout(idle.current) : undefined), [])

  if (device === undefined) return null
  if (device === null) {
    return (
      <div className="ttc" role="alert">
        <h1>Stempeluhr-Terminal</h1>
        <p>
          Dieses Gerät ist noch nicht eingerichtet. Bitte öffnen Sie hier den Link, den die Verwaltung unter Geräte →
          Stempeluhr-Terminal → „Neuen API-Schlüssel erzeugen“ erhält.
        </p>
      </div>
    )
  }

  const base = `/time-tracking/${encodeURIComponent(device.branch)}/${encodeURIComponent(device.key)}`
  const credentials = { 'x-username': username.trim(), 'x-access-token': pin }

  const signIn = async () => {
    setBusy(true)
    touch()
    try {
      setView(await ttCall<ClockView>('GET', `${base}/me`, 'Benutzer konnte nicht geladen werden.', null, undefined, credentials))
      setError(null)
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Benutzer konnte nicht geladen werden.')
      setPin('')
    } finally {
      setBusy(false)
    }
  }

  const act = async (action: ClockAction) => {
    setBusy(true)
    touch()
    try {
      setView(
        await ttCall<ClockView>(
          'POST',
          `${base}/working-activities/${action}`,
          ACTION_FAILED[action],
          null,
          undefined,
          credentials,
        ),
      )
      setError(null)
    } catch (e) {
      setError(e instanceof Error ? e.message : ACTION_FAILED[action])
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="ttc ttc--terminal">
      <div className="ttc-head">
        <h1>Stempeluhr</h1>
        {view && (
          <button type="button" className="ttc-done" onClick={reset}>
            Fertig
          </button>
        )}
      </div>
      {view ? (
        <>
          <p className="ttc-who">
            {viewerName(view)} · {view.branch.name}
          </p>
          <ClockPanel view={view} busy={busy} error={error} onAction={(action) => void act(action)} />
        </>
      ) : (
        <form
          className="ttc-signin"
          onSubmit={(e) => {
            e.preventDefault()
            void signIn()
          }}
        >
          <label>
            <span>Benutzername</span>
            <input
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              autoComplete="off"
              autoCapitalize="none"
              required
            />
          </label>
          <label>
            <span>PIN</span>
            <input
              value={pin}
              onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 8))}
              type="password"
              inputMode="numeric"
              autoComplete="off"
              required
            />
          </label>
          <button type="submit" className="ttc-button ttc-button--start" disabled={busy}>
            Weiter
          </button>
          {error && (
            <p className="ttc-error" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  )
}
