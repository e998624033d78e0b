import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router-dom'

import { formatPrice, formatQuantity, isMinimumOrderReached, itemAllergens } from '@domain'
import { AllergenCodes, UsedAllergenLegend } from '../../allergens'
import type { CartModel, CartLine } from '../api/useCartModel'
import { UnitPrice } from '../../../components/UnitPrice'
import { CostLines, FeeNote, MinimumOrderHint } from './CostLines'

export function partsSummary(line: CartLine): string {
  const parts = line.product.config?.parts ?? []
  return parts
    .flatMap((part, index) => {
      const value = line.item.parts[index]
      if (value === null || value === undefined) return []
      const files = value.files?.map((file) => file.name)
      const text = value.value ?? (files && files.length > 0 ? files.join(', ') : (value.values ?? []).join(', '))
      return text === '' ? [] : [`${part.name}: ${text}`]
    })
    .join(' · ')
}

export function CartItems({ model, onEdit }: { readonly model: CartModel; readonly onEdit?: (line: CartLine) => void }) {
  return (
    <ul className="cart-items">
      {model.lines.map((line, index) => {
        const summary = partsSummary(line)
        const input = model.inputs[index]
        return (
          <li key={line.item.key} className="cart-item">
            <div className="cart-item__main">
              <span className="cart-item__amount">
                {formatQuantity(line.item.amount)} {line.unitLabel}
              </span>
              <span className="cart-item__name">{line.product.name}</span>
              <span className="cart-item__price">{line.priceText}</span>
            </div>
            {input !== undefined ? (
              <UnitPrice product={input.product} unit={input.unit} unitGross={model.pricing.lines[index]?.unitGross} currency={model.currency} className="cart-item__unit-price" />
            ) : null}
            {summary !== '' ? <p className="cart-item__parts">{summary}</p> : null}
            <AllergenCodes as="p" className="cart-item__allergens" codes={itemAllergens(line.product, line.item.parts)} />
            <div className="cart-item__actions">
              {onEdit !== undefined ? (
                <button type="button" className="link-button" onClick={() => onEdit(line)}>
                  Bearbeiten<span className="visually-hidden">: {line.product.name}</span>
                </button>
              ) : null}
              <button type="button" className="link-button link-button--danger" onClick={() => model.store.removeItem(line.item.key)}>
                Entfernen<span className="visually-hidden">: {line.product.name}</span>
              </button>
            </div>
          </li>
        )
      })}
    </ul>
  )
}

/** Spells out the letters the cart's items name (under the cart and the checkout summary). */
export function CartAllergenLegend({ model }: { readonly model: CartModel }) {
  return <UsedAllergenLegend codes={model.lines.flatMap((line) => itemAllergens(line.product, line.item.parts))} />
}

/** The collapsible cart panel with notifications (SF §2). Closes when the last item is removed (SF §4). */
export function CartPanel({
  model,
  checkoutPath,
  notification,
  onEdit,
}: {
  readonly model: CartModel
  readonly checkoutPath: string
  readonly notification: string | null
  readonly onEdit: (line: CartLine) => void
}) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const empty = model.lines.length === 0
  useEffect(() => {
    if (empty) setOpen(false)
  }, [empty])
  const blocked = model.state.deliveryType === 'delivery' && !isMinimumOrderReached(model.area, model.pricing.gross)
  const total = <CostLines model={model} />
  return (
    <aside
      className={`cart-panel${open ? ' is-open' : ''}${empty ? ' is-empty' : ''}`}
      aria-label="Warenkorb"
      // Escape closes the open panel and returns to its toggle, as an overlay would (issue #34)
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return
        setOpen(false)
        toggleRef.current?.focus()
      }}
    >
      <p className="visually-hidden" role="status" aria-live="polite">
        {notification ?? ''}
      </p>
      {notification !== null ? (
        <div className="toast" aria-hidden="true">
          {notification}
        </div>
      ) : null}
      <button ref={toggleRef} type="button" className="cart-panel__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)} disabled={empty}>
        <span className="cart-panel__count" aria-label={`${formatQuantity(model.count)} Artikel`}>
          {formatQuantity(model.count)}
        </span>
        <span className="cart-panel__label">Warenkorb</span>
        <span className="cart-panel__total">{empty ? 'leer' : model.pricing.hasHiddenPrice ? '' : totalText(model)}</span>
        <svg className="cart-panel__chevron" aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path d="M6 15l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div id={panelId} className="cart-panel__body" hidden={!open}>
        <CartItems model={model} onEdit={onEdit} />
        <CartAllergenLegend model={model} />
        <button type="button" className="link-button" onClick={() => model.store.empty()}>
          Warenkorb leeren
        </button>
      </div>
      {/* the sums stay outside the scrolling list, directly above 'Zur Kasse': never hidden under it */}
      {open ? (
        <div className="cart-panel__summary">
          {total}
          <MinimumOrderHint model={model} />
        </div>
      ) : null}
      {!empty ? (
        <div className="cart-panel__cta">
          {/* closed, the sums are hidden: the delivery fee still shows before 'Zur Kasse' (PAngV § 6, issue 34) */}
          {open ? null : <FeeNote model={model} />}
          {blocked ? (
            <span className="button button--primary button--block is-disabled" aria-disabled="true">
              Zur Kasse
            </span>
          ) : (
            <Link className="button button--primary button--block" to={checkoutPath}>
              Zur Kasse
            </Link>
          )}
        </div>
      ) : null}
    </aside>
  )
}

function totalText(model: CartModel): string {
  return formatPrice(model.pricing.totalGross, model.pricing.calculationModel, model.currency)
}
