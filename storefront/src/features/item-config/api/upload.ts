import type { PublicUpload } from '@contracts'
import { isUploadAccepted } from '@domain'
import type { PartType } from '@domain'
import { ApiError, apiRequest } from '../../../lib/api'
import { paths } from '../../../paths'

export type UploadResult = PublicUpload

/** SF §8 upload failure (decision: the wording of the alert). */
export const UPLOAD_FAILED_MESSAGE =
  'Die Datei konnte leider nicht verarbeitet werden. Möglicherweise ist sie zu groß oder hat ein unbekanntes Format.'

/**
 * What the customer reads when an upload failed: for a 429 (the address's daily upload quota, or the rate limit) the
 * server's German message — it says what happened and when to try again, not that the file was too large —, else the
 * SF §8 alert.
 */
export function uploadFailureMessage(error: unknown): string {
  const message = error instanceof ApiError && error.status === 429 ? error.errors[0]?.message : undefined
  return message !== undefined && message.trim() !== '' ? message : UPLOAD_FAILED_MESSAGE
}

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('read')))
    reader.onerror = () => reject(reader.error ?? new Error('read'))
    reader.readAsDataURL(file)
  })
}

function extensionOf(name: string): string {
  return /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? ''
}

/** Checks the file against the part's accepted types, then POST /api/uploads/public. Throws on failure. */
export async function uploadFile(file: File, partType: PartType): Promise<UploadResult> {
  if (!isUploadAccepted({ extension: extensionOf(file.name), mimeType: file.type || 'application/octet-stream' }, partType)) {
    throw new Error(UPLOAD_FAILED_MESSAGE)
  }
  const dataUrl = await readAsDataUrl(file)
  return apiRequest<UploadResult>(paths.api.uploads, { method: 'POST', body: { dataUrl, name: file.name, partType } })
}

export function uploadUrl(upload: Pick<UploadResult, 'id' | 'version' | 'extension' | 'publicHash'>): string {
  return `/upload/${upload.publicHash}/${upload.id}-${upload.version}.${upload.extension}`
}
