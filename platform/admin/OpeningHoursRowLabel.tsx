'use client'
import { useRowLabel } from '@payloadcms/ui'

const TYPES: Record<string, string> = {
  daily: 'Täglich',
  monday: 'Montag',
  tuesday: 'Dienstag',
  wednesday: 'Mittwoch',
  thursday: 'Donnerstag',
  friday: 'Freitag',
  saturday: 'Samstag',
  sunday: 'Sonntag',
  once: 'Einmalig',
}

type Rule = { type?: string; date?: string; isClosed?: boolean; from?: string; to?: string }

export const OpeningHoursRowLabel = () => {
  const { data, rowNumber } = useRowLabel<Rule>()
  const type = TYPES[data?.type ?? ''] ?? 'Regel'
  const date = data?.type === 'once' && data.date ? ` ${data.date}` : ''
  const time = data?.isClosed ? 'geschlossen' : `${data?.from ?? '?'}–${data?.to ?? '?'}`
  return <span>{`${(rowNumber ?? 0) + 1}. ${type}${date}: ${time}`}</span>
}
