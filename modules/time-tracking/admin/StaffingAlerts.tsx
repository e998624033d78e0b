'use client'
/**
 * Order board header: "Filiale geöffnet, aber niemand eingestempelt" / "Eingestempelt, obwohl die Filiale
 * geschlossen ist" per branch, from GET /api/time-tracking/alerts (refreshed every minute).
 */
import { useEffect, useState } from 'react'

import { apiRequest } from '../../../platform/client'
import type { StaffingAlertDto } from '../../../contracts'
import './time-tracking.css'

export const STAFFING_POLL_MS = 60_000

export function StaffingAlerts({ branch }: { branch?: string }) {
  const [alerts, setAlerts] = useState<StaffingAlertDto[]>([])
  useEffect(() => {
    let alive = true
    const load = async () => {
      try {
        const data = await apiRequest<StaffingAlertDto[]>('/api/time-tracking/alerts')
        if (alive && data) setAlerts(data)
      } catch {
        // the board shows its own connection state; alerts simply stay as they were
      }
    }
    void load()
    const timer = window.setInterval(() => void load(), STAFFING_POLL_MS)
    return () => {
      alive = false
      window.clearInterval(timer)
    }
  }, [])
  const shown = alerts.filter((a) => a.message && (!branch || String(a.branch.id) === branch))
  if (shown.length === 0) return null
  return (
    <ul className="tob-staffing" role="status" aria-label="Zeiterfassung">
      {shown.map((a) => (
        <li key={a.branch.id} className={`tob-staffing__item tob-staffing__item--${a.alert}`}>
          {a.branch.name}: {a.message}
        </li>
      ))}
    </ul>
  )
}
