/**
 * Best-effort failure records for the order side effects: console + a row in `logs` (admins read them).
 * Never throws.
 */
import type { Payload } from 'payload'

export async function logFailure(payload: Payload, channel: string, message: string, error?: unknown, context: Record<string, unknown> = {}): Promise<void> {
  const detail = error instanceof Error ? error.message : error === undefined ? undefined : String(error)
  console.error(`[${channel}] ${message}`, error ?? '')
  try {
    await payload.create({
      collection: 'logs',
      data: { level: 'error', channel, message: detail ? `${message}: ${detail}` : message, context },
      // Deliberately overrideAccess: a system log row (logs are written only by the server).
      overrideAccess: true,
    })
  } catch (logError) {
    console.error(`[${channel}] could not write the log row`, logError)
  }
}

export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 500)
