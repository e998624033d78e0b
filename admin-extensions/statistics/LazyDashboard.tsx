'use client'
/**
 * The dashboard as its own chunk: recharts (≈ 100 KB gzip) is loaded when the statistics view opens, not with every
 * admin page (Payload's admin is one Next route, so a component imported directly by a view lands in the chunk that
 * every edit view loads).
 */
import { lazy, Suspense } from 'react'
import type { ComponentProps } from 'react'

import type { StatisticsDashboard as Dashboard } from './Dashboard'

const StatisticsDashboard = lazy(() => import('./Dashboard').then((module) => ({ default: module.StatisticsDashboard })))

export function LazyStatisticsDashboard(props: ComponentProps<typeof Dashboard>) {
  return (
    <Suspense
      fallback={
        <p className="stx-loading" role="status">
          Statistik wird geladen …
        </p>
      }
    >
      <StatisticsDashboard {...props} />
    </Suspense>
  )
}
