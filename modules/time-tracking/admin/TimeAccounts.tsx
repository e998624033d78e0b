'use client'
/**
 * "Zeitkonten" (admins): balances per person and month, holiday balances of the year, month lock, corrections with
 * a reason (kept as history), time sheets as CSV/PDF and schedules generated from a branch's opening hours.
 */
import { Fragment, useCallback, useEffect, useState } from 'react'

import { formatMinutes } from '../../../domain'
import type { HolidayBalanceDto, MonthBalanceSummary } from '../../../contracts'
import { ttCall } from './api'
import { BranchSelect } from './BranchSelect'
import type { BranchOption } from './BranchSelect'
import './time-tracking.css'

const LOGIN = '/backend/zeitkonten'

const monthOfNow = (): string => {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna', year: 'numeric', month: '2-digit' }).formatToParts(
    new Date(),
  )
  return `${parts.find((p) => p.type === 'year')?.value}-${parts.find((p) => p.type === 'month')?.value}`
}

const signed = (minutes: number) => (minutes > 0 ? `+${formatMinutes(minutes)}` : formatMinutes(minutes))

export function TimeAccounts({ branches }: { branches: BranchOption[] }) {
  const [month, setMonth] = useState(monthOfNow)
  const [rows, setRows] = useState<MonthBalanceSummary[] | null>(null)
  const [holidays, setHolidays] = useState<Map<number, HolidayBalanceDto>>(new Map())
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [open, setOpen] = useState<number | null>(null)
  const [minutes, setMinutes] = useState('')
  const [reason, setReason] = useState('')
  const [scheduleBranch, setScheduleBranch] = useState<number | null>(branches[0]?.id ?? null)

  const load = useCallback(async () => {
    setError(null)
    try {
      const [list, holidayList] = await Promise.all([
        ttCall<MonthBalanceSummary[]>(
          'GET',
          `/time-sheets/balances?month=${month}`,
          'Zeitsalden konnten nicht geladen werden.',
          LOGIN,
        ),
        ttCall<HolidayBalanceDto[]>(
          'GET',
          `/time-sheets/holiday-balances?year=${month.slice(0, 4)}`,
          'Urlaubskonten konnten nicht geladen werden.',
          LOGIN,
        ),
      ])
      setRows(list)
      setHolidays(new Map(holidayList.map((h) => [h.user.id, h])))
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Zeitsalden konnten nicht geladen werden.')
    }
  }, [month])

  useEffect(() => {
    void load()
  }, [load])

  const toggle = (userId: number) => {
    setOpen(open === userId ? null : userId)
    setMinutes('')
    setReason('')
  }

  const run = async (fn: () => Promise<unknown>, ok: string) => {
    setError(null)
    setNotice(null)
    try {
      await fn()
      setNotice(ok)
      await load()
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Ein unbekannter Fehler ist aufgetreten.')
    }
  }

  const lock = (row: MonthBalanceSummary) => {
    if (!window.confirm(`Monat ${month} für ${row.user.name} abschließen? Danach kann er nicht mehr geändert werden.`)) return
    void run(
      () => ttCall('POST', '/time-sheets/locks', 'Monat konnte nicht abgeschlossen werden.', LOGIN, { user: row.user.id, month }),
      `Monat für ${row.user.name} abgeschlossen.`,
    )
  }

  const correct = (row: MonthBalanceSummary) =>
    void run(
      () =>
        ttCall('POST', '/time-sheets/corrections', 'Korrektur konnte nicht gespeichert werden.', LOGIN, {
          user: row.user.id,
          month,
          minutes: Number(minutes),
          reason,
        }),
      `Korrektur für ${row.user.name} gespeichert.`,
    ).then(() => {
      setMinutes('')
      setReason('')
      setOpen(null)
    })

  const generate = (row: MonthBalanceSummary) => {
    if (scheduleBranch === null) return
    if (
      !window.confirm(
        `Die Wochentags-Planung von ${row.user.name} aus den Öffnungszeiten neu erzeugen? Bisherige Wochentags-Einträge werden ersetzt.`,
      )
    )
      return
    void run(
      () =>
        ttCall('POST', '/working-schedules/generate', 'Arbeitsplanung konnte nicht erzeugt werden.', LOGIN, {
          user: row.user.id,
          branch: scheduleBranch,
          replace: true,
        }),
      `Planung für ${row.user.name} erzeugt.`,
    )
  }

  return (
    <div className="tta">
      <div className="tta-head">
        <h1>Zeitkonten</h1>
        <label className="tta-inline">
          <span>Monat</span>
          <input type="month" value={month} onChange={(e) => e.target.value && setMonth(e.target.value)} aria-label="Monat" />
        </label>
        {branches.length > 0 && (
          <BranchSelect
            branches={branches}
            value={scheduleBranch}
            onChange={setScheduleBranch}
            label="Planung aus Öffnungszeiten von"
            className="tta-inline"
          />
        )}
      </div>
      {error && (
        <p className="ttc-error" role="alert">
          {error}
        </p>
      )}
      {notice && (
        <p className="tta-notice" role="status">
          {notice}
        </p>
      )}
      {rows === null ? (
        <p>Lädt …</p>
      ) : (
        <div className="tta-scroll">
          <table className="tta-table">
            <thead>
              <tr>
                <th>Mitarbeiter</th>
                <th>Soll</th>
                <th>Ist</th>
                <th>Gutschrift</th>
                <th>Korrekturen</th>
                <th>Saldo</th>
                <th>Urlaub (Rest / Anspruch)</th>
                <th>Status</th>
                <th>Aktionen</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const h = holidays.get(row.user.id)
                return (
                  <Fragment key={row.user.id}>
                    <tr data-testid={`account-${row.user.id}`}>
                      <td>{row.user.name}</td>
                      <td>{formatMinutes(row.scheduledMinutes)}</td>
                      <td>{formatMinutes(row.workedMinutes)}</td>
                      <td>{formatMinutes(row.creditedMinutes)}</td>
                      <td>{row.correctionMinutes ? signed(row.correctionMinutes) : '–'}</td>
                      <td className={row.balanceMinutes < 0 ? 'tta-neg' : 'tta-pos'}>{signed(row.balanceMinutes)}</td>
                      <td>
                        {h
                          ? `${h.remainingDays} / ${h.entitlementDays + h.carryOverDays} Tage (genommen ${h.takenDays}, geplant ${h.plannedDays})`
                          : '–'}
                      </td>
                      <td>{row.locked ? 'Abgeschlossen' : 'Offen'}</td>
                      <td className="tta-actions">
                        <a href={`/api/time-sheets/${row.user.id}/${month}/sheet.pdf`} target="_blank" rel="noreferrer">
                          PDF
                        </a>
                        <a href={`/api/time-sheets/${row.user.id}/${month}/sheet.csv`}>CSV</a>
                        <button type="button" onClick={() => toggle(row.user.id)} aria-expanded={open === row.user.id}>
                          Korrekturen
                        </button>
                        {!row.locked && (
                          <button type="button" onClick={() => lock(row)}>
                            Monat abschließen
                          </button>
                        )}
                        <button type="button" onClick={() => generate(row)}>
                          Planung erzeugen
                        </button>
                      </td>
                    </tr>
                    {open === row.user.id && (
                      <tr className="tta-detail">
                        <td colSpan={9}>
                          {!row.locked && (
                            <form
                              className="tta-correction"
                              onSubmit={(e) => {
                                e.preventDefault()
                                correct(row)
                              }}
                            >
                              <label>
                                <span>Minuten (±)</span>
                                <input
                                  type="number"
                                  step={1}
                                  value={minutes}
                                  onChange={(e) => setMinutes(e.target.value)}
                                  required
                                />
                              </label>
                              <label className="tta-reason">
                                <span>Grund</span>
                                <input
                                  type="text"
                                  value={reason}
                                  onChange={(e) => setReason(e.target.value)}
                                  required
                                  maxLength={2000}
                                />
                              </label>
                              <button type="submit">Korrektur buchen</button>
                            </form>
                          )}
                          {row.corrections.length === 0 && <p className="tta-hint">Keine Korrekturen in diesem Monat.</p>}
                          {row.corrections.length > 0 && (
                            <ul className="tta-history">
                              {row.corrections.map((c) => (
                                <li key={c.id}>
                                  {signed(c.minutes)} – {c.reason} ({new Date(c.createdAt).toLocaleString('de-AT')}
                                  {c.createdBy ? `, ${c.createdBy}` : ''})
                                </li>
                              ))}
                            </ul>
                          )}
                        </td>
                      </tr>
                    )}
                  </Fragment>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
      <p className="tta-hint">
        Korrekturen bleiben als Verlauf erhalten (Zeiterfassung → Korrekturen). Ein abgeschlossener Monat kann nur durch Löschen
        des Monatsabschlusses wieder geöffnet werden (Zeiterfassung → Monatsabschlüsse).
      </p>
    </div>
  )
}
