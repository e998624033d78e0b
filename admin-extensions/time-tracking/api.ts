/** Calls of the time-tracking screens to our /api (session cookie). A 401 sends the browser to the login (BO §8). */
export class TimeError extends Error {
  readonly status: number
  constructor(status: number, message: string) {
    super(message)
    this.status = status
  }
}

/**
 * `loginRedirect` null: a 401 is shown, not redirected (the shared terminal has no back-office login).
 * `headers`: the terminal's X-Username / X-Access-Token.
 */
export async function ttCall<T>(
  method: 'GET' | 'POST',
  path: string,
  fallback: string,
  loginRedirect: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  let response: Response
  try {
    response = await fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    throw new TimeError(0, `${fallback} Bitte prüfen Sie die Verbindung.`)
  }
  if (response.status === 401 && loginRedirect !== null) {
    window.location.assign(`/backend/login?redirect=${encodeURIComponent(loginRedirect)}`)
    throw new TimeError(401, 'Bitte melden Sie sich an.')
  }
  const json = (await response.json().catch(() => ({}))) as { data?: T; errors?: { message?: string }[] }
  if (!response.ok || json.data === undefined) {
    const text = (json.errors ?? [])
      .map((e) => e.message)
      .filter(Boolean)
      .join(' ')
    throw new TimeError(response.status, text || fallback)
  }
  return json.data
}
