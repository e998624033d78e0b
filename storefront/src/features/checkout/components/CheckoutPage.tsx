/**
 * /store/:id/checkout and /store/:id/checkout/error (SF §4 "Checkout"): the page puts the feature's parts together —
 * form state (api/useCheckoutForm), submit (api/useSubmitOrder), the validation view (ErrorSummary), the form
 * sections and the order summary.
 */
import { Link, useParams } from 'react-router-dom'

import { MESSAGES, orderNotice, submitButtonText } from '@domain'

import { Notice } from '../../../components/Notice'
import { useInitiateCheckout } from '../../analytics'
import { branchIdentifier, useBranch } from '../../../lib/data'
import { useNow } from '../../../lib/useNow'
import { useTitle } from '../../../lib/useTitle'
import type { BranchDoc } from '../../../lib/types'
import { paths } from '../../../paths'
import { NotFound } from '../../../components/NotFound'
import { useCheckoutForm } from '../api/useCheckoutForm'
import { useSubmitOrder } from '../api/useSubmitOrder'
import { AddressSection } from './AddressSection'
import { AppointmentSection } from './AppointmentSection'
import { ContactSection } from './ContactSection'
import { DeliverySection } from './DeliverySection'
import { DonationSection } from './DonationSection'
import { ErrorSummary } from './ErrorSummary'
import { OrderSummary } from './OrderSummary'
import { PaymentSection } from './PaymentSection'

function PaymentFailed() {
  return (
    <Notice tone="error" role="alert">
      <p>{MESSAGES.paymentFailed}</p>
    </Notice>
  )
}

function Checkout({ branch, paymentFailed }: { readonly branch: BranchDoc; readonly paymentFailed: boolean }) {
  const checkout = useCheckoutForm(branch)
  const { config, model, deliveryType } = checkout
  const { errors, errorFor, creating, topRef, onSubmit } = useSubmitOrder(checkout)
  const now = useNow(15_000)
  const identifier = branchIdentifier(branch)
  useTitle(paymentFailed ? 'checkout_error' : 'checkout', branch.name, config.shopName ?? 'Tresen')
  useInitiateCheckout(model.lines, model.currency, branch.id)

  if (model.lines.length === 0) {
    return (
      <div className="page page--narrow empty-state">
        {paymentFailed ? <PaymentFailed /> : null}
        <h1>{MESSAGES.emptyCart}</h1>
        <Link className="button button--primary" to={paths.branch(identifier)}>
          Zurück zur Speisekarte
        </Link>
      </div>
    )
  }

  const { deliveryArea } = model.state
  const notice = orderNotice({ branch: model.branch, deliveryType, deliveryArea, now })
  const submitText = submitButtonText({ branch: model.branch, deliveryType, deliveryArea, now, isCreating: creating })

  return (
    <div className="page checkout">
      <div ref={topRef} tabIndex={-1} className="checkout__top">
        <p className="eyebrow">
          <Link to={paths.branch(identifier)}>← {branch.name}</Link>
        </p>
        <h1>Bestellvorgang</h1>
        {paymentFailed ? <PaymentFailed /> : null}
        <ErrorSummary errors={errors} productName={(index) => model.lines[index]?.product.name ?? null} />
      </div>

      <form className="checkout__grid" onSubmit={onSubmit} noValidate>
        <div className="checkout__main">
          <DeliverySection checkout={checkout} notice={notice} errorFor={errorFor} />
          <ContactSection checkout={checkout} errorFor={errorFor} />
          <AddressSection checkout={checkout} errorFor={errorFor} />
          <AppointmentSection checkout={checkout} now={now} errorFor={errorFor} />
          <DonationSection checkout={checkout} />
          <PaymentSection checkout={checkout} errorFor={errorFor} />
        </div>
        <OrderSummary checkout={checkout} submitText={submitText} creating={creating} errorFor={errorFor} />
      </form>
    </div>
  )
}

function CheckoutScreen({ paymentFailed }: { readonly paymentFailed: boolean }) {
  const { branchIdentifier: identifier } = useParams()
  const branch = useBranch(identifier)
  if (branch === null) return <NotFound />
  return <Checkout key={branch.id} branch={branch} paymentFailed={paymentFailed} />
}

/** /store/:id/checkout (route name checkout) */
export function CheckoutRoute() {
  return <CheckoutScreen paymentFailed={false} />
}

/** /store/:id/checkout/error (route name checkout_error) */
export function CheckoutErrorRoute() {
  return <CheckoutScreen paymentFailed />
}
