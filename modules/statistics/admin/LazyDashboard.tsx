'use client'
/**
 * The dashboard as its own chunk, loaded when the statistics view opens, not with every admin page
 * (platform/admin/lazyView.tsx). The chart library (./Charts, recharts ≈ 100 KB gzip) is a chunk of its own, requested
 * here at the same time: the dashboard's calls start as soon as its small chunk is there, not after recharts.
 */
import { lazyView } from '../../../platform/admin/lazyView'

export const LazyStatisticsDashboard = lazyView(() => {
  void import('./Charts').catch(() => undefined)
  return import('./Dashboard').then((module) => module.StatisticsDashboard)
}, 'Statistik wird geladen …')
