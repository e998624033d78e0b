'use client'
/**
 * "Stempeluhr": big buttons Start / Pause / Fortsetzen / Ende for the signed-in user, the running duration and
 * today's total; usable on a phone. Calls /api/time-tracking/{branch}/personal/… (docs/time-tracking.md).
 */
import { useCallback, useEffect, useState } from 'react'

import { ttCall } from './api'
import { BranchSelect } from './BranchSelect'
import type { BranchOption } from './BranchSelect'
import { ACTION_FAILED, ClockPanel, viewerName } from './ClockPanel'
import type { ClockAction, ClockView } from './ClockPanel'

const LOGIN = '/backend/stempeluhr'

export function TimeClock({ branches }: { branches: BranchOption[] }) {
  const [branch, setBranch] = useState<number | null>(branches[0]?.id ?? null)
  const [view, setView] = useState<ClockView | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const load = useCallback(async () => {
    if (branch === null) return
    try {
      setView(
        await ttCall<ClockView>('GET', `/time-tracking/${branch}/personal/me`, 'Benutzer konnte nicht geladen werden.', LOGIN),
      )
      setError(null)
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Benutzer konnte nicht geladen werden.')
    }
  }, [branch])

  useEffect(() => {
    void load()
    const refresh = window.setInterval(() => void load(), 60_000)
    return () => window.clearInterval(refresh)
  }, [load])

  const act = async (action: ClockAction) => {
    if (branch === null) return
    setBusy(true)
    try {
      setView(
        await ttCall<ClockView>(
          'POST',
          `/time-tracking/${branch}/personal/working-activities/${action}`,
          ACTION_FAILED[action],
          LOGIN,
        ),
      )
      setError(null)
    } catch (e) {
      setError(e instanceof Error ? e.message : ACTION_FAILED[action])
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

  return (
    <div className="ttc">
      <div className="ttc-head">
        <h1>Stempeluhr</h1>
        {branches.length > 1 && (
          <BranchSelect branches={branches} value={branch} onChange={setBranch} label="Filiale" className="ttc-branch" />
        )}
      </div>
      {view && (
        <p className="ttc-who">
          {viewerName(view)} · {view.branch.name}
        </p>
      )}
      <ClockPanel view={view} busy={busy} error={error} onAction={(action) => void act(action)} />
    </div>
  )
}
