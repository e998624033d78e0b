'use client'
/** The clock's state, running duration, today's total and the big Start / Pause / Fortsetzen / Ende buttons. */
import { useEffect, useRef, useState } from 'react'

import { formatMinutes, formatTime } from '../../../domain'
import type { ClockView } from '../../../contracts'
import './time-tracking.css'

export type { ClockView }

export type ClockAction = 'start' | 'pause' | 'resume' | 'end'

const ACTIONS: { action: ClockAction; label: string; when: ClockView['state'][]; tone: string }[] = [
  { action: 'start', label: 'Start', when: ['idle'], tone: 'start' },
  { action: 'pause', label: 'Pause', when: ['working'], tone: 'pause' },
  { action: 'resume', label: 'Fortsetzen', when: ['paused'], tone: 'start' },
  { action: 'end', label: 'Ende', when: ['working', 'paused'], tone: 'end' },
]

/** BO §8 */
export const ACTION_FAILED: Record<ClockAction, string> = {
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

export const viewerName = (view: ClockView): string =>
  [view.user.firstName, view.user.lastName].filter(Boolean).join(' ') || view.user.email

export function ClockPanel({
  view,
  busy,
  error,
  onAction,
}: {
  view: ClockView | null
  busy: boolean
  error: string | null
  onAction: (action: ClockAction) => void
}) {
  const [tick, setTick] = useState(() => Date.now())
  const loadedAt = useRef(Date.now())
  useEffect(() => {
    loadedAt.current = Date.now()
    setTick(Date.now())
  }, [view])
  useEffect(() => {
    const timer = window.setInterval(() => setTick(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [])
  // minutes since the view was loaded, added to the server's counts while working
  const sinceLoad = Math.max(0, Math.floor((tick - loadedAt.current) / 60_000))
  const working = view?.state === 'working'
  const current = view?.currentActivity
  const runningMinutes = current ? current.workedMinutes + (working ? sinceLoad : 0) : 0
  const todayMinutes = (view?.today.workedMinutes ?? 0) + (working ? sinceLoad : 0)
  return (
    <>
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
            onClick={() => onAction(action)}
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
    </>
  )
}
