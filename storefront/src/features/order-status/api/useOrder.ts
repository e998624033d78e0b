import useSWR from 'swr'

import { ORDER_POLL_INTERVAL_MS, shouldStopPolling } from '@domain'
import { ApiError, apiPoll, apiRequest } from '../../../lib/api'
import type { PublicOrder } from '../../../lib/types'
import { paths } from '../../../paths'

const etags = new Map<string, { etag: string; data: PublicOrder }>()

/** GET with If-None-Match: a 304 answers with the last known order. */
export async function fetchOrder(url: string): Promise<PublicOrder> {
  const known = etags.get(url)
  const answer = await apiPoll<PublicOrder>(url, known?.etag ?? null)
  if (answer.status === 'unchanged') {
    if (known) return known.data
    throw new ApiError(304, [])
  }
  if (answer.etag !== null) etags.set(url, { etag: answer.etag, data: answer.data })
  return answer.data
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
