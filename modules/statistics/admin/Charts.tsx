'use client'
/**
 * The dashboard's charts (recharts, ≈ 100 KB gzip) as their own chunk: the dashboard's numbers and tables render as
 * each call answers, without waiting for the chart library (issue 35: the first number waited for this chunk, and the
 * calls only started after it had loaded). Straight segments, gaps (null) where there is no data.
 */
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'

import { formatCents, formatCount, formatPercent } from './format'

type Point = Record<string, string | number | null>

export function TrafficChart({ data, withPrevious }: { data: Point[]; withPrevious: boolean }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <AreaChart data={data} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--theme-elevation-150)" />
        <XAxis dataKey="label" tick={{ fontSize: 11 }} minTickGap={24} />
        <YAxis allowDecimals={false} tick={{ fontSize: 11 }} tickFormatter={(v: number) => formatCount(v)} />
        <Tooltip formatter={(v) => formatCount(Number(v))} />
        <Legend />
        <Area type="linear" dataKey="Seitenaufrufe" stroke="#7c8db5" fill="#7c8db5" fillOpacity={0.15} connectNulls={false} isAnimationActive={false} />
        <Area type="linear" dataKey="Besucher" stroke="#2f6fde" fill="#2f6fde" fillOpacity={0.3} connectNulls={false} isAnimationActive={false} />
        {withPrevious && <Area type="linear" dataKey="Besucher (Vorperiode)" stroke="#999" strokeDasharray="5 4" fill="none" connectNulls={false} isAnimationActive={false} />}
      </AreaChart>
    </ResponsiveContainer>
  )
}

export function SalesChart({ data, withPrevious }: { data: Point[]; withPrevious: boolean }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <LineChart data={data} margin={{ top: 8, right: 16, left: 8, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--theme-elevation-150)" />
        <XAxis dataKey="label" tick={{ fontSize: 11 }} minTickGap={24} />
        <YAxis yAxisId="eur" tick={{ fontSize: 11 }} tickFormatter={(v: number) => formatCents(v * 100)} width={80} />
        <YAxis yAxisId="n" orientation="right" allowDecimals={false} tick={{ fontSize: 11 }} />
        <Tooltip formatter={(v, name) => (String(name).startsWith('Umsatz') ? formatCents(Number(v) * 100) : formatCount(Number(v)))} />
        <Legend />
        <Line yAxisId="eur" type="linear" dataKey="Umsatz" stroke="#1f9d55" dot={false} connectNulls={false} isAnimationActive={false} />
        {withPrevious && <Line yAxisId="eur" type="linear" dataKey="Umsatz (Vorperiode)" stroke="#999" strokeDasharray="5 4" dot={false} connectNulls={false} isAnimationActive={false} />}
        <Line yAxisId="n" type="linear" dataKey="Bestellungen" stroke="#d97706" dot={false} connectNulls={false} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  )
}

export function FunnelChart({ data }: { data: { step: string; value: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <BarChart data={data} layout="vertical" margin={{ top: 4, right: 24, left: 24, bottom: 4 }}>
        <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11 }} />
        <YAxis type="category" dataKey="step" width={130} tick={{ fontSize: 12 }} />
        <Tooltip formatter={(v) => formatCount(Number(v))} />
        <Bar dataKey="value" name="Anzahl" fill="#2f6fde" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  )
}

export function HourChart({ data }: { data: Point[] }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <ComposedChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--theme-elevation-150)" />
        <XAxis dataKey="label" tick={{ fontSize: 11 }} interval={2} />
        <YAxis yAxisId="n" allowDecimals={false} tick={{ fontSize: 11 }} tickFormatter={(v: number) => formatCount(v)} />
        <YAxis yAxisId="p" orientation="right" tick={{ fontSize: 11 }} tickFormatter={(v: number) => `${formatCount(v)} %`} />
        <Tooltip formatter={(v, name) => (name === 'Conversion' ? formatPercent(Number(v) / 100) : formatCount(Number(v)))} />
        <Legend />
        <Bar yAxisId="n" dataKey="Besucher" fill="#2f6fde" isAnimationActive={false} />
        <Bar yAxisId="n" dataKey="Bestellt" fill="#d97706" isAnimationActive={false} />
        <Line yAxisId="p" type="linear" dataKey="Conversion" stroke="#1f9d55" dot={{ r: 2 }} connectNulls={false} isAnimationActive={false} />
      </ComposedChart>
    </ResponsiveContainer>
  )
}
