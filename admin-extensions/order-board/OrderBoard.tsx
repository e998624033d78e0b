'use client'
/**
 * "Bestellungen live": the caller's open orders in columns by state, refreshed every 3 s with
 * GET /api/orders/current + ETag (304 while nothing changed), with the new-order alarm.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

import { apiCall, BoardError, FALLBACK, poll } from './api'
import { alarmTitle, useAlarmSound, useAlarmTitle, useBrowserNotifications } from './alerts'
import { clockTime, money, stateOf, time, typeLabel } from './format'
import { OrderCard } from './OrderCard'
import { StaffingAlerts } from '../time-tracking/StaffingAlerts'
import { mixedBranchName, ticketLabel } from './ticketLabel'
import type { BoardMeta, BoardOrder } from './types'
import './order-board.css'

export const POLL_INTERVAL_MS = 3000

type Column = { key: string; title: string; states: string[] }

const COLUMNS: Column[] = [
  { key: 'new', title: 'Neu', states: ['pending'] },
  { key: 'confirmed', title: 'Bestätigt', states: ['confirmed'] },
  { key: 'ready', title: 'In Zustellung / Abholbereit', states: ['inDelivery'] },
  { key: 'completed', title: 'Heute abgeschlossen', states: ['completed'] },
]
const CLOSED_COLUMN: Column = { key: 'closed', title: 'Abgelehnt / Storniert (heute)', states: ['rejected', 'canceled'] }

type Toast = { id: number; tone: 'ok' | 'error'; text: string }

export function OrderBoard({ isAdmin, userName }: { isAdmin: boolean; userName: string }) {
  const [orders, setOrders] = useState<BoardOrder[]>([])
  const [meta, setMeta] = useState<BoardMeta | null>(null)
  const [branch, setBranch] = useState<string>('')
  const [showClosed, setShowClosed] = useState(false)
  const [muted, setMuted] = useState(false)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [loaded, setLoaded] = useState(false)
  const [lastUpdate, setLastUpdate] = useState<number | null>(null)
  const [clock, setClock] = useState(() => Date.now())
  const [toasts, setToasts] = useState<Toast[]>([])
  const etag = useRef<string | null>(null)
  const offset = useRef(0) // server clock − browser clock
  const timer = useRef<number | null>(null)
  const notified = useRef(new Set<number>())
  const inFlight = useRef(false)
  const again = useRef(false)
  const pollChain = useRef(0)
  const branchRef = useRef(branch)
  branchRef.current = branch

  const toast = useCallback((tone: Toast['tone'], text: string) => {
    const id = Date.now() + Math.random()
    setToasts((list) => [...list.slice(-3), { id, tone, text }])
    window.setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), tone === 'error' ? 8000 : 3500)
  }, [])

  // A load asked for while one is running runs right after it (an action or a filter change must show at once); an
  // answer for a branch that is no longer selected is dropped and asked again.
  const load = useCallback(async () => {
    if (inFlight.current) {
      again.current = true
      return
    }
    inFlight.current = true
    try {
      do {
        again.current = false
        const asked = branchRef.current
        const query = asked ? `?branch=${encodeURIComponent(asked)}` : ''
        try {
          const result = await poll<BoardOrder[], BoardMeta>(`/orders/current${query}`, etag.current)
          if (asked !== branchRef.current) {
            again.current = true
            continue
          }
          if (result.status === 'modified') {
            etag.current = result.etag
            offset.current = Date.parse(result.meta.now) - Date.now()
            setOrders(result.data)
            setMeta(result.meta)
          }
          setLoadError(null)
          setLoaded(true)
          setLastUpdate(Date.now())
        } catch (error) {
          setLoadError(error instanceof BoardError ? error.message : FALLBACK.load)
        }
      } while (again.current)
    } finally {
      inFlight.current = false
    }
  }, [])

  // polling: every 3 s, immediately after an action or a filter change — one chain only: a refresh (or leaving the
  // page) ends the chain before it, even while that one waits for an answer
  const refresh = useCallback(() => {
    const chain = ++pollChain.current
    if (timer.current !== null) window.clearTimeout(timer.current)
    const tick = async () => {
      await load()
      if (chain === pollChain.current) timer.current = window.setTimeout(tick, POLL_INTERVAL_MS)
    }
    void tick()
  }, [load])

  useEffect(() => {
    etag.current = null
    refresh()
    return () => {
      // eslint-disable-next-line react-hooks/exhaustive-deps -- a counter on purpose: ends the chain that is running now
      pollChain.current++
      if (timer.current !== null) window.clearTimeout(timer.current)
    }
  }, [branch, refresh])

  useEffect(() => {
    const t = window.setInterval(() => setClock(Date.now()), 15_000)
    return () => window.clearInterval(t)
  }, [])

  const now = clock + offset.current
  const byState = useMemo(() => {
    const map = new Map<string, BoardOrder[]>()
    for (const order of orders) {
      const state = stateOf(order)
      map.set(state, [...(map.get(state) ?? []), order])
    }
    return map
  }, [orders])

  const alarmed = useMemo(() => orders.filter((o) => stateOf(o) === 'pending' && !o.acknowledgedAt), [orders])
  const missedCount = useMemo(
    () => orders.filter((o) => stateOf(o) === 'pending' && now - Date.parse(o.createdAt) >= (meta?.missedOrderMinutes ?? 10) * 60_000).length,
    [orders, now, meta],
  )

  const { needsUnlock, unlock } = useAlarmSound(alarmed.length > 0, muted)
  useAlarmTitle(alarmed.length)
  const notifications = useBrowserNotifications()

  useEffect(() => {
    if (!meta) return
    for (const order of alarmed) {
      if (notified.current.has(order.id)) continue
      notified.current.add(order.id)
      notifications.notify(
        `tresen-order-${order.id}`,
        `Neue Bestellung ${ticketLabel(order, mixedBranchName(order.branch, meta.branches, branchRef.current))}`,
        `${typeLabel(order)} · ${money(order.totalGross, meta.currency)} · ${time(order.createdAt, meta.timeZone)}`,
      )
    }
  }, [alarmed, meta, notifications])

  const acknowledgeAll = async () => {
    unlock()
    const results = await Promise.allSettled(alarmed.map((o) => apiCall('POST', `/orders/${o.id}/acknowledge`, FALLBACK.update)))
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')
    if (failed) toast('error', failed.reason instanceof BoardError ? failed.reason.message : FALLBACK.update)
    etag.current = null
    refresh()
  }

  const onChanged = useCallback(
    (message: string) => {
      toast('ok', message)
      refresh()
    },
    [refresh, toast],
  )
  const onError = useCallback((message: string) => toast('error', message), [toast])

  const columns = showClosed ? [...COLUMNS, CLOSED_COLUMN] : COLUMNS

  return (
    <div className="tob">
      <div className="tob-toolbar">
        <div className="tob-toolbar__title">
          <h1>Bestellungen live</h1>
          <span className="tob-status" aria-live="polite">
            {loadError ? (
              <span className="tob-status--error">⚠ {loadError}</span>
            ) : lastUpdate ? (
              <>Aktualisiert {clockTime(lastUpdate + offset.current, meta?.timeZone ?? 'Europe/Vienna')}</>
            ) : (
              'Lädt …'
            )}
          </span>
        </div>
        <div className="tob-toolbar__controls">
          {(isAdmin || (meta?.branches.length ?? 0) > 1) && (
            <label className="tob-inline">
              <span>Filiale</span>
              <select value={branch} onChange={(e) => setBranch(e.target.value)} aria-label="Filiale">
                <option value="">{isAdmin ? 'Alle Filialen' : 'Alle meine Filialen'}</option>
                {(meta?.branches ?? []).map((b) => (
                  <option key={b.id} value={String(b.id)}>
                    {b.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label className="tob-inline tob-check">
            <input type="checkbox" checked={showClosed} onChange={(e) => setShowClosed(e.target.checked)} />
            Abgelehnte & stornierte anzeigen
          </label>
          {/* one stable button: removing/adding controls on the first click would shift the toolbar under the pointer */}
          <button
            type="button"
            className="tob-btn tob-sound"
            onClick={() => (needsUnlock && !muted ? unlock() : setMuted((m) => !m))}
            aria-pressed={!muted && !needsUnlock}
            title={needsUnlock ? 'Browser erlauben Töne erst nach einem Klick auf die Seite' : 'Alarmton ein- oder ausschalten'}
          >
            {muted ? 'Ton: aus' : needsUnlock ? 'Ton aktivieren' : 'Ton: an'}
          </button>
          {notifications.permission === 'default' && (
            <button type="button" className="tob-btn" onClick={() => void notifications.request()}>
              Benachrichtigungen erlauben
            </button>
          )}
        </div>
      </div>
      <StaffingAlerts branch={branch} />

      {alarmed.length > 0 && (
        <div className="tob-alarm" role="alert">
          <strong>{alarmTitle(alarmed.length)}</strong>
          <span>{alarmed.map((o) => ticketLabel(o, mixedBranchName(o.branch, meta?.branches ?? [], branch))).join(', ')}</span>
          <button type="button" className="tob-btn tob-btn--primary" onClick={() => void acknowledgeAll()}>
            Gesehen – Alarm beenden
          </button>
        </div>
      )}
      {missedCount > 0 && (
        <div className="tob-missed" role="status">
          {missedCount === 1 ? '1 Bestellung wartet' : `${missedCount} Bestellungen warten`} seit mehr als {meta?.missedOrderMinutes ?? 10} Minuten auf
          Bestätigung.
        </div>
      )}

      {!loaded && !loadError ? (
        <p className="tob-empty">Bestellungen werden geladen …</p>
      ) : (
        <div className="tob-columns" style={{ gridTemplateColumns: `repeat(${columns.length}, minmax(220px, 1fr))` }}>
          {columns.map((column) => {
            const list = column.states.flatMap((s) => byState.get(s) ?? [])
            const sorted = column.key === 'completed' || column.key === 'closed' ? [...list].reverse() : list
            return (
              <section key={column.key} className={`tob-column tob-column--${column.key}`} aria-label={column.title}>
                <h2 className="tob-column__title">
                  {column.title} <span className="tob-count">{list.length}</span>
                </h2>
                {sorted.length === 0 ? (
                  <p className="tob-empty">Keine Bestellungen</p>
                ) : (
                  sorted.map((order) => (
                    <OrderCard
                      key={order.id}
                      order={order}
                      currency={meta?.currency ?? 'EUR'}
                      timeZone={meta?.timeZone ?? 'Europe/Vienna'}
                      now={now}
                      missedOrderMinutes={meta?.missedOrderMinutes ?? 10}
                      branchName={mixedBranchName(order.branch, meta?.branches ?? [], branch)}
                      onChanged={onChanged}
                      onError={onError}
                    />
                  ))
                )}
              </section>
            )
          })}
        </div>
      )}

      <div className="tob-toasts" aria-live="assertive">
        {toasts.map((t) => (
          <div key={t.id} className={`tob-toast tob-toast--${t.tone}`} role={t.tone === 'error' ? 'alert' : 'status'}>
            {t.text}
          </div>
        ))}
      </div>
      <p className="tob-footnote">Angemeldet als {userName}</p>
    </div>
  )
}
