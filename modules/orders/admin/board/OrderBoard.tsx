'use client'
/**
 * "Bestellungen live": the caller's open orders in columns by state, refreshed every 3 s with
 * GET /api/orders/current + ETag (304 while nothing changed), with the new-order alarm.
 * The server sends the first 20 orders of each column (open: oldest first; closed today: newest first) with each
 * column's count; „Weitere anzeigen“ asks for 20 more of that column in the same poll (so they stay live), and the
 * search (ticket number, name, …) filters every column on the server, so any order on the board can be found.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

import { mixedBranchName, ORDER_STATE_LABELS, ticketLabel } from '../../../../domain'

import { apiCall, BoardError, FALLBACK, poll } from './api'
import { alarmTitle, useAlarmSound, useAlarmTitle, useBrowserNotifications } from './alerts'
import { clockTime, money, stateOf, time, typeLabel } from './format'
import { OrderCard } from './OrderCard'
import { PrinterStatusBar } from './PrinterStatus'
import { KitchenControl } from './KitchenControl'
import { StaffingAlerts } from '../../../time-tracking/admin'
import type { BoardMeta, BoardOrder } from './types'
import './order-board.css'

export const POLL_INTERVAL_MS = 3000

type ColumnKey = keyof BoardMeta['columns']
type Column = { key: ColumnKey; title: string; states: string[] }

/** Cards per column the server sends unless asked for more (modules/orders/staff/board.ts BOARD_PAGE_SIZE). */
export const PAGE_SIZE = 20
const SEARCH_DELAY_MS = 300

const count = (n: number) => n.toLocaleString('de-DE')

const COLUMNS: Column[] = [
  { key: 'new', title: ORDER_STATE_LABELS.pending, states: ['pending'] },
  { key: 'confirmed', title: ORDER_STATE_LABELS.confirmed, states: ['confirmed'] },
  { key: 'ready', title: ORDER_STATE_LABELS.inDelivery, states: ['inDelivery'] },
  { key: 'completed', title: 'Heute abgeschlossen', states: ['completed'] },
]
const CLOSED_COLUMN: Column = {
  key: 'closed',
  title: `${ORDER_STATE_LABELS.rejected} / ${ORDER_STATE_LABELS.canceled} (heute)`,
  states: ['rejected', 'canceled'],
}

type Toast = { id: number; tone: 'ok' | 'error'; text: string }

