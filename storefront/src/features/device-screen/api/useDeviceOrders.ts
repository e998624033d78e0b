/**
 * The order list of a front-desk or back-office device (GET /api/orders/frontdesk|backoffice/:branchId/:apiKey,
 * server/order-admin/devices.ts), polled every 5 s with If-None-Match: an unchanged list costs a 304 without a body.
 * A wrong key or branch (404) stops the polling; a lost connection keeps the last list and retries every 5 s.
 */
import useSWR from 'swr'

import type { BackofficeOrder, FrontdeskOrder } from '@contracts'

import { ApiError } from '../../../lib/api'
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
  let response: Response
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...(known ? { 'if-none-match': known.etag } : {}) },
      credentials: 'omit',
      cache: 'no-store',
    })
  } catch {
    throw new ApiError(0, [])
  }
  if (response.status === 304 && known) return known.data
  if (!response.ok) throw new ApiError(response.status, [])
  const body = (await response.json()) as { data: DeviceOrders }
  const etag = response.headers.get('etag')
  if (etag !== null) etags.set(url, { etag, data: body.data })
  return body.data
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
