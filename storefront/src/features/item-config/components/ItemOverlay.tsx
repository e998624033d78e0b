import { useEffect, useMemo, useRef, useState } from 'react'

import {
  calculationModelFor,
  changeUnit,
  defaultQuantity,
  formatPrice,
  invalidPartIndexes,
  isConfigurableProduct,
  itemAllergens,
  priceCart,
  resolveUnitOption,
} from '@domain'
import type { DeliveryType } from '@domain'
import { Dialog } from '../../../components/Dialog'
import { Picture } from '../../../components/Image'
import { UnitPrice } from '../../../components/UnitPrice'
import { findProductUnit, toCartItemInput, toProductInput, toUnit } from '../../../lib/adapters'
import { uuid } from '../../../lib/api'
import { asImage } from '../../../lib/images'
import type { ProductDoc } from '../../../lib/types'
import { AllergenCodes } from '../../allergens'
import type { StoredCartItem, StoredPartValue } from '../../cart'
import { PartField } from './PartField'
import { QuantityPicker } from './QuantityPicker'
import type { UnitChoice } from './QuantityPicker'

export interface ItemOverlayProps {
  readonly product: ProductDoc
  /** When editing an item of the cart. */
  readonly initial?: StoredCartItem | null
  readonly deliveryType: DeliveryType
  readonly currency: string
  readonly onSubmit: (item: StoredCartItem) => void
  readonly onClose: () => void
  /** Whether the kitchen marked an option of a part sold out today (issue 33). */
  readonly isOptionSoldOut?: (part: string, option: string) => boolean
}

function unitChoices(product: ProductDoc): UnitChoice[] {
  const units = [product.unit, ...(product.alternativeUnits ?? []).map((alternative) => alternative.unit)]
  return units.flatMap((ref) => {
    const unit = toUnit(ref)
    return unit === null ? [] : [{ id: typeof unit.id === 'number' ? unit.id : Number(unit.id), label: unit.name ?? unit.shortName ?? '' }]
  })
}

/** Step counter rules (SF §4): back on step 0 cancels; next only when valid and not last; add when all valid. */
export function stepState(step: number, total: number, invalid: readonly number[]) {
  const currentValid = !invalid.includes(step)
  return {
    isFirst: step === 0,
    isLast: step >= total - 1,
    canNext: currentValid && step < total - 1,
    canAdd: invalid.length === 0,
  }
}

