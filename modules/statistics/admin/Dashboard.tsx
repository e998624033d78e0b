'use client'
/**
 * The statistics dashboard (docs/statistics.md §4): presets and a custom range, branch filter, the previous period,
 * charts (recharts: straight segments, gaps where there is no data), top tables with CSV export, the funnel in
 * converting visitors (visitors → cart → checkout → ordered → paid; orders without visit data apart). Numbers from
 * GET /api/statistics/{metric}; a failed call shows 'Statistik konnte nicht geladen werden.' (BO §8) with a retry.
 * Progressive (issue 35): every call is its own request and every card renders as soon as its call has answered
 * ("Lädt …" before); the charts come from their own chunk (./Charts, recharts) loaded beside the calls.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import type { ComponentProps, ComponentType, ReactNode } from 'react'

import {
  chartValues,
  formatBucket,
  formatCents,
  formatChange,
  formatCount,
  formatPercent,
  previousRange,
  presetRange,
  PRESETS,
  toCsv,
} from './format'
import type { Preset } from './format'
import { apiRequest } from '../../../platform/client'
import type { FunnelRow, MetricAnswer, MetricAnswers, MetricName, MetricRow } from '../../../contracts'
import './statistics.css'

const LOAD_ERROR = 'Statistik konnte nicht geladen werden.'

const CURRENT = [
  'unique-visitors',
  'page-views',
  'orders',
  'revenue',
  'canceled-orders',
  'conversion-funnel',
  'pages',
  'referrers',
  'popular-items',
  'browsers',
  'operating-systems',
  'devices',
  'order-origins',
  'revenue-origins',
] as const
const PREVIOUS = ['unique-visitors', 'page-views', 'orders', 'revenue'] as const

type Metrics = Partial<Pick<MetricAnswers, (typeof CURRENT)[number]>>
type Previous = Partial<Pick<MetricAnswers, (typeof PREVIOUS)[number]>>

const LOADING = 'Lädt …'

// the chart library loads once, beside the first calls (not before them)
const loadCharts = () => import('./Charts')
const chart = <K extends 'TrafficChart' | 'SalesChart' | 'FunnelChart' | 'HourChart'>(name: K) =>
  lazy(() => loadCharts().then((m) => ({ default: m[name] as ComponentType<ComponentProps<Awaited<ReturnType<typeof loadCharts>>[K]>> })))
const TrafficChart = chart('TrafficChart')
const SalesChart = chart('SalesChart')
const FunnelChart = chart('FunnelChart')
const HourChart = chart('HourChart')

/** Room of a chart while its data or the chart library is on the way: the page does not jump when it arrives. */
function ChartSlot({ height, ready, children }: { height: number; ready: boolean; children: ReactNode }) {
  const placeholder = (
    <div className="stx-chart-wait" style={{ height }} aria-busy="true">
      {LOADING}
    </div>
  )
  return ready ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder
}

function fetchMetric<M extends MetricName>(metric: M, range: { from: string; to: string }, branch: string, signal: AbortSignal): Promise<MetricAnswers[M]> {
  const query = new URLSearchParams({ from: range.from, to: range.to })
  if (branch) query.set('branch', branch)
  return apiRequest<MetricAnswers[M]>(`/api/statistics/${metric}?${query}`, { signal, fallback: LOAD_ERROR, loginRedirect: '/backend/statistics' })
}

function download(name: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.appendChild(a)
  a.click()
  a.remove()
  URL.revokeObjectURL(url)
}

function Kpi({ label, value, previous, format, testId }: { label: string; value?: number; previous?: number; format: (n: number) => string; testId: string }) {
  if (value === undefined)
    return (
      <div className="stx-kpi" data-testid={testId} aria-busy="true">
        <div className="stx-kpi-label">{label}</div>
        <div className="stx-kpi-value stx-wait">{LOADING}</div>
      </div>
    )
  return (
    <div className="stx-kpi" data-testid={testId}>
      <div className="stx-kpi-label">{label}</div>
      <div className="stx-kpi-value">{format(value)}</div>
      {previous !== undefined && (
        <div className="stx-kpi-prev">
          {formatChange(value, previous)} <span>(Vorperiode: {format(previous)})</span>
        </div>
      )}
    </div>
  )
}

