'use client'
import { useRowLabel } from '@payloadcms/ui'

/** Row label for arrays whose rows have a `name` or `area` or `label` field. */
export const NameRowLabel = () => {
  const { data, rowNumber } = useRowLabel<{
    name?: string
    area?: string
    label?: string
    question?: string
    value?: { question?: string }
  }>()
  const text = data?.name || data?.area || data?.label || data?.question || data?.value?.question || 'Eintrag'
  return <span>{`${(rowNumber ?? 0) + 1}. ${text}`}</span>
}
