/**
 * Submitting the checkout: the domain's checks first (all errors at once, shown at the top), then POST with the
 * attempt's Idempotency-Key (api/orderAttempt: one key per attempt, retried with backoff on network errors and 5xx);
 * the answer leads to the payment page (online methods) or the order's status page. While sending, the button is
 * disabled and a second submit is ignored.
 */
import { useRef, useState } from 'react'
import type { FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'

import { MESSAGES, validateCheckout } from '@domain'
import type { FieldError } from '@domain'

import { ApiError } from '../../../lib/api'
import { paths } from '../../../paths'
import { trackPurchase } from '../../analytics'
import { attemptKey, endAttempt, withRetry } from './orderAttempt'
import { buildOrderBody, submitOrder } from './submitOrder'
import type { CheckoutForm, ErrorFor } from './useCheckoutForm'

export function useSubmitOrder({ branch, model, store, form, deliveryType, payment, tables, showTables }: CheckoutForm) {
  const navigate = useNavigate()
  const [errors, setErrors] = useState<readonly FieldError[]>([])
  const [creating, setCreating] = useState(false)
  // set synchronously: a double click before the re-render must not send twice
  const sending = useRef(false)
  /** The top of the page: focused when errors are shown and no field is marked (e.g. a server error). */
  const topRef = useRef<HTMLDivElement>(null)

  /** The form as it was when the errors were shown: a field the customer has changed since shows no error frame. */
  const [shownFor, setShownFor] = useState<Readonly<Record<string, unknown>> | null>(null)

  const errorFor: ErrorFor = (field) => {
    if (shownFor !== null && !Object.is(shownFor[field], (form as Record<string, unknown>)[field])) return null
    return errors.find((error) => error.field === field)?.message ?? null
  }

  const showErrors = (list: readonly FieldError[]) => {
    setErrors(list)
    setShownFor({ ...form })
    // focus moves to the first marked field (its label and linked message are read; the summary is an alert anyway),
    // else to the top with the summary (issue #34, WCAG 3.3.1)
    window.setTimeout(() => {
      const first = document.querySelector<HTMLElement>('.checkout__grid [aria-invalid="true"]')
      const target = first?.tagName === 'FIELDSET' ? (first.querySelector<HTMLElement>('input') ?? first) : first
      if (target) {
        target.focus()
      } else {
        window.scrollTo({ top: 0, behavior: 'smooth' })
        topRef.current?.focus()
      }
    }, 50)
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (creating || sending.current) return
    const orderForm = { ...form, deliveryType, deliveryArea: deliveryType === 'delivery' ? model.state.deliveryArea : null }
    const list = validateCheckout({
      form: orderForm,
      deliveryType,
      branch: model.branch,
      items: model.inputs,
      now: Date.now(),
      tables: showTables ? tables.map((table) => String(table.id)) : undefined,
      paymentMethods: payment.length > 0 ? payment.map((option) => option.value) : undefined,
      currency: model.currency,
    })
    if (list.length > 0) {
      showErrors(list)
      return
    }
    setErrors([])
    sending.current = true
    setCreating(true)
    try {
      const body = buildOrderBody({
        form: { ...orderForm, table: showTables ? form.table : undefined },
        deliveryType,
        branchId: branch.id,
        // the items shown and validated above (a product gone from the catalogue is not sent)
        items: model.lines.map((line) => line.item),
        partCounts: new Map(model.lines.map((line) => [line.product.id, line.product.config?.parts?.length ?? 0])),
      })
      const key = attemptKey(body)
      const result = await withRetry(() => submitOrder(body, key))
      endAttempt()
      trackPurchase(model.lines, model.currency, result.uid, branch.id)
      if (result.paymentRedirectUrl) {
        store.clear()
        window.location.assign(result.paymentRedirectUrl)
        return
      }
      navigate(paths.status(result.uid, result.hash))
      store.clear()
    } catch (error) {
      showErrors(error instanceof ApiError ? error.errors : [{ field: '', message: MESSAGES.unknownError }])
    } finally {
      sending.current = false
      setCreating(false)
    }
  }

  return { errors, errorFor, creating, topRef, onSubmit }
}
