import { ApiError, toApiError } from '../../platform/api/errors'

/**
 * Runs a time-tracking operation; a refused call answers with the BO §8 message first and the reason after it
 * (`{ errors: [{ field: null, message: 'Aktivität konnte nicht gestartet werden.' }, { field, message: reason }] }`).
 */
export async function withMessage<T>(message: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (error) {
    const apiError = toApiError(error)
    if (apiError.status >= 500) throw error
    const reasons = apiError.errors.filter((e) => e.message !== message)
    throw new ApiError(apiError.status, [{ field: null, message }, ...reasons], apiError.headers)
  }
}
