/**
 * The storefront's API calls: the one client (platform/client: `{ data }` answers, German `{ errors }`), the SWR
 * fetcher and the initial load.
 */
import { apiRequest } from '@client'

export { ApiError, apiPoll, apiRequest } from '@client'
export type { RequestOptions } from '@client'

/** The SWR fetcher for GET keys. */
export const fetcher = <T,>(url: string): Promise<T> => apiRequest<T>(url)

export interface InitEntry {
  readonly url: string
  readonly data: unknown
}

/** The id of the data block in which the server puts the anonymous /api/init answer (modules/storefront/shell.ts). */
export const INIT_BLOCK_ID = 'tresen-init'

/** The initial load from the page's data block (read once, then removed), else null. */
export function takeInlineInit(): InitEntry[] | null {
  if (typeof document === 'undefined') return null
  const block = document.getElementById(INIT_BLOCK_ID)
  if (block === null) return null
  block.remove()
  try {
    const parsed = JSON.parse(block.textContent ?? '') as { data?: unknown }
    return Array.isArray(parsed.data) ? (parsed.data as InitEntry[]) : null
  } catch {
    return null
  }
}

/** GET /api/init — on the first call the answer the server put into the page, when there is one. */
export function loadInit(): Promise<InitEntry[]> {
  const inline = takeInlineInit()
  if (inline !== null) return Promise.resolve(inline)
  return apiRequest<InitEntry[]>('/api/init')
}

/** A random UUID (crypto.randomUUID where available). */
export function uuid(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (char) => {
    const random = Math.floor(Math.random() * 16)
    return (char === 'x' ? random : (random & 0x3) | 0x8).toString(16)
  })
}