export function OrderBoard({ isAdmin, userName }: { isAdmin: boolean; userName: string }) {
  const [orders, setOrders] = useState<BoardOrder[]>([])
  const [meta, setMeta] = useState<BoardMeta | null>(null)
  const [branch, setBranch] = useState<string>('')
  const [showClosed, setShowClosed] = useState(false)
  const [searchInput, setSearchInput] = useState('')
  const [search, setSearch] = useState('')
  const [show, setShow] = useState<Partial<Record<ColumnKey, number>>>({})
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
  // what the board asks for besides the branch: search, closed cards, more cards of a column
  const query = useMemo(() => {
    const params = new URLSearchParams()
    if (search) params.set('search', search)
    if (!showClosed) params.set('closed', '0')
    const more = Object.entries(show)
      .filter(([, n]) => (n ?? 0) > PAGE_SIZE)
      .map(([key, n]) => `${key}:${n}`)
    if (more.length > 0) params.set('show', more.join(','))
    return params.toString()
  }, [search, showClosed, show])
  const queryRef = useRef(query)
  queryRef.current = query

  useEffect(() => {
    const t = window.setTimeout(() => setSearch(searchInput.trim()), SEARCH_DELAY_MS)
    return () => window.clearTimeout(t)
  }, [searchInput])
  // another branch or search starts with the first cards of every column again
  useEffect(() => setShow({}), [branch, search])

  const toast = useCallback((tone: Toast['tone'], text: string) => {
    const id = Date.now() + Math.random()
    setToasts((list) => [...list.slice(-3), { id, tone, text }])
    window.setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), tone === 'error' ? 8000 : 3500)
  }, [])
  const kitchenError = useCallback((text: string) => toast('error', text), [toast])
  const kitchenDone = useCallback((text: string) => toast('ok', text), [toast])

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
        const askedQuery = queryRef.current
        const params = new URLSearchParams(askedQuery)
        if (asked) params.set('branch', asked)
        const qs = params.toString()
        try {
          const result = await poll<BoardOrder[], BoardMeta>(`/orders/current${qs ? `?${qs}` : ''}`, etag.current)
          if (asked !== branchRef.current || askedQuery !== queryRef.current) {
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
  }, [branch, query, refresh])

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

  // the cards sent hold the oldest orders of each column and the newest unacknowledged ones; the counts are the server's
  const alarmed = useMemo(() => orders.filter((o) => stateOf(o) === 'pending' && !o.acknowledgedAt), [orders])
  const alarmCount = search ? alarmed.length : Math.max(alarmed.length, meta?.alarmCount ?? 0)
  const missedCount = useMemo(() => {
    const seen = orders.filter((o) => stateOf(o) === 'pending' && now - Date.parse(o.createdAt) >= (meta?.missedOrderMinutes ?? 10) * 60_000).length
    return Math.max(seen, meta?.missedCount ?? 0)
  }, [orders, now, meta])

  const { needsUnlock, unlock } = useAlarmSound(alarmCount > 0, muted)
  const lockedAtGesture = useRef<boolean | null>(null)
  const noteSoundGesture = () => {
    lockedAtGesture.current = needsUnlock
  }
  useAlarmTitle(alarmCount)
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
          <label className="tob-inline">
            <span>Suche</span>
            <input
              type="search"
              value={searchInput}
              onChange={(e) => setSearchInput(e.target.value)}
              placeholder="Nummer, Name, Telefon …"
              aria-label="Bestellungen suchen"
              maxLength={100}
            />
          </label>
          <label className="tob-inline tob-check">
            <input type="checkbox" checked={showClosed} onChange={(e) => setShowClosed(e.target.checked)} />
            Abgelehnte & stornierte anzeigen
          </label>
          {/* one stable button: removing/adding controls on the first click would shift the toolbar under the pointer */}
          <button
            type="button"
            className="tob-btn tob-sound"
            // the page-wide unlock runs on this same pointerdown/keydown and may finish before the click: decide by the
            // state before the gesture, so "Ton aktivieren" turns the sound on instead of muting it (issue 33)
            onPointerDown={noteSoundGesture}
            onKeyDown={noteSoundGesture}
            onClick={() => {
              const locked = lockedAtGesture.current ?? needsUnlock
              lockedAtGesture.current = null
              if (locked && !muted) unlock()
              else setMuted((m) => !m)
            }}
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
      {/* the kitchen's pause, busy mode and sold-out list (issue 33): for the chosen branch, or the caller's only one */}
      {(branch !== '' || meta?.branches.length === 1) && meta ? (
        <KitchenControl
          branchId={branch !== '' ? Number(branch) : (meta.branches[0]?.id ?? 0)}
          timeZone={meta.timeZone}
          now={clock + offset.current}
          onError={kitchenError}
          onDone={kitchenDone}
        />
      ) : null}
      <StaffingAlerts branch={branch} />
      <PrinterStatusBar branch={branch} />

      {alarmCount > 0 && (
        <div className="tob-alarm" role="alert">
          <strong>{alarmTitle(alarmCount)}</strong>
          <span>
            {alarmed.map((o) => ticketLabel(o, mixedBranchName(o.branch, meta?.branches ?? [], branch))).join(', ')}
            {alarmCount > alarmed.length && ` und ${count(alarmCount - alarmed.length)} weitere`}
          </span>
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

      {search && loaded && (
        <p className="tob-search-note" role="status">
          Suche „{search}“: {count(columns.reduce((n, c) => n + (meta?.columns?.[c.key]?.total ?? 0), 0))} Treffer{' '}
          <button type="button" className="tob-link" onClick={() => setSearchInput('')}>
            Suche löschen
          </button>
        </p>
      )}

      {!loaded && !loadError ? (
        <p className="tob-empty">Bestellungen werden geladen …</p>
      ) : (
        <div className="tob-columns" style={{ gridTemplateColumns: `repeat(${columns.length}, minmax(220px, 1fr))` }}>
          {columns.map((column) => {
            const list = column.states.flatMap((s) => byState.get(s) ?? [])
            const sorted = column.key === 'completed' || column.key === 'closed' ? [...list].reverse() : list
            const total = Math.max(meta?.columns?.[column.key]?.total ?? 0, list.length)
            const more = total - list.length
            const asked = show[column.key] ?? PAGE_SIZE
            return (
              <section key={column.key} className={`tob-column tob-column--${column.key}`} aria-label={column.title}>
                <h2 className="tob-column__title">
                  {column.title} <span className="tob-count">{count(total)}</span>
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
                      escalation={meta?.branches.find((b) => b.id === order.branch)}
                      onChanged={onChanged}
                      onError={onError}
                    />
                  ))
                )}
                {(more > 0 || asked > PAGE_SIZE) && (
                  <div className="tob-more">
                    {more > 0 && <span>… {more === 1 ? '1 weitere Bestellung' : `${count(more)} weitere Bestellungen`}</span>}
                    <span className="tob-more__actions">
                      {more > 0 && (
                        <button type="button" className="tob-btn" onClick={() => setShow((s) => ({ ...s, [column.key]: asked + PAGE_SIZE }))}>
                          Weitere {Math.min(PAGE_SIZE, more)} anzeigen
                        </button>
                      )}
                      {asked > PAGE_SIZE && (
                        <button type="button" className="tob-btn" onClick={() => setShow((s) => ({ ...s, [column.key]: PAGE_SIZE }))}>
                          Weniger anzeigen
                        </button>
                      )}
                    </span>
                  </div>
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
