import { useId, useState } from 'react'

import { KITCHEN_CONTROL_MESSAGES, MESSAGES, acceptedExtensions, formatAllergens, formatMoney } from '@domain'
import type { PartOptionDoc, ConfigPartDoc } from '../../../lib/types'
import type { StoredPartValue, UploadedFile } from '../../cart'
import { uploadFailureMessage, uploadFile, uploadUrl } from '../api/upload'

function optionPrice(option: PartOptionDoc, currency: string): string {
  const value = option.value ?? 0
  if (value === 0 && option.modifier !== 'overwrite') return ''
  if (option.modifier === 'overwrite') return formatMoney(value, currency)
  if (option.modifier === 'subtract') return `− ${formatMoney(value, currency)}`
  return `+ ${formatMoney(value, currency)}`
}

export interface PartFieldProps {
  readonly part: ConfigPartDoc
  readonly value: StoredPartValue | null
  readonly onChange: (value: StoredPartValue | null) => void
  readonly showError: boolean
  readonly currency: string
  /** Options the kitchen marked sold out today (issue 33): shown greyed out with "Heute ausverkauft", not choosable. */
  readonly isSoldOut?: (option: string) => boolean
}

export function PartField({ part, value, onChange, showError, currency, isSoldOut }: PartFieldProps) {
  const id = useId()
  const [busy, setBusy] = useState(false)
  const required = part.optional !== true
  const errorId = `${id}-error`
  const error = showError ? <p id={errorId} className="field__error">{MESSAGES.required}</p> : null
  const label = (
    <>
      {part.name}
      {required ? <span className="required" aria-hidden="true"> *</span> : <span className="muted"> (optional)</span>}
    </>
  )
  const description = part.description ? <p className="field__hint">{part.description}</p> : null

  if (part.type === 'text' || part.type === 'textarea') {
    const common = {
      id,
      className: `input${showError ? ' is-invalid' : ''}`,
      value: value?.value ?? '',
      required,
      'aria-invalid': showError || undefined,
      'aria-describedby': showError ? errorId : undefined,
    }
    return (
      <div className="field">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        {description}
        {part.type === 'text' ? (
          <input {...common} onChange={(event) => onChange({ value: event.target.value })} />
        ) : (
          <textarea {...common} rows={3} onChange={(event) => onChange({ value: event.target.value })} />
        )}
        {error}
      </div>
    )
  }

  if (part.type === 'select' || part.type === 'multiselect') {
    const selected = part.type === 'select' ? (value?.value ? [value.value] : []) : (value?.values ?? [])
    const toggle = (name: string) => {
      if (part.type === 'select') {
        // SF §4: an optional select is deselected by clicking it again.
        if (value?.value === name) onChange(required ? { value: name } : null)
        else onChange({ value: name })
        return
      }
      const next = selected.includes(name) ? selected.filter((entry) => entry !== name) : [...selected, name]
      onChange(next.length === 0 ? null : { values: next })
    }
    return (
      <fieldset className={`field options${showError ? ' is-invalid' : ''}`} aria-describedby={showError ? errorId : undefined}>
        <legend className="field__label">{label}</legend>
        {description}
        <div className="options__list">
          {(part.options ?? []).map((option) => {
            const checked = selected.includes(option.name)
            const price = optionPrice(option, currency)
            const soldOut = isSoldOut?.(option.name) === true && !checked
            return (
              <label key={option.id ?? option.name} className={`option${checked ? ' option--checked' : ''}${soldOut ? ' option--sold-out' : ''}`}>
                <input
                  type={part.type === 'select' ? 'radio' : 'checkbox'}
                  name={id}
                  disabled={soldOut}
                  checked={checked}
                  onChange={() => undefined}
                  onClick={() => toggle(option.name)}
                  onKeyDown={(event) => {
                    if (event.key === ' ' && part.type === 'select') {
                      event.preventDefault()
                      toggle(option.name)
                    }
                  }}
                />
                <span className="option__name">
                  {option.name}
                  {formatAllergens(option.allergens) ? <span className="option__allergens"> ({formatAllergens(option.allergens)})</span> : null}
                </span>
                {soldOut ? <span className="option__sold-out">{KITCHEN_CONTROL_MESSAGES.soldOut}</span> : price !== '' ? <span className="option__price">{price}</span> : null}
              </label>
            )
          })}
        </div>
        {error}
      </fieldset>
    )
  }

  // image, images, file, files
  const multiple = part.type === 'images' || part.type === 'files'
  const files = value?.files ?? []
  const accept = acceptedExtensions(part.type).map((extension) => `.${extension}`).join(',')
  const onFiles = async (list: FileList | null) => {
    if (list === null || list.length === 0) return
    setBusy(true)
    const added: UploadedFile[] = []
    for (const file of Array.from(list)) {
      try {
        const upload = await uploadFile(file, part.type)
        added.push({ id: String(upload.id), name: file.name, url: uploadUrl(upload) })
      } catch (error) {
        window.alert(uploadFailureMessage(error))
      }
      if (!multiple) break
    }
    setBusy(false)
    if (added.length === 0) return
    const next = multiple ? [...files, ...added] : added.slice(0, 1)
    onChange({ values: next.map((file) => file.id), files: next })
  }
  const remove = (fileId: string) => {
    const next = files.filter((file) => file.id !== fileId)
    onChange(next.length === 0 ? null : { values: next.map((file) => file.id), files: next })
  }
  return (
    <div className="field">
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      {description}
      <label className={`upload${showError ? ' is-invalid' : ''}`} htmlFor={id}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path d="M12 16V4M6 10l6-6 6 6M4 20h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span>{busy ? 'Wird hochgeladen …' : multiple ? 'Dateien auswählen' : 'Datei auswählen'}</span>
        <input
          id={id}
          className="visually-hidden"
          type="file"
          accept={accept}
          multiple={multiple}
          aria-labelledby={`${id}-label`}
          aria-describedby={showError ? errorId : undefined}
          onChange={(event) => {
            void onFiles(event.target.files)
            event.target.value = ''
          }}
        />
      </label>
      {files.length > 0 ? (
        <ul className="files">
          {files.map((file) => (
            <li key={file.id} className="files__item">
              <span className="files__name">{file.name}</span>
              <button type="button" className="link-button" onClick={() => remove(file.id)} aria-label={`${file.name} entfernen`}>
                Entfernen
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error}
    </div>
  )
}