/** A table card: title, CSV export (off while empty) and the empty note in place of the table. */
function TableCard({
  title,
  testId,
  empty,
  onExport,
  children,
}: {
  title: string
  testId?: string
  empty: boolean
  onExport: () => void
  children: ReactNode
}) {
  return (
    <section className="stx-card" data-testid={testId}>
      <div className="stx-card-head">
        <h2>{title}</h2>
        <button type="button" className="stx-link" onClick={onExport} disabled={empty}>
          CSV exportieren
        </button>
      </div>
      {empty ? <p className="stx-empty">Keine Daten im Zeitraum.</p> : children}
    </section>
  )
}

/** A card whose call has not answered yet: its title and the loading note. */
function WaitingCard({ title, testId, wide }: { title: string; testId?: string; wide?: boolean }) {
  return (
    <section className={wide ? 'stx-card stx-wide' : 'stx-card'} data-testid={testId} aria-busy="true">
      <div className="stx-card-head">
        <h2>{title}</h2>
      </div>
      <p className="stx-wait">{LOADING}</p>
    </section>
  )
}

function TopTable({ rows, ...props }: Omit<ComponentProps<typeof LoadedTopTable>, 'rows'> & { rows: MetricRow[] | undefined }) {
  return rows === undefined ? <WaitingCard title={props.title} /> : <LoadedTopTable rows={rows} {...props} />
}

