'use client'
/**
 * The dashboard as its own chunk: recharts (≈ 100 KB gzip) is loaded when the statistics view opens, not with every
 * admin page (components/lazyView.tsx).
 */
import { lazyView } from '../../../platform/admin/lazyView'

export const LazyStatisticsDashboard = lazyView(
  () => import('./Dashboard').then((module) => module.StatisticsDashboard),
  'Statistik wird geladen …',
)
