'use client'
/** The time-tracking views and their CSS as their own chunks: loaded when their view opens (components/lazyView.tsx). */
import { lazyView } from '../../../platform/admin/lazyView'

export const LazyTimeClock = lazyView(() => import('./TimeClock').then((module) => module.TimeClock), 'Stempeluhr wird geladen …')
export const LazyTimeAccounts = lazyView(() => import('./TimeAccounts').then((module) => module.TimeAccounts), 'Zeitkonten werden geladen …')
export const LazyTerminal = lazyView(() => import('./Terminal').then((module) => module.Terminal), 'Terminal wird geladen …')