function LoadedTopTable({
  title,
  rows,
  valueLabel,
  format = formatCount,
  extra,
  file,
}: {
  title: string
  rows: MetricRow[]
  valueLabel: string
  format?: (n: number) => string
  extra?: { label: string; get: (r: MetricRow) => number; format: (n: number) => string; csv: (n: number) => number }
  file: string
}) {
  const exportCsv = () => {
    const header = ['Eintrag', valueLabel, ...(extra ? [extra.label] : [])]
    const body = rows.map((r) => [r.label ?? r.key, format === formatCents ? r.value / 100 : r.value, ...(extra ? [extra.csv(extra.get(r))] : [])])
    download(file, toCsv(header, body))
  }
  return (
    <TableCard title={title} empty={rows.length === 0} onExport={exportCsv}>
      <table className="stx-table">
        <thead>
          <tr>
            <th>Eintrag</th>
            <th className="num">{valueLabel}</th>
            {extra && <th className="num">{extra.label}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, 10).map((r) => (
            <tr key={r.key}>
              <td title={r.label ?? r.key}>{r.label ?? r.key}</td>
              <td className="num">{format(r.value)}</td>
              {extra && <td className="num">{extra.format(extra.get(r))}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </TableCard>
  )
}

const FUNNEL_COLUMNS: { key: keyof FunnelRow; label: string }[] = [
  { key: 'visitors', label: 'Besucher' },
  { key: 'addtocart', label: 'In den Warenkorb' },
  { key: 'initiatecheckout', label: 'Kasse begonnen' },
  { key: 'placed', label: 'Bestellt' },
  { key: 'paid', label: 'Bezahlt' },
]

/** Visitors with an order per visitor of the hour (null without visitors): at most 100 %. */
const conversion = (r: { placed: number; visitors: number }) => (r.visitors > 0 ? r.placed / r.visitors : null)

const WITHOUT_VISIT = 'Bestellungen ohne Besuchsdaten'

/**
 * The conversion funnel per branch and local hour of day (metric conversion-funnel): a chart of visitors and visitors
 * with an order per hour with the conversion rate, the table of every step per hour and the orders without visit data;
 * the CSV holds all branches.
 */
function HourlyFunnel({ rows }: { rows: FunnelRow[] }) {
  const branches = useMemo(() => [...new Map(rows.map((r) => [r.branch, r.branchName])).entries()], [rows])
  const [chosen, setChosen] = useState<string>('')
  const selected = branches.some(([id]) => String(id) === chosen) ? chosen : branches.length === 1 ? String(branches[0]![0]) : ''
  const hours = useMemo(() => {
    const sum = Array.from({ length: 24 }, (_, hour) => ({ hour, visitors: 0, addtocart: 0, initiatecheckout: 0, purchase: 0, placed: 0, paid: 0, revenueCents: 0 }))
    for (const r of rows) {
      if (selected && String(r.branch) !== selected) continue
      if (r.hour === null) continue
      const h = sum[r.hour]
      if (!h) continue
      h.visitors += r.visitors
      h.addtocart += r.addtocart
      h.initiatecheckout += r.initiatecheckout
      h.purchase += r.purchase
      h.placed += r.placed
      h.paid += r.paid
      h.revenueCents += r.revenueCents
    }
    return sum
  }, [rows, selected])
  const without = useMemo(() => {
    const sum = { placed: 0, paid: 0, revenueCents: 0 }
    for (const r of rows) {
      if (r.hour !== null || (selected && String(r.branch) !== selected)) continue
      sum.placed += r.placed
      sum.paid += r.paid
      sum.revenueCents += r.revenueCents
    }
    return sum
  }, [rows, selected])
  const active = hours.filter((h) => h.visitors || h.placed)
  const chart = hours.map((h) => {
    const rate = conversion(h)
    // no visitors in the hour: no rate (a gap in the line), not 0 %
    return { label: `${String(h.hour).padStart(2, '0')}:00`, Besucher: h.visitors, Bestellt: h.placed, Conversion: rate === null ? null : rate * 100 }
  })
  const exportCsv = () =>
    download(
      'conversion-nach-stunde.csv',
      toCsv(
        ['Filiale', 'Stunde', ...FUNNEL_COLUMNS.map((c) => c.label), 'Bestellung abgeschickt (Ereignis)', 'Umsatz', 'Conversion (%)'],
        rows.map((r) => [
          r.branchName,
          r.hour === null ? WITHOUT_VISIT : `${String(r.hour).padStart(2, '0')}:00`,
          ...FUNNEL_COLUMNS.map((c) => Number(r[c.key])),
          r.purchase,
          r.revenueCents / 100,
          r.hour === null ? '' : Math.round((conversion(r) ?? 0) * 1000) / 10,
        ]),
      ),
    )
  return (
    <section className="stx-card stx-wide" data-testid="funnel-hours">
      <div className="stx-card-head">
        <h2>Conversion nach Tageszeit</h2>
        <div className="stx-card-tools">
          {branches.length > 1 && (
            <select value={selected} onChange={(e) => setChosen(e.target.value)} aria-label="Filiale der Conversion">
              <option value="">Alle Filialen zusammen</option>
              {branches.map(([id, name]) => (
                <option key={id} value={String(id)}>
                  {name}
                </option>
              ))}
            </select>
          )}
          <button type="button" className="stx-link" onClick={exportCsv} disabled={rows.length === 0}>
            CSV exportieren
          </button>
        </div>
      </div>
      <p className="stx-note">
        Je Stunde der Ortszeit der Filiale: Besucher, die in dieser Stunde aktiv waren, und wie viele von ihnen in dieser Stunde in den
        Warenkorb legten, die Kasse begannen, bestellten und bezahlten, mit dem Umsatz ihrer Bestellungen. Bestellungen ohne
        Besuchsdaten (ohne Einwilligung oder von einem anderen Gerät) stehen in einer eigenen Zeile.
      </p>
      {active.length === 0 && without.placed === 0 ? (
        <p className="stx-empty">Keine Daten im Zeitraum.</p>
      ) : (
        <div className="stx-hours">
          <ChartSlot height={260} ready>
            <HourChart data={chart} />
          </ChartSlot>
          <div className="stx-scroll">
            <table className="stx-table" aria-label="Conversion nach Stunde">
              <thead>
                <tr>
                  <th>Stunde</th>
                  {FUNNEL_COLUMNS.map((c) => (
                    <th key={c.key} className="num">
                      {c.label}
                    </th>
                  ))}
                  <th className="num">Umsatz</th>
                  <th className="num">Conversion</th>
                </tr>
              </thead>
              <tbody>
                {active.map((h) => (
                  <tr key={h.hour}>
                    <td>{String(h.hour).padStart(2, '0')}:00</td>
                    {FUNNEL_COLUMNS.map((c) => (
                      <td key={c.key} className="num">
                        {formatCount(Number(h[c.key as keyof typeof h]))}
                      </td>
                    ))}
                    <td className="num">{formatCents(h.revenueCents)}</td>
                    <td className="num">{conversion(h) === null ? '–' : formatPercent(conversion(h)!)}</td>
                  </tr>
                ))}
                {without.placed > 0 && (
                  <tr data-testid="funnel-without-visit">
                    <td>{WITHOUT_VISIT}</td>
                    {FUNNEL_COLUMNS.map((c) => (
                      <td key={c.key} className="num">
                        {c.key === 'placed' ? formatCount(without.placed) : c.key === 'paid' ? formatCount(without.paid) : '–'}
                      </td>
                    ))}
                    <td className="num">{formatCents(without.revenueCents)}</td>
                    <td className="num">–</td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  )
}

/** Revenue split per tax rate (metric revenue's rows tax-{rate}): net, tax, gross, with the totals. */
function TaxTable({ revenue }: { revenue: MetricAnswer }) {
  const rows = (revenue.rows ?? []).filter((r) => r.key.startsWith('tax-'))
  const total = (key: string) => revenue.rows?.find((r) => r.key === key)?.value ?? 0
  const label = (r: MetricRow) => `${(r.rate ?? r.key.slice(4)).replace('.', ',')} %`
  const exportCsv = () =>
    download(
      'umsatz-steuersaetze.csv',
      toCsv(
        ['Steuersatz', 'Netto', 'Steuer', 'Brutto'],
        [
          ...rows.map((r) => [label(r), (r.netCents ?? 0) / 100, r.value / 100, (r.grossCents ?? 0) / 100]),
          ['Summe', total('net') / 100, total('tax') / 100, revenue.total / 100],
        ],
      ),
    )
  return (
    <TableCard title="Umsatz nach Steuersatz" testId="tax-rates" empty={rows.length === 0} onExport={exportCsv}>
      <table className="stx-table">
        <thead>
          <tr>
            <th>Steuersatz</th>
            <th className="num">Netto</th>
            <th className="num">Steuer</th>
            <th className="num">Brutto</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <td>{label(r)}</td>
              <td className="num">{formatCents(r.netCents ?? 0)}</td>
              <td className="num">{formatCents(r.value)}</td>
              <td className="num">{formatCents(r.grossCents ?? 0)}</td>
            </tr>
          ))}
          <tr className="stx-sum">
            <td>Summe</td>
            <td className="num">{formatCents(total('net'))}</td>
            <td className="num">{formatCents(total('tax'))}</td>
            <td className="num">{formatCents(revenue.total)}</td>
          </tr>
        </tbody>
      </table>
    </TableCard>
  )
}

export function StatisticsDashboard({ branches, allBranches }: { branches: { id: number; name: string }[]; allBranches: boolean }) {
  const [preset, setPreset] = useState<Preset>('30')
  const [range, setRange] = useState(() => presetRange('30', new Date()))
  const [branch, setBranch] = useState(allBranches ? '' : String(branches[0]?.id ?? ''))
  const [compare, setCompare] = useState(true)
  const [state, setState] = useState<{ pending: number; failed: boolean; message?: string; data: Metrics; previous: Previous }>({
    pending: CURRENT.length,
    failed: false,
    data: {},
    previous: {},
  })
  const [attempt, setAttempt] = useState(0)

  /**
   * One load per range, branch and comparison (and retry): every metric is its own call, and its answer is shown as
   * soon as it arrives (the first card no longer waits for the slowest of 19 calls). A load that a newer one replaced
   * is aborted and its answers are dropped: otherwise a slower earlier range could finish last and show its numbers
   * under the new choice (or cover the new one's error).
   */
  useEffect(() => {
    const controller = new AbortController()
    const { signal } = controller
    const previous = compare ? previousRange(range) : null
    setState({ pending: CURRENT.length + (previous ? PREVIOUS.length : 0), failed: false, data: {}, previous: {} })
    const fail = (error: unknown) => {
      if (signal.aborted) return
      const detail = error instanceof Error && error.message !== LOAD_ERROR ? error.message : ''
      setState((s) => ({ ...s, pending: s.pending - 1, failed: true, message: s.message || detail }))
    }
    // the KPIs' calls first: the browser runs six at a time
    for (const metric of CURRENT)
      void fetchMetric(metric, range, branch, signal).then((answer) => {
        if (!signal.aborted) setState((s) => ({ ...s, pending: s.pending - 1, data: { ...s.data, [metric]: answer } }))
      }, fail)
    if (previous)
      for (const metric of PREVIOUS)
        void fetchMetric(metric, previous, branch, signal).then((answer) => {
          if (!signal.aborted) setState((s) => ({ ...s, pending: s.pending - 1, previous: { ...s.previous, [metric]: answer } }))
        }, fail)
    // the chart library is fetched beside the calls, not after them
    void loadCharts().catch(() => undefined)
    return () => controller.abort()
  }, [range, branch, compare, attempt])

  const choosePreset = (value: Preset) => {
    setPreset(value)
    if (value !== 'custom') setRange(presetRange(value, new Date()))
  }

  const data = state.data
  const previous = compare ? state.previous : undefined
  const bucket = data['page-views']?.bucket ?? 'day'

  // straight segments between the buckets; buckets still ahead (today's later hours) and buckets the previous period
  // lacks are gaps (null), not zeros
  const traffic = useMemo(() => {
    const uniqueVisitors = data['unique-visitors']
    const pageViews = data['page-views']
    if (!uniqueVisitors || !pageViews) return null
    const now = new Date()
    const visitors = chartValues(uniqueVisitors.series ?? [], uniqueVisitors, now)
    const views = chartValues(pageViews.series ?? [], pageViews, now)
    const prevVisitors = previous?.['unique-visitors']?.series ?? []
    return (uniqueVisitors.series ?? []).map((p, i) => ({
      label: formatBucket(p.bucket, bucket),
      Besucher: visitors[i] ?? null,
      Seitenaufrufe: views[i] ?? null,
      ...(previous ? { 'Besucher (Vorperiode)': prevVisitors[i]?.value ?? null } : {}),
    }))
  }, [data, previous, bucket])

  const sales = useMemo(() => {
    if (!data.revenue || !data.orders) return null
    const now = new Date()
    const revenue = chartValues(data.revenue.series ?? [], data.revenue, now)
    const orders = chartValues(data.orders.series ?? [], data.orders, now)
    const prevRevenue = previous?.revenue?.series ?? []
    const euros = (cents: number | null | undefined) => (cents === null || cents === undefined ? null : cents / 100)
    return (data.revenue.series ?? []).map((p, i) => ({
      label: formatBucket(p.bucket, bucket),
      Umsatz: euros(revenue[i]),
      Bestellungen: orders[i] ?? null,
      ...(previous ? { 'Umsatz (Vorperiode)': euros(prevRevenue[i]?.value) } : {}),
    }))
  }, [data, previous, bucket])

  // converting visitors over the range (conversion-funnel's steps): no step exceeds the visitors
  const funnel = useMemo(() => {
    const steps = data['conversion-funnel']?.steps
    if (!steps) return []
    const visitors = steps.visitors
    return [
      { step: 'Besucher', value: visitors },
      { step: 'In den Warenkorb', value: steps.addtocart },
      { step: 'Kasse begonnen', value: steps.initiatecheckout },
      { step: 'Bestellt', value: steps.placed },
      { step: 'Bezahlt', value: steps.paid },
    ].map((s) => ({ ...s, rate: visitors > 0 ? s.value / visitors : 0 }))
  }, [data])
  const withoutVisit = data['conversion-funnel']?.steps?.withoutVisit

  return (
    <div className="stx">
      <div className="stx-head">
        <h1>Statistik</h1>
        <div className="stx-controls">
          <label>
            Zeitraum
            <select value={preset} onChange={(e) => choosePreset(e.target.value as Preset)} aria-label="Zeitraum">
              {PRESETS.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </select>
          </label>
          <label>
            Von
            <input type="date" value={range.from} max={range.to} onChange={(e) => { setPreset('custom'); if (e.target.value) setRange((r) => ({ ...r, from: e.target.value })) }} aria-label="Von" />
          </label>
          <label>
            Bis
            <input type="date" value={range.to} min={range.from} onChange={(e) => { setPreset('custom'); if (e.target.value) setRange((r) => ({ ...r, to: e.target.value })) }} aria-label="Bis" />
          </label>
          <label>
            Filiale
            <select value={branch} onChange={(e) => setBranch(e.target.value)} aria-label="Filiale">
              {allBranches && <option value="">Alle Filialen</option>}
              {branches.map((b) => (
                <option key={b.id} value={String(b.id)}>
                  {b.name}
                </option>
              ))}
            </select>
          </label>
          <label className="stx-check">
            <input type="checkbox" checked={compare} onChange={(e) => setCompare(e.target.checked)} /> Mit Vorperiode vergleichen
          </label>
        </div>
      </div>

      {state.failed && (
        <div className="stx-error" role="alert">
          <p>
            <strong>{LOAD_ERROR}</strong> {state.message}
          </p>
          <button type="button" className="stx-button" onClick={() => setAttempt((n) => n + 1)}>
            Erneut versuchen
          </button>
        </div>
      )}
      {state.pending > 0 && !state.failed && (
        <p className="stx-loading" role="status" aria-live="polite">
          Statistik wird geladen …
        </p>
      )}

      <div className="stx-body" aria-busy={state.pending > 0}>
        <div className="stx-kpis">
          <Kpi testId="kpi-visitors" label="Besucher" value={data['unique-visitors']?.total} previous={previous?.['unique-visitors']?.total} format={formatCount} />
          <Kpi testId="kpi-pageviews" label="Seitenaufrufe" value={data['page-views']?.total} previous={previous?.['page-views']?.total} format={formatCount} />
          <Kpi testId="kpi-orders" label="Bestellungen" value={data.orders?.total} previous={previous?.orders?.total} format={formatCount} />
          <Kpi testId="kpi-revenue" label="Umsatz (brutto)" value={data.revenue?.total} previous={previous?.revenue?.total} format={formatCents} />
          <Kpi testId="kpi-canceled" label="Storniert/abgelehnt" value={data['canceled-orders']?.total} format={formatCount} />
        </div>

        <div className="stx-grid">
          <section className="stx-card stx-wide">
            <h2>Besucher und Seitenaufrufe</h2>
            <ChartSlot height={260} ready={traffic !== null}>
              <TrafficChart data={traffic ?? []} withPrevious={previous !== undefined} />
            </ChartSlot>
          </section>

          <section className="stx-card stx-wide">
            <h2>Umsatz und Bestellungen</h2>
            <ChartSlot height={260} ready={sales !== null}>
              <SalesChart data={sales ?? []} withPrevious={previous !== undefined} />
            </ChartSlot>
          </section>

          <section className="stx-card stx-wide" data-testid="funnel">
            <div className="stx-card-head">
              <h2>Conversion-Trichter</h2>
              <button
                type="button"
                className="stx-link"
                onClick={() =>
                  download(
                    'conversion.csv',
                    toCsv(['Schritt', 'Anzahl', 'Anteil der Besucher'], [
                      ...funnel.map((f) => [f.step, f.value, Math.round(f.rate * 1000) / 10]),
                      ...(withoutVisit?.placed ? [['Bestellungen ohne Besuchsdaten', withoutVisit.placed, '']] : []),
                    ]),
                  )
                }
              >
                CSV exportieren
              </button>
            </div>
            <div className="stx-funnel">
              <ChartSlot height={220} ready={data['conversion-funnel'] !== undefined}>
                <FunnelChart data={funnel} />
              </ChartSlot>
              <table className="stx-table">
                <tbody>
                  {funnel.map((f) => (
                    <tr key={f.step}>
                      <td>{f.step}</td>
                      <td className="num">{formatCount(f.value)}</td>
                      <td className="num">{formatPercent(f.rate)}</td>
                    </tr>
                  ))}
                  {withoutVisit !== undefined && withoutVisit.placed > 0 && (
                    <tr data-testid="funnel-without-visit-total">
                      <td>Bestellungen ohne Besuchsdaten</td>
                      <td className="num">{formatCount(withoutVisit.placed)}</td>
                      <td className="num">–</td>
                    </tr>
                  )}
                  <tr>
                    <td>Umsatz</td>
                    <td className="num" colSpan={2}>
                      {data.revenue ? formatCents(data.revenue.total) : LOADING}
                    </td>
                  </tr>
                </tbody>
              </table>
            </div>
          </section>

          {data['conversion-funnel'] ? (
            <HourlyFunnel rows={data['conversion-funnel'].rows ?? []} />
          ) : (
            <WaitingCard title="Conversion nach Tageszeit" testId="funnel-hours" wide />
          )}

          {data.revenue ? <TaxTable revenue={data.revenue} /> : <WaitingCard title="Umsatz nach Steuersatz" testId="tax-rates" />}
          <TopTable title="Beliebteste Seiten" rows={rowsOf(data.pages)} valueLabel="Aufrufe" file="seiten.csv" />
          <TopTable title="Verweisende Seiten" rows={rowsOf(data.referrers)} valueLabel="Besuche" file="verweise.csv" />
          <TopTable
            title="Beliebteste Artikel"
            rows={rowsOf(data['popular-items'])}
            valueLabel="Positionen"
            file="artikel.csv"
            extra={{ label: 'Umsatz', get: (r) => r.grossCents ?? 0, format: formatCents, csv: (n) => n / 100 }}
          />
          <TopTable title="Bestellungen nach Herkunft" rows={rowsOf(data['order-origins'])} valueLabel="Bestellungen" file="bestell-herkunft.csv" />
          <TopTable title="Umsatz nach Herkunft" rows={rowsOf(data['revenue-origins'])} valueLabel="Umsatz" format={formatCents} file="umsatz-herkunft.csv" />
          <TopTable title="Browser" rows={rowsOf(data.browsers)} valueLabel="App-Starts" file="browser.csv" />
          <TopTable title="Betriebssysteme" rows={rowsOf(data['operating-systems'])} valueLabel="App-Starts" file="betriebssysteme.csv" />
          <TopTable title="Geräte" rows={rowsOf(data.devices)} valueLabel="App-Starts" file="geraete.csv" />
        </div>
      </div>
    </div>
  )
}

/** A table's rows once its call has answered; undefined while it is on the way. */
const rowsOf = (answer: MetricAnswer | undefined): MetricRow[] | undefined => (answer ? (answer.rows ?? []) : undefined)
