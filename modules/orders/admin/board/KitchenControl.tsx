'use client'
/**
 * "Küche" in the board's header (issue 33, docs/order-board.md "Pause, Auslastung, Ausverkauft"): pause online orders
 * until a time (or until resumed) and resume, busy mode "+15 / +30 / +45 min" with its remaining time, and the
 * "Ausverkauft" dialog with one-tap toggles for the branch's products and the options of their configurable parts.
 * Every button is a call of /api/branches/{id}/… (modules/catalogue/endpoints/kitchen.ts); the state is read again
 * every 20 s, so every board of the branch shows what another one changed.
 */
import { useCallback, useEffect, useState } from 'react'

import { BUSY_PRESET_MINUTES, formatTime, localDayNumber, localToInstant, parseTimeOfDay, toLocal } from '../../../../domain'
import type { KitchenAnswer } from '../../../../contracts/kitchen'
import { apiRequest } from '../../../../platform/client'
import { Dialog } from './Dialog'
import './kitchen-control.css'

type Candidate = { id: number; name: string; parts: { name: string; options: string[] }[] }
type State = KitchenAnswer & { products: Candidate[] }
type Option = { product: number; part: string; option: string }

const REFRESH_MS = 20_000
const FALLBACK = 'Die Küchensteuerung konnte nicht gespeichert werden.'
const BUSY_DURATIONS = [
  { minutes: 30, label: '30 Min' },
  { minutes: 60, label: '1 Std' },
  { minutes: 120, label: '2 Std' },
] as const

const call = <T,>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
  apiRequest<T>(`/api${path}`, { method, body, fallback: FALLBACK, cache: 'no-store', loginRedirect: '/backend/orders-live' })

/** The next occurrence of 'HH:mm' in the branch's zone (today, or tomorrow when it has passed). */
export function nextTimeOfDay(time: string, now: number, timeZone: string): number | null {
  const minute = parseTimeOfDay(time)
  if (minute === null) return null
  const today = localDayNumber(now, timeZone)
  const instant = localToInstant(today, minute, timeZone)
  return instant > now ? instant : localToInstant(today + 1, minute, timeZone)
}

const defaultPauseTime = (now: number, timeZone: string) => {
  const local = toLocal(now + 30 * 60_000, timeZone)
  const minute = Math.ceil(local.minuteOfDay / 15) * 15
  return `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`
}