export function ItemOverlay({ product, initial, deliveryType, currency, onSubmit, onClose, isOptionSoldOut }: ItemOverlayProps) {
  const productInput = toProductInput(product)
  // SF §5: only a configurable product offers its parts (another type's are neither shown nor validated)
  const parts = isConfigurableProduct(productInput) ? (product.config?.parts ?? []) : []
  const units = unitChoices(product)
  const initialUnitId =
    initial?.unitId ??
    (typeof product.defaultUnit === 'object' && product.defaultUnit !== null ? product.defaultUnit.id : typeof product.defaultUnit === 'number' ? product.defaultUnit : null) ??
    units[0]?.id ??
    null
  const [unitId, setUnitId] = useState<number | null>(initialUnitId)
  const [amount, setAmount] = useState<number>(() => initial?.amount ?? defaultQuantity(productInput, findProductUnit(product, initialUnitId)))
  const [values, setValues] = useState<(StoredPartValue | null)[]>(() => parts.map((_, index) => initial?.parts[index] ?? null))
  const [showErrors, setShowErrors] = useState(false)
  const stepByStep = product.isStepByStep === true && parts.length > 0
  const [step, setStep] = useState(0)
  // a new step moves the keyboard focus to its first choice (the focused "Weiter" may now be disabled; issue #34)
  const stepRef = useRef<HTMLDivElement>(null)
  const shownStep = useRef(step)
  useEffect(() => {
    if (shownStep.current === step) return
    shownStep.current = step
    stepRef.current?.querySelector<HTMLElement>('input, select, textarea, button')?.focus()
  }, [step])

  const unit = findProductUnit(product, unitId)
  const rules = resolveUnitOption(productInput, unit)?.rules ?? productInput
  const item: StoredCartItem = { key: initial?.key ?? uuid(), productId: product.id, amount, unitId, parts: values }
  const invalid = invalidPartIndexes({ product: productInput, parts: values })
  const priced = useMemo(() => priceCart([toCartItemInput(product, { amount, unitId, parts: values })], deliveryType), [product, amount, unitId, values, deliveryType])
  const gross = priced.lines[0]?.gross ?? 0
  const priceText = product.isPriceHidden === true ? '' : formatPrice(gross, calculationModelFor(productInput, unit), currency)
  const image = asImage(product.images?.[0])
  // the product's allergens and those the chosen options add (domain/allergens.ts, as the order item keeps them)
  const allergens = itemAllergens(product, values)

  const setPart = (index: number, value: StoredPartValue | null) => setValues((current) => current.map((entry, position) => (position === index ? value : entry)))
  const changeUnitTo = (next: number | null) => {
    setAmount(changeUnit(productInput, amount, unit, findProductUnit(product, next)))
    setUnitId(next)
  }
  const submit = () => {
    if (invalid.length > 0 || amount <= 0) {
      setShowErrors(true)
      return
    }
    onSubmit(item)
  }
  const submitLabel = `${initial ? 'Übernehmen' : 'In den Warenkorb'}${priceText === '' ? '' : ` · ${priceText}`}`
  const quantity = (
    <>
      <p className="item-dialog__unit-price">
        <UnitPrice product={productInput} unit={unit} unitGross={priced.lines[0]?.unitGross} currency={currency} />
      </p>
      <QuantityPicker amount={amount} rules={rules} units={units} unitId={unitId} onAmount={setAmount} onUnit={changeUnitTo} />
    </>
  )
  const media = image !== null ? <Picture className="dialog__media" image={image} sizes="(min-width: 700px) 640px, 100vw" max="medium" alt="" eager /> : null

  if (stepByStep) {
    const state = stepState(step, parts.length, invalid)
    const part = parts[step]
    return (
      <Dialog
        title={product.name}
        onClose={onClose}
        media={media}
        className="item-dialog"
        footer={
          <div className="dialog__actions">
            <button type="button" className="button button--ghost" onClick={() => (state.isFirst ? onClose() : setStep(step - 1))}>
              {state.isFirst ? 'Abbrechen' : 'Zurück'}
            </button>
            {state.isLast ? (
              <button type="button" className="button button--primary" disabled={!state.canAdd} onClick={submit}>
                {submitLabel}
              </button>
            ) : (
              <button type="button" className="button button--primary" disabled={!state.canNext} onClick={() => setStep(step + 1)}>
                Weiter
              </button>
            )}
          </div>
        }
      >
        <p className="step-counter" aria-live="polite">
          Schritt {step + 1} von {parts.length}
        </p>
        <div className="progress" aria-hidden="true">
          <span style={{ width: `${((step + 1) / parts.length) * 100}%` }} />
        </div>
        <AllergenCodes as="p" codes={allergens} allergenFree={product.allergenFree === true} />
        <div ref={stepRef}>
          {part !== undefined ? (
            <PartField
              key={step}
              part={part}
              value={values[step] ?? null}
              onChange={(value) => setPart(step, value)}
              showError={false}
              currency={currency}
              isSoldOut={isOptionSoldOut ? (option) => isOptionSoldOut(part.name, option) : undefined}
            />
          ) : null}
        </div>
        {state.isLast ? quantity : null}
      </Dialog>
    )
  }

  return (
    <Dialog
      title={product.name}
      onClose={onClose}
      media={media}
      className="item-dialog"
      footer={
        <button type="button" className="button button--primary button--block" onClick={submit}>
          {submitLabel}
        </button>
      }
    >
      {product.description ? <p className="item-dialog__description">{product.description}</p> : null}
      <AllergenCodes as="p" codes={allergens} allergenFree={product.allergenFree === true} />
      {parts.map((part, index) => (
        <PartField
          key={part.id ?? `${part.name}-${index}`}
          part={part}
          value={values[index] ?? null}
          onChange={(value) => setPart(index, value)}
          showError={showErrors && invalid.includes(index)}
          currency={currency}
          isSoldOut={isOptionSoldOut ? (option) => isOptionSoldOut(part.name, option) : undefined}
        />
      ))}
      {quantity}
    </Dialog>
  )
}
