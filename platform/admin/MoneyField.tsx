'use client'
/**
 * Money in the back office: stored as integer cents (platform/fields/money.ts), shown and typed in euros
 * ("4,90 €"). The form keeps cents; text that is not an amount is kept as typed so the field's validation
 * refuses to save it (German message) instead of guessing.
 */
import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { DefaultCellComponentProps, NumberFieldClientComponent } from 'payload'
import { useEffect, useState } from 'react'

import { formatCentsAmount, formatMoney, parseEuroAmount } from '../../domain'

const display = (value: unknown): string => (typeof value === 'number' && Number.isFinite(value) ? formatCentsAmount(value) : '')

export const MoneyField: NumberFieldClientComponent = ({ field, path: pathFromProps, readOnly }) => {
  const { path, value, setValue, showError, disabled } = useField<number | string | null>({ potentiallyStalePath: pathFromProps })
  const [text, setText] = useState(() => (typeof value === 'string' ? value : display(value)))
  const [focused, setFocused] = useState(false)

  // follow values set from outside (reset, load) while the user is not typing
  useEffect(() => {
    if (!focused) setText(typeof value === 'string' ? value : display(value))
  }, [value, focused])

  const onChange = (next: string) => {
    setText(next)
    const trimmed = next.trim()
    if (trimmed === '') return setValue(null)
    const cents = parseEuroAmount(trimmed)
    setValue(cents ?? trimmed)
  }

  const locked = Boolean(readOnly || disabled)
  const inputId = `field-${path.replace(/\./g, '__')}`
  return (
    <div className={['field-type', 'number', 'money-field', showError && 'error', locked && 'read-only'].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={inputId} label={field.label} path={path} required={field.required} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} />
        <div style={{ position: 'relative' }}>
          <input
            id={inputId}
            name={path}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            disabled={locked}
            placeholder="0,00"
            onFocus={() => setFocused(true)}
            onBlur={() => {
              setFocused(false)
              if (typeof value === 'number') setText(display(value))
            }}
            onChange={(event) => onChange(event.target.value)}
            style={{ paddingRight: '2.25rem' }}
          />
          <span aria-hidden="true" style={{ position: 'absolute', right: '0.9rem', top: '50%', transform: 'translateY(-50%)', opacity: 0.7 }}>
            €
          </span>
        </div>
      </div>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}

/** List cell: cents as '4,90 €'. */
export const MoneyCell = ({ cellData }: DefaultCellComponentProps) =>
  typeof cellData === 'number' ? <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(cellData)}</span> : null
