'use client'
/**
 * "Stempeluhr": big buttons Start / Pause / Fortsetzen / Ende for the signed-in user, the running duration and
 * today's total; usable on a phone. Calls /api/time-tracking/{branch}/personal/… (docs/time-tracking.md).
 */
import { useCallback, useEffect, useRef, useState } from 'react'

import { formatMinutes, formatTime } from '../../domain'
import { ttCall } from './api'
import './time-tracking.css'

type ClockView = {
  user: { firstName: string | null; lastName: string | null; email: string }
  branch: { id: number; name: string }
  timeZone: string
  serverTime: string
  state: 'idle' | 'working' | 'paused'
  currentActivity: {
    start: string
    pauses: { start: string; end: string | null }[]
    workedMinutes: number
    pauseMinutes: number
  } | null
  today: { workedMinutes: number; scheduledMinutes: number; breakWarnings: string[] }
}

type Action = 'start' | 'pause' | 'resume' | 'end'

const ACTIONS: { action: Action; label: string; when: ClockView['state'][]; tone: string }[] = [
  { action: 'start', label: 'Start', when: ['idle'], tone: 'start' },
  { action: 'pause', label: 'Pause', when: ['working'], tone: 'pause' },
  { action: 'resume', label: 'Fortsetzen', when: ['paused'], tone: 'start' },
  { action: 'end', label: 'Ende', when: ['working', 'paused'], tone: 'end' },
]

const FALLBACK: Record<Action, string> = {
  start: 'Aktivität konnte nicht gestartet werden.',
  pause: 'Aktivität konnte nicht pausiert werden.',
  resume: 'Aktivität konnte nicht fortgesetzt werden.',
  end: 'Aktivität konnte nicht beendet werden.',
}

const STATE_LABEL: Record<ClockView['state'], string> = {
  idle: 'Nicht eingestempelt',
  working: 'Eingestempelt',
  paused: 'In Pause',
}

const LOGIN = '/backend/stempeluhr'

export function TimeClock({ branches }: { branches: { id: number; name: string }[] }) {
  const [branch, setBranch] = useState<number | null>(branches[0]?.id ?? null)
  const [view, setView] = useState<ClockView | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [tick, setTick] = useState(() => Date.now())
  const loadedAt = useRef(Date.now())

  const apply = useCallback((next: ClockView) => {
    loadedAt.current = Date.now()
    setView(next)
  }, [])

  const load = useCallback(async () => {
    if (branch === null) return
    try {
      apply(
        await ttCall<ClockView>('GET', `/time-tracking/${branch}/personal/me`, 'Benutzer konnte nicht geladen werden.', LOGIN),
      )
      setError(null)
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Benutzer konnte nicht geladen werden.')
    }
  }, [apply, branch])

  useEffect(() => {
    void load()
    const refresh = window.setInterval(() => void load(), 60_000)
    return () => window.clearInterval(refresh)
  }, [load])

  useEffect(() => {
    const timer = window.setInterval(() => setTick(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [])

  const act = async (action: Action) => {
    if (branch === null) return
    setBusy(true)
    try {
      apply(
        await ttCall<ClockView>(
          'POST',
          `/time-tracking/${branch}/personal/working-activities/${action}`,
          FALLBACK[action],
          LOGIN,
        ),
      )
      setError(null)
    } catch (e) {
      setError(e instanceof Error ? e.message : FALLBACK[action])
    } finally {
      setBusy(false)
    }
  }

  if (branch === null) {
    return (
      <div className="ttc" role="alert">
        <h1>Stempeluhr</h1>
        <p>Sie sind keiner Filiale zugeordnet. Bitte wenden Sie sich an die Verwaltung.</p>
      </div>
    )
  }

  // minutes elapsed since the view was loaded, added to the server's counts while working
  const sinceLoad = Math.max(0, Math.floor((tick - loadedAt.current) / 60_000))
  const working = view?.state === 'working'
  const current = view?.currentActivity
  const runningMinutes = current ? current.workedMinutes + (working ? sinceLoad : 0) : 0
  const todayMinutes = (view?.today.workedMinutes ?? 0) + (working ? sinceLoad : 0)
  const name = view ? [view.user.firstName, view.user.lastName].filter(Boolean).join(' ') || view.user.email : ''

  return (
    <div className="ttc">
      <div className="ttc-head">
        <h1>Stempeluhr</h1>
        {branches.length > 1 && (
          <label className="ttc-branch">
            <span>Filiale</span>
            <select value={branch} onChange={(e) => setBranch(Number(e.target.value))} aria-label="Filiale">
              {branches.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {view && (
        <p className="ttc-who">
          {name} · {view.branch.name}
        </p>
      )}
      <div className={`ttc-state ttc-state--${view?.state ?? 'idle'}`} aria-live="polite" data-testid="clock-state">
        {view ? STATE_LABEL[view.state] : 'Lädt …'}
      </div>
      <dl className="ttc-figures">
        <div>
          <dt>Aktuelle Dauer</dt>
          <dd data-testid="current-duration">{current ? formatMinutes(runningMinutes) : '–'}</dd>
          {current && view && <small>seit {formatTime(Date.parse(current.start), view.timeZone)} Uhr</small>}
        </div>
        <div>
          <dt>Heute gesamt</dt>
          <dd data-testid="today-total">{formatMinutes(todayMinutes)}</dd>
          {view && view.today.scheduledMinutes > 0 && <small>Soll {formatMinutes(view.today.scheduledMinutes)}</small>}
        </div>
      </dl>
      <div className="ttc-buttons">
        {ACTIONS.map(({ action, label, when, tone }) => (
          <button
            key={action}
            type="button"
            className={`ttc-button ttc-button--${tone}`}
            disabled={busy || !view || !when.includes(view.state)}
            onClick={() => void act(action)}
          >
            {label}
          </button>
        ))}
      </div>
      {error && (
        <p className="ttc-error" role="alert">
          {error}
        </p>
      )}
      {view && view.today.breakWarnings.length > 0 && (
        <ul className="ttc-warnings">
          {view.today.breakWarnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
