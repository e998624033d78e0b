/**
 * Calls of the questionnaire site (SF §7): GET /custom/api/questionnaires/public/{publicHash} (SWR) and
 * POST /custom/api/questionnaire-submissions. Errors keep the server's German messages; without any, the
 * questionnaire's own fallback text of SF §8 is used.
 */
import useSWR from 'swr'

import { QUESTIONNAIRE_TEXTS } from '@domain'
import type { PublicQuestionnaire } from '@contracts'
import type { FieldError } from '@domain'
import { paths } from '../../../paths'

export type { PublicQuestionnaire }

/** A failed call: HTTP status (0 = no answer) and the server's `{ field, message }` list (possibly empty). */
export class QuestionnaireError extends Error {
  readonly status: number
  readonly errors: readonly FieldError[]

  constructor(status: number, errors: readonly FieldError[]) {
    super(errors[0]?.message ?? QUESTIONNAIRE_TEXTS.unknownError)
    this.name = 'QuestionnaireError'
    this.status = status
    this.errors = errors
  }
}

function fieldErrors(body: unknown): FieldError[] {
  const raw = body !== null && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined
  if (!Array.isArray(raw)) return []
  return raw.flatMap((entry: unknown) => {
    if (entry === null || typeof entry !== 'object') return []
    const { field, message } = entry as { field?: unknown; message?: unknown }
    return typeof message === 'string' && message.trim() !== '' ? [{ field: typeof field === 'string' ? field : '', message }] : []
  })
}

async function request<T>(url: string, init: RequestInit): Promise<T> {
  let response: Response
  try {
    response = await fetch(url, { ...init, credentials: 'same-origin', headers: { accept: 'application/json', ...init.headers } })
  } catch {
    throw new QuestionnaireError(0, [])
  }
  let body: unknown = null
  try {
    body = await response.json()
  } catch {
    body = null
  }
  if (!response.ok) throw new QuestionnaireError(response.status, fieldErrors(body))
  return (body as { data: T }).data
}

/** The SWR key of a questionnaire: its public URL. */
export const questionnaireKey = (publicHash: string): string => paths.api.publicQuestionnaire(publicHash)

export const fetchQuestionnaire = (url: string): Promise<PublicQuestionnaire> => request<PublicQuestionnaire>(url, { method: 'GET' })

/** Loads the questionnaire once (no refetch on focus: the visitor is filling it in); a 404 is not retried. */
export function useQuestionnaire(publicHash: string) {
  return useSWR<PublicQuestionnaire, QuestionnaireError>(questionnaireKey(publicHash), fetchQuestionnaire, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: (error) => error.status !== 404,
    errorRetryCount: 2,
  })
}

export function sendSubmission(body: unknown): Promise<unknown> {
  return request(paths.api.questionnaireSubmissions, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}
