/**
 * The board's calls to our /api through the one client (platform/client). Errors carry the server's first German
 * message, else the spec's fallback (BO §8).
 */
import { ApiError, apiPoll, apiRequest } from '../../../../platform/client'
import type { Polled } from '../../../../platform/client'

/** A failed board call (the client's ApiError): `message` is what the board shows. */
export { ApiError as BoardError }

/** BO §8 fallback messages of the order actions. */
export const FALLBACK = {
  cancel: 'Bestellung konnte nicht storniert werden.',
  status: 'Bestellstatus konnte nicht geändert werden.',
  payment: 'Zahlungsstatus konnte nicht überprüft werden.',
  print: 'Beleg konnte nicht gedruckt werden.',
  resend: 'Bestätigung konnte nicht versendet werden.',
  update: 'Bestellung konnte nicht aktualisiert werden.',
  load: 'Bestellungen konnten nicht geladen werden.',
} as const

/** Any 401 sends the browser to the login page, back to the board afterwards (BO §8). */
const LOGIN_REDIRECT = '/backend/orders-live'

export function apiCall<T>(method: 'GET' | 'POST' | 'PUT', path: string, fallback: string, body?: unknown): Promise<T> {
  return apiRequest<T>(`/api${path}`, { method, body, fallback, cache: 'no-store', loginRedirect: LOGIN_REDIRECT })
}

export type Poll<T, M> = Polled<T, M>

/** GET with If-None-Match. */
export function poll<T, M>(path: string, etag: string | null): Promise<Poll<T, M>> {
  return apiPoll<T, M>(`/api${path}`, etag, { fallback: FALLBACK.load, cache: 'no-store', loginRedirect: LOGIN_REDIRECT })
}
