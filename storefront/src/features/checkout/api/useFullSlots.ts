/**
 * The branch's full 15-minute slots for a delivery type (kitchen capacity, issue 33): GET /api/branches/:id/slots with
 * the cart's item count. Only asked when the branch limits that delivery type; refreshed every 30 s and on focus —
 * the server's count at submit decides (a slot taken meanwhile is refused with the next free time).
 */
import { useMemo } from 'react'
import useSWR from 'swr'

import { fetcher } from '../../../lib/api'

type FullSlotsAnswer = { readonly slotMinutes: number; readonly full: readonly string[] }

const NONE: readonly number[] = []

export function useFullSlots(branchId: string | number | null | undefined, deliveryType: string, items: number, limited: boolean): readonly number[] {
  const key =
    limited && branchId !== null && branchId !== undefined
      ? `/api/branches/${encodeURIComponent(String(branchId))}/slots?deliveryType=${encodeURIComponent(deliveryType)}&items=${Math.max(1, Math.ceil(items))}`
      : null
  const { data } = useSWR<FullSlotsAnswer>(key, fetcher, { refreshInterval: 30_000, revalidateOnFocus: true, keepPreviousData: true })
  // one array per answer: the picker's slots are recomputed only when the answer changes
  const full = data?.full
  return useMemo(() => (full === undefined || key === null ? NONE : full.map((iso) => Date.parse(iso))), [full, key])
}
