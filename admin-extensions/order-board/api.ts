/** The board's calls to our /api. Errors carry the server's first German message, else the spec's fallback (BO §8). */
export class BoardError extends Error {
  readonly status: number
  constructor(status: number, message: string) {
    super(message)
    this.status = status
  }
}

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

export const LOGIN_URL = '/backend/login?redirect=%2Fbackend%2Forders-live'

async function firstMessage(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { errors?: { message?: string }[] }
    const message = body.errors?.[0]?.message
    return typeof message === 'string' && message.trim() !== '' ? message : null
  } catch {
    return null
  }
}

/** Any 401 sends the browser to the login page (BO §8). */
function toLogin(): never {
  window.location.assign(LOGIN_URL)
  throw new BoardError(401, 'Bitte melden Sie sich an.')
}

export async function apiCall<T>(method: 'GET' | 'POST' | 'PUT', path: string, fallback: string, body?: unknown): Promise<T> {
  let response: Response
  try {
    response = await fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    throw new BoardError(0, fallback)
  }
  if (response.status === 401) toLogin()
  if (!response.ok) throw new BoardError(response.status, (await firstMessage(response)) ?? fallback)
  const json = (await response.json()) as { data: T }
  return json.data
}

export type Poll<T, M> = { status: 'modified'; data: T; meta: M; etag: string | null } | { status: 'unchanged' }

/** GET with If-None-Match. */
export async function poll<T, M>(path: string, etag: string | null): Promise<Poll<T, M>> {
  let response: Response
  try {
    response = await fetch(`/api${path}`, {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: etag ? { 'if-none-match': etag } : {},
    })
  } catch {
    throw new BoardError(0, FALLBACK.load)
  }
  if (response.status === 304) return { status: 'unchanged' }
  if (response.status === 401) toLogin()
  if (!response.ok) throw new BoardError(response.status, (await firstMessage(response)) ?? FALLBACK.load)
  const json = (await response.json()) as { data: T; meta: M }
  return { status: 'modified', data: json.data, meta: json.meta, etag: response.headers.get('etag') }
}
