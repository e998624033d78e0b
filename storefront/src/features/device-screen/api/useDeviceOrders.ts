/**
 * The order list of a front-desk or back-office device (GET /api/orders/frontdesk|backoffice/:branchId/:apiKey,
 * modules/devices/order-lists.ts), polled every 5 s with If-None-Match: an unchanged list costs a 304 without a body.
 * A wrong key or branch (404) stops the polling; a lost connection keeps the last list and retries every 5 s.
 */
import useSWR from 'swr'

import type { BackofficeOrder, FrontdeskOrder } from '@contracts'

import { ApiError, apiPoll } from '../../../lib/api'
import { paths } from '../../../paths'
import type { DeviceScreenKind } from '../../../paths'

export const DEVICE_POLL_INTERVAL_MS = 5_000

/** The kitchen's cards are the back-office list's (the server's contract). */
export type KitchenOrder = BackofficeOrder
export type { FrontdeskOrder }

export type DeviceOrders = readonly (KitchenOrder | FrontdeskOrder)[]

const etags = new Map<string, { etag: string; data: DeviceOrders }>()

/** GET with If-None-Match; 304 → the last list. Network failure → ApiError status 0. */
export async function fetchDeviceOrders(url: string): Promise<DeviceOrders> {
  const known = etags.get(url)
  const answer = await apiPoll<DeviceOrders>(url, known?.etag ?? null, { credentials: 'omit', cache: 'no-store' })
  if (answer.status === 'unchanged') {
    if (known) return known.data
    throw new ApiError(304, [])
  }
  if (answer.etag !== null) etags.set(url, { etag: answer.etag, data: answer.data })
  return answer.data
}

/** A refused key: the list does not exist for this branch and key (404), or the caller is refused (401/403). */
export const isRefused = (error: unknown): boolean => error instanceof ApiError && [401, 403, 404].includes(error.status)

export function useDeviceOrders(kind: DeviceScreenKind, branchId: string, apiKey: string) {
  const key = paths.api.deviceOrders(kind, branchId, apiKey)
  return useSWR<DeviceOrders, ApiError>(key, fetchDeviceOrders, {
    refreshInterval: DEVICE_POLL_INTERVAL_MS,
    refreshWhenHidden: true,
    refreshWhenOffline: true,
    revalidateOnFocus: true,
    revalidateOnReconnect: true,
    dedupingInterval: 1_000,
    // SWR pauses the interval while an error is set: retry every 5 s ourselves, except for a refused key
    onErrorRetry: (error, _key, _config, revalidate) => {
      if (isRefused(error)) return
      window.setTimeout(() => void revalidate({ retryCount: 0 }), DEVICE_POLL_INTERVAL_MS)
    },
  })
}
