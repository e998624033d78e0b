'use client'
/** The staff order view as its own chunk (platform/admin/lazyView.tsx), loaded when the view opens. */
import { lazyView } from '../../../../platform/admin/lazyView'

export const LazyStaffOrder = lazyView(() => import('./StaffOrder').then((module) => module.StaffOrder), 'Bestellung wird geladen …')
