'use client'
/**
 * Codes stored as text (order history actions and states, payment status, calculation model) shown by their
 * German names. The names come in as clientProps from the field config (collections/fields/codeLabels.ts);
 * unknown codes are shown as they are. Display only — the stored codes stay what the operations write.
 */
import { FieldLabel, useField, useRowLabel } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'

import { formatDateTime } from '../../domain'

type Labels = Readonly<Record<string, string>>

export const codeLabel = (labels: Labels, code: unknown): string =>
  typeof code === 'string' && code !== '' ? (labels[code] ?? code) : '–'

/** A read-only code field shown by its German name. */
export const CodeLabelField = ({ field, path: pathFromProps, labels }: TextFieldClientProps & { labels: Labels }) => {
  const { path, value } = useField<string | null>({ potentiallyStalePath: pathFromProps })
  const inputId = `field-${path.replace(/\./g, '__')}`
  return (
    <div className="field-type text read-only">
      <FieldLabel htmlFor={inputId} label={field.label} path={path} />
      <div className="field-type__wrap">
        <input id={inputId} type="text" readOnly disabled value={codeLabel(labels, value)} />
      </div>
    </div>
  )
}

/** Row label of a history entry: '23.11.2026 16:35 · Bestätigt' instead of 'History 01'. */
export const HistoryRowLabel = ({ labels }: { labels: Labels }) => {
  const { data, rowNumber } = useRowLabel<{ at?: string | null; action?: string | null }>()
  const when = data?.at ? formatDateTime(new Date(data.at)) : `Eintrag ${(rowNumber ?? 0) + 1}`
  return <span>{`${when} · ${codeLabel(labels, data?.action)}`}</span>
}
