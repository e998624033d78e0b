/**
 * Calls of the time-tracking screens to our /api through the one client (platform/client, session cookie). A 401
 * sends the browser to the login (BO §8); a failure's `message` holds every message of the refusal.
 */
import { ApiError, apiRequest } from '../../../platform/client'

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
  try {
    return await apiRequest<T>(`/api${path}`, {
      method,
      body,
      headers,
      fallback,
      unreachable: `${fallback} Bitte prüfen Sie die Verbindung.`,
      loginRedirect: loginRedirect ?? undefined,
    })
  } catch (error) {
    // these screens have no place per field: the whole refusal in one line
    if (error instanceof ApiError && error.errors.length > 1)
      throw new ApiError(error.status, [{ field: '', message: error.errors.map((e) => e.message).join(' ') }])
    throw error
  }
}
