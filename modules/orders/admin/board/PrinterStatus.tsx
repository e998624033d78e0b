'use client'
/**
 * The receipt printers of the board's branches with their state (GET /api/orders/printers): one chip per printer,
 * "Bereit" / "Papier leer" / "Nicht erreichbar" …, with the German reason underneath when it cannot print.
 * Asked every 30 s (a status query is a TCP round trip to each printer, the orders' 3 s poll would be too often)
 * and at once after a print attempt (PRINTERS_CHANGED).
 */
import { useCallback, useEffect, useState } from 'react'

import type { BoardPrinter } from '../../../../contracts'
import { apiCall } from './api'
import './printer-and-details.css'

export const PRINTER_POLL_MS = 30_000
/** Sent on window after a print attempt: the chips ask the printers again. */
export const PRINTERS_CHANGED = 'tresen:printers-changed'

const TONES: Record<BoardPrinter['state'], 'ok' | 'warn' | 'error' | 'neutral'> = {
  online: 'ok',
  paperLow: 'warn',
  paperOut: 'error',
  coverOpen: 'error',
  error: 'error',
  offline: 'error',
  unknown: 'neutral',
}

export function PrinterStatusBar({ branch }: { branch: string }) {
  const [printers, setPrinters] = useState<BoardPrinter[] | null>(null)
  const [failed, setFailed] = useState(false)
  const load = useCallback(async () => {
    try {
      setPrinters(await apiCall<BoardPrinter[]>('GET', `/orders/printers${branch ? `?branch=${encodeURIComponent(branch)}` : ''}`, 'Druckerstatus konnte nicht geladen werden.'))
      setFailed(false)
    } catch {
      setFailed(true)
    }
  }, [branch])
  useEffect(() => {
    void load()
    const timer = window.setInterval(() => void load(), PRINTER_POLL_MS)
    const onChanged = () => void load()
    window.addEventListener(PRINTERS_CHANGED, onChanged)
    return () => {
      window.clearInterval(timer)
      window.removeEventListener(PRINTERS_CHANGED, onChanged)
    }
  }, [load])

  if (failed && !printers) return null
  if (!printers || printers.length === 0) return null
  return (
    <section className="tob-printers" aria-label="Bondrucker">
      {printers.map((p) => (
        <div key={p.device} className={`tob-printer tob-printer--${TONES[p.state]}`} data-printer-state={p.state}>
          <span className="tob-printer__dot" aria-hidden="true" />
          <span className="tob-printer__name">{p.name}</span>
          <span className="tob-printer__state">{p.label}</span>
          {p.reason && TONES[p.state] !== 'ok' && <span className="tob-printer__reason">{p.reason}</span>}
        </div>
      ))}
    </section>
  )
}
