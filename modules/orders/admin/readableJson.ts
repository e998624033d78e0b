/** German text lines of an order's JSON snapshots (shown by ReadableJsonField). */
import { formatMoney, formatTaxRate } from '../../../domain'

type Part = { name?: string; value?: string | null; values?: string[] | null; uploads?: unknown[] | null }

export function readableLines(kind: 'taxes' | 'parts', value: unknown): string[] {
  if (kind === 'taxes') {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return []
    return Object.entries(value as Record<string, unknown>)
      .filter(([, cents]) => typeof cents === 'number')
      .map(([rate, cents]) => `${formatTaxRate(Number(rate))}: ${formatMoney(cents as number)}`)
  }
  if (!Array.isArray(value)) return []
  return (value as (Part | null)[]).flatMap((part) => {
    if (!part || typeof part !== 'object') return []
    const uploads = Array.isArray(part.uploads) ? part.uploads.length : 0
    const text =
      uploads > 0 ? `${uploads} ${uploads === 1 ? 'Datei' : 'Dateien'}` : part.values && part.values.length > 0 ? part.values.join(', ') : (part.value ?? '')
    if (text === '') return []
    return [part.name ? `${part.name}: ${text}` : text]
  })
}
