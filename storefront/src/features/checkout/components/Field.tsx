import { useId } from 'react'
import type { InputHTMLAttributes, ReactNode } from 'react'

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  readonly label: ReactNode
  readonly name: string
  readonly value: string
  readonly onValue: (value: string) => void
  readonly error?: string | null
  readonly hint?: ReactNode
  readonly optional?: boolean
}

export function TextField({ label, name, value, onValue, error, hint, optional, className, ...rest }: FieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={`field${className === undefined ? '' : ` ${className}`}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {optional ? <span className="muted"> (optional)</span> : null}
      </label>
      <input
        id={id}
        name={name}
        className={`input${error ? ' is-invalid' : ''}`}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      />
      {hint ? <p className="field__hint">{hint}</p> : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
