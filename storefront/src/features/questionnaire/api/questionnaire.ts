/**
 * Calls of the questionnaire site (SF §7): GET /custom/api/questionnaires/public/{publicHash} (SWR) and
 * POST /custom/api/questionnaire-submissions. Errors keep the server's German messages; without any, the
 * questionnaire's own fallback text of SF §8 is used.
 */
import useSWR from 'swr'

import { apiRequest } from '@client'
import type { ApiError, RequestOptions } from '@client'
import { QUESTIONNAIRE_TEXTS } from '@domain'
import type { PublicQuestionnaire } from '@contracts'
import { paths } from '../../../paths'

export type { PublicQuestionnaire }

/** The one client, with the questionnaire's own fallback text of SF §8 when the server sends no message. */
const request = <T,>(url: string, options: RequestOptions): Promise<T> =>
  apiRequest<T>(url, { ...options, fallback: QUESTIONNAIRE_TEXTS.unknownError })

/** The SWR key of a questionnaire: its public URL. */
export const questionnaireKey = (publicHash: string): string => paths.api.publicQuestionnaire(publicHash)

export const fetchQuestionnaire = (url: string): Promise<PublicQuestionnaire> => request<PublicQuestionnaire>(url, {})

/** Loads the questionnaire once (no refetch on focus: the visitor is filling it in); a 404 is not retried. */
export function useQuestionnaire(publicHash: string) {
  return useSWR<PublicQuestionnaire, ApiError>(questionnaireKey(publicHash), fetchQuestionnaire, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: (error) => error.status !== 404,
    errorRetryCount: 2,
  })
}

export function sendSubmission(body: unknown): Promise<unknown> {
  return request(paths.api.questionnaireSubmissions, { method: 'POST', body })
}
