import { useEffect, useId, useState } from 'react'

import { formatQuantity, parseQuantity, roundQuantity } from '@domain'
import type { QuantityRules } from '@domain'

export interface UnitChoice {
  readonly id: number | null
  readonly label: string
}

/** Quantity with − / + (by the step size), free entry (SF §5 parsing) and the unit select. */
export function QuantityPicker({
  amount,
  rules,
  units,
  unitId,
  onAmount,
  onUnit,
}: {
  readonly amount: number
  readonly rules: QuantityRules
  readonly units: readonly UnitChoice[]
  readonly unitId: number | null
  readonly onAmount: (amount: number) => void
  readonly onUnit: (unitId: number | null) => void
}) {
  const inputId = useId()
  const unitSelectId = useId()
  const [text, setText] = useState(formatQuantity(amount))
  useEffect(() => setText(formatQuantity(amount)), [amount])
  const step = rules.quantityStepSize !== null && rules.quantityStepSize !== undefined && rules.quantityStepSize > 0 ? rules.quantityStepSize : 1
  const min = rules.minimumQuantity ?? 0
  const max = rules.maximumQuantity ?? null
  const commit = (raw: string) => {
    const next = parseQuantity(raw, rules)
    onAmount(next > 0 ? next : parseQuantity(step, rules))
    setText(formatQuantity(next > 0 ? next : parseQuantity(step, rules)))
  }
  const current = units.find((unit) => unit.id === unitId) ?? units[0]
  return (
    <div className="quantity">
      <label htmlFor={inputId} className="field__label">
        Menge
      </label>
      <div className="quantity__row">
        <div className="stepper">
          <button
            type="button"
            className="stepper__button"
            aria-label="Menge verringern"
            disabled={roundQuantity(amount - step) < Math.max(min, step > 0 ? step : 0) - 1e-9}
            onClick={() => onAmount(parseQuantity(roundQuantity(amount - step), rules))}
          >
            −
          </button>
          <input
            id={inputId}
            className="stepper__input"
            inputMode="decimal"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onBlur={(event) => commit(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                commit(event.currentTarget.value)
              }
            }}
            aria-describedby={units.length > 0 ? `${inputId}-unit` : undefined}
          />
          <button
            type="button"
            className="stepper__button"
            aria-label="Menge erhöhen"
            disabled={max !== null && max > 0 && roundQuantity(amount + step) > max + 1e-9}
            onClick={() => onAmount(parseQuantity(roundQuantity(amount + step), rules))}
          >
            +
          </button>
        </div>
        {units.length > 1 ? (
          <div className="field field--inline">
            <label htmlFor={unitSelectId} className="visually-hidden">
              Einheit
            </label>
            <select id={unitSelectId} className="input select" value={String(unitId ?? '')} onChange={(event) => onUnit(event.target.value === '' ? null : Number(event.target.value))}>
              {units.map((unit) => (
                <option key={String(unit.id)} value={String(unit.id ?? '')}>
                  {unit.label}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <span id={`${inputId}-unit`} className="quantity__unit">
            {current?.label}
          </span>
        )}
      </div>
    </div>
  )
}
