'use client'
/**
 * Codes stored as text shown by their German names: the order history's actions and states from the domain's tables
 * (domain/order-labels.ts, the ready state by the order's delivery type), other codes by the `labels` of the field
 * config. Unknown codes are shown as they are. Display only — the stored codes stay what the operations write.
 */
import { FieldLabel, useField, useFormFields, useRowLabel } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'

import { formatDateTime, orderDeliveryType, orderHistoryLabel, orderStateLabel } from '../../domain'
import type { DeliveryType } from '../../domain'

type Labels = Readonly<Record<string, string>>

/** Which vocabulary a code field speaks: the order's history actions or its states, else its own `labels`. */
export type CodeVocabulary = 'history' | 'state'

export const codeLabel = (labels: Labels, code: unknown): string =>
  typeof code === 'string' && code !== '' ? (labels[code] ?? code) : '–'

const vocabularyLabel = (codes: CodeVocabulary, code: unknown, deliveryType: DeliveryType): string => {
  if (typeof code !== 'string' || code === '') return '–'
  return codes === 'history' ? orderHistoryLabel(code, deliveryType) : orderStateLabel(code, deliveryType)
}

/** The delivery type of the order being edited (its stored type, else its flags). */
const useOrderDeliveryType = (): DeliveryType =>
  useFormFields(([fields]) =>
    orderDeliveryType({
      deliveryType: fields.deliveryType?.value as string | null | undefined,
      isDelivery: fields.isDelivery?.value === true,
      isDineIn: fields.isDineIn?.value === true,
    }),
  )

/** A read-only code field shown by its German name. */
export const CodeLabelField = ({
  field,
  path: pathFromProps,
  labels,
  codes,
}: TextFieldClientProps & { labels?: Labels; codes?: CodeVocabulary }) => {
  const { path, value } = useField<string | null>({ potentiallyStalePath: pathFromProps })
  const deliveryType = useOrderDeliveryType()
  const inputId = `field-${path.replace(/\./g, '__')}`
  const text = codes ? vocabularyLabel(codes, value, deliveryType) : codeLabel(labels ?? {}, value)
  return (
    <div className="field-type text read-only">
      <FieldLabel htmlFor={inputId} label={field.label} path={path} />
      <div className="field-type__wrap">
        <input id={inputId} type="text" readOnly disabled value={text} />
      </div>
    </div>
  )
}

/** Row label of a history entry: '23.11.2026 16:35 · Bestätigt' instead of 'History 01'. */
export const HistoryRowLabel = () => {
  const { data, rowNumber } = useRowLabel<{ at?: string | null; action?: string | null }>()
  const deliveryType = useOrderDeliveryType()
  const when = data?.at ? formatDateTime(new Date(data.at)) : `Eintrag ${(rowNumber ?? 0) + 1}`
  return <span>{`${when} · ${vocabularyLabel('history', data?.action, deliveryType)}`}</span>
}
