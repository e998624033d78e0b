/**
 * The checkout's form state: the cart's order fields (kept in the cart store, so they survive a reload), the
 * branch's options (payment methods, tables, required contact fields) and the defaults set on arrival.
 */
import { useEffect } from 'react'
import { useSearchParams } from 'react-router-dom'

import { DEFAULT_COUNTRY, contactRequirements, defaultPaymentMethod } from '@domain'

import { useConfig, useTables } from '../../../lib/data'
import { refId } from '../../../lib/types'
import type { BranchDoc } from '../../../lib/types'
import { useCartModel } from '../../cart'
import { onlineMethod, paymentOptions } from '../payment'

export function useCheckoutForm(branch: BranchDoc) {
  const config = useConfig()
  const tablesAll = useTables()
  const [searchParams] = useSearchParams()
  const model = useCartModel(branch)
  const { store, state } = model
  const form = state.order
  const deliveryType = state.deliveryType
  const requirements = contactRequirements(model.branch, deliveryType)
  const payment = paymentOptions(config, branch)
  const tables = tablesAll.filter((table) => refId(table.branch) === branch.id)
  const showTables = deliveryType === 'dineIn' && branch.isTableSelectionEnabled === true

  // defaults: country AT, payment method cash if enabled, table from the QR code's ?table=
  useEffect(() => {
    const patch: Record<string, unknown> = {}
    if (typeof form.country !== 'string' || form.country === '') patch.country = DEFAULT_COUNTRY
    const methods = payment.map((option) => option.value)
    if (typeof form.paymentMethod !== 'string' || !methods.includes(form.paymentMethod)) {
      patch.paymentMethod = defaultPaymentMethod({ isCashEnabled: methods.includes('cash'), onlineMethod: onlineMethod(payment) }) ?? methods[0] ?? 'cash'
    }
    const tableParam = searchParams.get('table')
    if (tableParam !== null) {
      const table = tables.find((candidate) => candidate.identifier === tableParam || String(candidate.id) === tableParam)
      if (table !== undefined && String(form.table ?? '') !== String(table.id)) {
        patch.table = table.id
        if (branch.isDineInEnabled === true && deliveryType !== 'dineIn') store.setDeliveryType('dineIn')
      }
    }
    if (Object.keys(patch).length > 0) store.setOrder(patch)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [branch.id])

  const setField = (field: string, value: unknown) => store.setOrder({ [field]: value })
  /** A form field as the text an input shows ('' when empty). */
  const text = (field: string): string => (typeof form[field] === 'string' ? (form[field] as string) : form[field] === undefined || form[field] === null ? '' : String(form[field]))

  return { branch, config, model, store, form, deliveryType, requirements, payment, tables, showTables, setField, text }
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>

/** The message of the first error of a field, or null. */
export type ErrorFor = (field: string) => string | null
