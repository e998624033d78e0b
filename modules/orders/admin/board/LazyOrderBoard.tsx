'use client'
/** The order board and its CSS as their own chunk: loaded when „Bestellungen live“ opens (components/lazyView.tsx). */
import { lazyView } from '../../../../platform/admin/lazyView'

export const LazyOrderBoard = lazyView(() => import('./OrderBoard').then((module) => module.OrderBoard), 'Bestellungen werden geladen …')
