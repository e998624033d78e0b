import useSWR from 'swr'

import { ORDER_POLL_INTERVAL_MS, shouldStopPolling } from '@domain'
import { ApiError, apiRequest } from '../../../lib/api'
import type { PublicOrder } from '../../../lib/types'
import { paths } from '../../../paths'

const etags = new Map<string, { etag: string; data: PublicOrder }>()

/** GET with If-None-Match: a 304 answers with the last known order. */
export async function fetchOrder(url: string): Promise<PublicOrder> {
  const known = etags.get(url)
  const response = await fetch(url, { headers: { accept: 'application/json', ...(known ? { 'if-none-match': known.etag } : {}) }, credentials: 'same-origin' })
  if (response.status === 304 && known) return known.data
  if (!response.ok) {
    let errors: { field: string; message: string }[] = []
    try {
      const body = (await response.json()) as { errors?: { field: string; message: string }[] }
      errors = body.errors ?? []
    } catch {
      /* no body */
    }
    throw new ApiError(response.status, errors)
  }
  const body = (await response.json()) as { data: PublicOrder }
  const etag = response.headers.get('etag')
  if (etag !== null) etags.set(url, { etag, data: body.data })
  return body.data
}

/** Polls every 10 s and stops once the order is completed, rejected, canceled or failed (SF §4). */
export function useOrder(uid: string, hash: string) {
  const key = paths.api.order(uid, hash)
  return useSWR<PublicOrder, ApiError>(key, fetchOrder, {
    refreshInterval: (data) => (data !== undefined && shouldStopPolling(data) ? 0 : ORDER_POLL_INTERVAL_MS),
    revalidateOnFocus: false,
    revalidateIfStale: true,
    shouldRetryOnError: (error) => error.status !== 404,
    errorRetryInterval: ORDER_POLL_INTERVAL_MS,
  })
}

export function respondCounterAppointment(uid: string, hash: string, response: 'confirm' | 'reject'): Promise<unknown> {
  return apiRequest(response === 'confirm' ? paths.api.confirmCounter(uid, hash) : paths.api.rejectCounter(uid, hash), { method: 'POST', body: {} })
}

export interface ReviewBody {
  readonly rating: number
  readonly foodRating: number
  readonly serviceRating: number
  readonly processRating: number
  readonly comment: string
}

export function sendReview(uid: string, hash: string, review: ReviewBody): Promise<unknown> {
  return apiRequest(paths.api.questionnaire(uid, hash), { method: 'POST', body: review })
}
