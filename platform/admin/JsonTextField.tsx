'use client'
/**
 * JSON values in the back office without Payload's JSON editor (Monaco, which loads its editor from a CDN and shows a
 * grey box offline): a plain textarea with the value pretty-printed. Text that is not valid JSON is kept as typed, so
 * the field's validation refuses to save it with a German message instead of silently keeping the old value; the
 * parse error is shown under the field while typing. Read-only fields show the formatted JSON.
 */
import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { JSONFieldClientProps } from 'payload'
import { useEffect, useState } from 'react'

import { jsonTextError, prettyJson } from './jsonText'

export const JsonTextField = ({ field, path: pathFromProps, readOnly }: JSONFieldClientProps) => {
  const { path, value, setValue, showError, disabled } = useField<unknown>({ potentiallyStalePath: pathFromProps })
  const [text, setText] = useState(() => (typeof value === 'string' ? value : prettyJson(value)))
  const [focused, setFocused] = useState(false)

  // follow values set from outside (reset, load, another field) while the user is not typing
  useEffect(() => {
    if (!focused) setText(typeof value === 'string' ? value : prettyJson(value))
  }, [value, focused])

  const parseError = typeof value === 'string' ? jsonTextError(value) : null
  const locked = Boolean(readOnly || disabled || field.admin?.readOnly)
  const inputId = `field-${path.replace(/\./g, '__')}`
  const description = typeof field.admin?.description === 'string' ? field.admin.description : undefined
  return (
    <div
      className={['field-type', 'json', 'json-text-field', showError && 'error', locked && 'read-only'].filter(Boolean).join(' ')}
    >
      <FieldLabel htmlFor={inputId} label={field.label} path={path} required={field.required} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} />
        {locked ? (
          <pre id={inputId} style={{ whiteSpace: 'pre-wrap', margin: 0, padding: '0.5rem 0', fontSize: '0.85rem' }}>
            {text.trim() === '' ? '–' : text}
          </pre>
        ) : (
          <textarea
            id={inputId}
            name={path}
            spellCheck={false}
            value={text}
            rows={Math.min(24, Math.max(4, text.split('\n').length + 1))}
            onFocus={() => setFocused(true)}
            onBlur={() => {
              setFocused(false)
              if (typeof value !== 'string') setText(prettyJson(value))
            }}
            onChange={(event) => {
              const next = event.target.value
              setText(next)
              if (next.trim() === '') return setValue(null)
              try {
                setValue(JSON.parse(next))
              } catch {
                setValue(next)
              }
            }}
            style={{
              width: '100%',
              padding: '0.6rem 0.9rem',
              border: '1px solid var(--theme-elevation-150)',
              borderRadius: 'var(--style-radius-s, 3px)',
              background: 'var(--theme-input-bg, var(--theme-elevation-0))',
              color: 'var(--theme-elevation-800)',
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
              fontSize: '0.85rem',
              lineHeight: 1.5,
            }}
          />
        )}
        {parseError && !locked && (
          <p role="alert" style={{ color: 'var(--theme-error-500)', margin: '0.35rem 0 0' }}>
            {parseError}
          </p>
        )}
        {description && <FieldDescription description={description} path={path} />}
      </div>
    </div>
  )
}