export function KitchenControl({
  branchId,
  timeZone,
  now,
  onError,
  onDone,
}: {
  branchId: number
  timeZone: string
  now: number
  onError: (message: string) => void
  onDone: (message: string) => void
}) {
  const [state, setState] = useState<State | null>(null)
  const [busyFor, setBusyFor] = useState<number>(60)
  const [pauseTime, setPauseTime] = useState(() => defaultPauseTime(now, timeZone))
  const [dialog, setDialog] = useState<'pause' | 'soldOut' | null>(null)
  const [working, setWorking] = useState(false)

  const load = useCallback(async () => {
    try {
      setState(await call<State>('GET', `/branches/${branchId}/sold-out`))
    } catch (error) {
      onError(error instanceof Error ? error.message : FALLBACK)
    }
  }, [branchId, onError])

  useEffect(() => {
    setState(null)
    void load()
    const timer = window.setInterval(() => void load(), REFRESH_MS)
    return () => window.clearInterval(timer)
  }, [load])

  const run = async (method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown, done: string) => {
    setWorking(true)
    try {
      const answer = await call<KitchenAnswer>(method, `/branches/${branchId}${path}`, body)
      setState((s) => (s ? { ...s, ...answer } : s))
      onDone(done)
      return true
    } catch (error) {
      onError(error instanceof Error ? error.message : FALLBACK)
      return false
    } finally {
      setWorking(false)
    }
  }

  if (state === null) return <div className="tkc" aria-busy="true" />

  const pausedUntil = state.pause ? (state.pause.until === null ? null : Date.parse(state.pause.until)) : undefined
  const busyLeft = state.busy ? Math.max(0, Math.ceil((Date.parse(state.busy.until) - now) / 60_000)) : 0
  const soldOut = state.soldOut ?? { products: [], options: [] }
  const soldOutCount = soldOut.products.length + soldOut.options.length

  const toggleProduct = (id: number) => {
    const products = soldOut.products.map(Number)
    const next = products.includes(id) ? products.filter((p) => p !== id) : [...products, id]
    void run('PUT', '/sold-out', { products: next, options: soldOut.options }, 'Ausverkauft-Liste gespeichert.')
  }
  const toggleOption = (option: Option) => {
    const same = (o: Option) => Number(o.product) === option.product && o.part === option.part && o.option === option.option
    const options = soldOut.options.map((o) => ({ ...o, product: Number(o.product) }))
    const next = options.some(same) ? options.filter((o) => !same(o)) : [...options, option]
    void run('PUT', '/sold-out', { products: soldOut.products, options: next }, 'Ausverkauft-Liste gespeichert.')
  }
  const isProductOut = (id: number) => soldOut.products.some((p) => Number(p) === id)
  const isOptionOut = (o: Option) => soldOut.options.some((x) => Number(x.product) === o.product && x.part === o.part && x.option === o.option)

  return (
    <div className="tkc" role="group" aria-label="Küche">
      <span className="tkc__label">Küche</span>
      {pausedUntil === undefined ? (
        <button type="button" className="tob-btn" disabled={working} onClick={() => setDialog('pause')}>
          Pausieren bis …
        </button>
      ) : (
        <span className="tkc__state tkc__state--paused">
          <span>{pausedUntil === null ? 'Pausiert' : `Pausiert bis ${formatTime(pausedUntil, timeZone)}`}</span>
          <button type="button" className="tob-btn tob-btn--primary" disabled={working} onClick={() => void run('DELETE', '/pause', undefined, 'Online-Bestellungen laufen wieder.')}>
            Fortsetzen
          </button>
        </span>
      )}
      <span className="tkc__busy" role="group" aria-label="Auslastung">
        {BUSY_PRESET_MINUTES.map((minutes) => (
          <button
            key={minutes}
            type="button"
            className={`tob-btn${state.busy?.minutes === minutes ? ' tkc__on' : ''}`}
            aria-pressed={state.busy?.minutes === minutes}
            disabled={working}
            onClick={() => void run('POST', '/busy', { minutes, forMinutes: busyFor }, `Frühester Termin +${minutes} min.`)}
          >
            +{minutes}
          </button>
        ))}
        <select value={busyFor} onChange={(e) => setBusyFor(Number(e.target.value))} aria-label="Dauer der Auslastung" disabled={working}>
          {BUSY_DURATIONS.map((d) => (
            <option key={d.minutes} value={d.minutes}>
              für {d.label}
            </option>
          ))}
        </select>
        {state.busy ? (
          <span className="tkc__state">
            +{state.busy.minutes} min, noch {busyLeft} Min
            <button type="button" className="tob-btn" disabled={working} onClick={() => void run('DELETE', '/busy', undefined, 'Auslastung beendet.')}>
              Beenden
            </button>
          </span>
        ) : null}
      </span>
      <button type="button" className="tob-btn" disabled={working} onClick={() => setDialog('soldOut')}>
        Ausverkauft{soldOutCount > 0 ? ` (${soldOutCount})` : ''}
      </button>

      {dialog === 'pause' ? (
        <Dialog
          title="Online-Bestellungen pausieren"
          onClose={() => setDialog(null)}
          footer={
            <>
              <button type="button" className="tob-btn" onClick={() => setDialog(null)}>
                Abbrechen
              </button>
              <button
                type="button"
                className="tob-btn"
                disabled={working}
                onClick={async () => {
                  if (await run('POST', '/pause', {}, 'Online-Bestellungen sind pausiert.')) setDialog(null)
                }}
              >
                Bis auf Weiteres
              </button>
              <button
                type="button"
                className="tob-btn tob-btn--primary"
                disabled={working}
                onClick={async () => {
                  const until = nextTimeOfDay(pauseTime, Date.now(), timeZone)
                  if (until === null) return onError('Bitte wählen Sie eine Uhrzeit.')
                  if (await run('POST', '/pause', { until: new Date(until).toISOString() }, `Online-Bestellungen sind bis ${formatTime(until, timeZone)} pausiert.`)) setDialog(null)
                }}
              >
                Pausieren
              </button>
            </>
          }
        >
          <label className="tkc__field">
            <span>Pausieren bis (Uhrzeit)</span>
            <input type="time" step={300} value={pauseTime} onChange={(e) => setPauseTime(e.target.value)} />
          </label>
          <p className="tkc__hint">Der Shop nimmt bis dahin keine Bestellungen an; wenn die Filiale Vorbestellungen erlaubt, für die Zeit danach.</p>
        </Dialog>
      ) : null}

      {dialog === 'soldOut' ? (
        <Dialog
          title="Heute ausverkauft"
          onClose={() => setDialog(null)}
          footer={
            <button type="button" className="tob-btn tob-btn--primary" onClick={() => setDialog(null)}>
              Fertig
            </button>
          }
        >
          {state.soldOutResetsAt ? <p className="tkc__hint">Gilt bis {formatTime(Date.parse(state.soldOutResetsAt), timeZone)} Uhr am nächsten Öffnungstag.</p> : null}
          <ul className="tkc__list">
            {state.products.map((product) => (
              <li key={product.id}>
                <label className="tkc__toggle">
                  <input type="checkbox" checked={isProductOut(product.id)} disabled={working} onChange={() => toggleProduct(product.id)} />
                  <span>{product.name}</span>
                </label>
                {product.parts.map((part) => (
                  <ul key={part.name} className="tkc__options" aria-label={`${product.name}: ${part.name}`}>
                    {part.options.map((name) => {
                      const option = { product: product.id, part: part.name, option: name }
                      return (
                        <li key={name}>
                          <label className="tkc__toggle tkc__toggle--option">
                            <input type="checkbox" checked={isOptionOut(option)} disabled={working} onChange={() => toggleOption(option)} />
                            <span>
                              {part.name}: {name}
                            </span>
                          </label>
                        </li>
                      )
                    })}
                  </ul>
                ))}
              </li>
            ))}
          </ul>
        </Dialog>
      ) : null}
    </div>
  )
}
