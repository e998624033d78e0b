/** Pure helpers of the statistics dashboard: ranges, German number/date formats, CSV. */

export type Preset = 'today' | 'yesterday' | '7' | '30' | '90' | 'year' | 'custom'

export const PRESETS: { value: Preset; label: string }[] = [
  { value: 'today', label: 'Heute' },
  { value: 'yesterday', label: 'Gestern' },
  { value: '7', label: 'Letzte 7 Tage' },
  { value: '30', label: 'Letzte 30 Tage' },
  { value: '90', label: 'Letzte 90 Tage' },
  { value: 'year', label: 'Dieses Jahr' },
  { value: 'custom', label: 'Benutzerdefiniert' },
]

const pad = (n: number) => String(n).padStart(2, '0')
/** A local calendar date as YYYY-MM-DD. */
export const isoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
const parse = (s: string) => {
  const [y, m, d] = s.split('-').map(Number)
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1)
}
const addDays = (s: string, days: number) => {
  const d = parse(s)
  d.setDate(d.getDate() + days)
  return isoDate(d)
}

/** The inclusive local date range of a preset on `today`. */
export function presetRange(preset: Preset, today: Date): { from: string; to: string } {
  const t = isoDate(today)
  switch (preset) {
    case 'today':
      return { from: t, to: t }
    case 'yesterday':
      return { from: addDays(t, -1), to: addDays(t, -1) }
    case 'year':
      return { from: `${today.getFullYear()}-01-01`, to: t }
    case '7':
    case '30':
    case '90':
      return { from: addDays(t, -(Number(preset) - 1)), to: t }
    default:
      return { from: addDays(t, -29), to: t }
  }
}

/** The period of the same length right before (for the comparison). */
export function previousRange(range: { from: string; to: string }): { from: string; to: string } {
  const days = Math.round((parse(range.to).getTime() - parse(range.from).getTime()) / 86_400_000) + 1
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) }
}

const integer = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 })
const euros = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })
const percent = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 1 })

export const formatCount = (n: number) => integer.format(n)
export const formatCents = (cents: number) => euros.format(cents / 100)
export const formatPercent = (ratio: number) => percent.format(ratio)
export const formatMinutes = (minutes: number) => `${Math.floor(minutes / 60)}:${pad(Math.abs(minutes) % 60)} h`

/** The change against the previous period ('+12,5 %', '–', or 'neu'). */
export function formatChange(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? '±0 %' : 'neu'
  const change = (current - previous) / previous
  return `${change > 0 ? '+' : change < 0 ? '−' : '±'}${percent.format(Math.abs(change))}`
}

/** A bucket label in German: '29.03.2026', '29.03. 14:00', 'KW ab 23.03.', '03/2026'. */
export function formatBucket(bucket: string, kind: string): string {
  if (kind === 'month') return `${bucket.slice(5, 7)}/${bucket.slice(0, 4)}`
  const date = `${bucket.slice(8, 10)}.${bucket.slice(5, 7)}.`
  if (kind === 'hour') return `${date} ${bucket.slice(11, 16)}`
  if (kind === 'week') return `Woche ab ${date}`
  return `${date}${bucket.slice(0, 4)}`
}

/**
 * The label of the bucket holding `now` in the answer's time zone, in the server's label format
 * (`YYYY-MM-DDTHH:00`, `YYYY-MM-DD`, `YYYY-MM`): buckets whose label sorts after it have not begun.
 */
export function bucketLabelAt(now: Date, timeZone: string, kind: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  )
  const day = `${parts.year}-${parts.month}-${parts.day}`
  if (kind === 'hour') return `${day}T${parts.hour}:00`
  if (kind === 'month') return day.slice(0, 7)
  return day
}

/**
 * A series for a chart: the value of every bucket that has begun, null (a gap, not a drawn zero) for those still
 * ahead — the server zero-fills every bucket of the range, also today's later hours.
 */
export function chartValues(series: { bucket: string; value: number }[], answer: { timeZone: string; bucket: string }, now: Date): (number | null)[] {
  const current = bucketLabelAt(now, answer.timeZone, answer.bucket)
  // a week's label is its Monday: it has begun when that day has
  return series.map((p) => (p.bucket > current ? null : p.value))
}

/** CSV for Excel in German locales: ';' separated, quoted text, UTF-8 BOM. */
export function toCsv(header: string[], rows: (string | number)[][]): string {
  const cell = (v: string | number) => (typeof v === 'number' ? String(v).replace('.', ',') : `"${v.replace(/"/g, '""')}"`)
  return '\uFEFF' + [header.map(cell), ...rows.map((r) => r.map(cell))].map((r) => r.join(';')).join('\r\n') + '\r\n'
}
