import { useState } from 'react'
import { Link, useParams } from 'react-router-dom'

import {
  MESSAGES,
  branchTimeZone,
  canRespondToCounterAppointment,
  customerPaymentStatus,
  DELIVERY_TYPE_LABELS_DE,
  formatDateTime,
  formatMoney,
  formatPrice,
  isPaidOnline,
  itemQuantityText,
  orderState,
  orderDeliveryType,
  orderStatusMessage,
  orderTimeline,
  paymentMethodLabel,
  shouldShowRatingPrompt,
  shouldStopPolling,
} from '@domain'
import { Notice } from '../../../components/Notice'
import { ApiError } from '../../../lib/api'
import { toBranchInput } from '../../../lib/adapters'
import { branchIdentifier, useBranches, useConfig } from '../../../lib/data'
import { useTitle } from '../../../lib/useTitle'
import { refId } from '../../../lib/types'
import type { PublicOrder } from '../../../lib/types'
import { paths } from '../../../paths'
import { NotFound } from '../../../components/NotFound'
import { respondCounterAppointment, sendReview, useOrder } from '../api/useOrder'
import { RatingPrompt } from './RatingPrompt'

function StatusView({ order, uid, hash, onReload }: { readonly order: PublicOrder; readonly uid: string; readonly hash: string; readonly onReload: () => Promise<unknown> }) {
  const config = useConfig()
  const branches = useBranches()
  const branch = branches.find((candidate) => candidate.id === refId(order.branch)) ?? null
  const timeZone = branch === null ? (config.timeZone ?? 'Europe/Vienna') : branchTimeZone(toBranchInput(branch))
  const state = orderState(order)
  const canceled = state === 'canceled' || state === 'rejected' || state === 'failed'
  const [busy, setBusy] = useState<'confirm' | 'reject' | null>(null)
  const [error, setError] = useState<string | null>(null)
  const timeline = orderTimeline(order)
  const appointment = order.appointmentDate ?? order.appointment ?? null
  const deliveryType = orderDeliveryType(order)
  const branchAddress = branch === null ? '' : [branch.street, [branch.zipCode, branch.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')

  const respond = async (response: 'confirm' | 'reject') => {
    setBusy(response)
    setError(null)
    try {
      await respondCounterAppointment(uid, hash, response)
      await onReload()
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : MESSAGES.orderStatusChangeFailed)
    } finally {
      setBusy(null)
    }
  }

  return (
    <div className="page page--narrow status">
      <section className={`status-hero${canceled ? ' status-hero--canceled' : ''}`}>
        <h1>{canceled ? MESSAGES.orderCanceled : 'Vielen Dank für Ihre Bestellung!'}</h1>
        {canceled && order.rejectionMessage ? <p className="status-hero__reason">{order.rejectionMessage}</p> : null}
        {!canceled ? (
          <p className="status-hero__message" role="status" aria-live="polite">
            {orderStatusMessage(state, orderDeliveryType(order))}
          </p>
        ) : null}
        {config.disableTickets !== true && order.ticketNumber ? (
          <div className="ticket" aria-label={`Ticketnummer ${order.ticketNumber}`}>
            <span className="ticket__label">Ticketnummer</span>
            <span className="ticket__number">{order.ticketNumber}</span>
          </div>
        ) : null}
      </section>

      {canRespondToCounterAppointment(order) && order.counterAppointment ? (
        <section className="card counter" aria-labelledby="counter-title">
          <h2 id="counter-title">Neuer Terminvorschlag</h2>
          <p>
            Leider können wir Ihren gewünschten Termin nicht einhalten. Wir schlagen Ihnen stattdessen folgenden Termin vor:{' '}
            <strong>{formatDateTime(Date.parse(order.counterAppointment), timeZone)} Uhr</strong>
          </p>
          <p className="muted">Wenn Sie den Vorschlag ablehnen, wird Ihre Bestellung storniert.</p>
          {error !== null ? (
            <p className="field__error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="counter__actions">
            <button type="button" className="button button--primary" disabled={busy !== null} onClick={() => void respond('confirm')}>
              {busy === 'confirm' ? 'Verarbeiten...' : 'Termin bestätigen'}
            </button>
            <button type="button" className="button button--ghost" disabled={busy !== null} onClick={() => void respond('reject')}>
              {busy === 'reject' ? 'Verarbeiten...' : 'Termin ablehnen'}
            </button>
          </div>
        </section>
      ) : null}

      {shouldShowRatingPrompt(order) && config.enablePluginOrderReviews !== false ? (
        <RatingPrompt
          onSend={async (review) => {
            await sendReview(uid, hash, review)
          }}
        />
      ) : null}

      <section className="card" aria-labelledby="timeline-title">
        <h2 id="timeline-title">Status</h2>
        <ol className="timeline">
          {timeline.map((step) => (
            <li key={step.key} className={`timeline__step timeline__step--${step.state}${step.key === 'canceled' ? ' timeline__step--canceled' : ''}`} aria-current={step.state === 'current' ? 'step' : undefined}>
              <span className="timeline__dot" aria-hidden="true" />
              <span className="timeline__label">{step.label}</span>
              <span className="visually-hidden">{step.state === 'done' ? ' (erledigt)' : step.state === 'current' ? ' (aktuell)' : ''}</span>
            </li>
          ))}
        </ol>
      </section>

      <OrderSummary order={order} currency={config.currency ?? 'EUR'} uid={uid} hash={hash} />

      <section className="card" aria-labelledby="info-title">
        <h2 id="info-title">{deliveryType === 'delivery' ? 'Lieferung' : deliveryType === 'dineIn' ? 'Im Lokal' : 'Abholung'}</h2>
        <dl className="info">
          <div>
            <dt>Art der Lieferung</dt>
            <dd>{DELIVERY_TYPE_LABELS_DE[deliveryType]}</dd>
          </div>
          {branch !== null ? (
            <div>
              <dt>Filiale</dt>
              <dd>
                <Link to={paths.branch(branchIdentifier(branch))}>{branch.name}</Link>
                {/* the pickup counter's address; a delivery shows where it goes instead */}
                {deliveryType !== 'delivery' && branchAddress !== '' ? <span className="info__line">{branchAddress}</span> : null}
              </dd>
            </div>
          ) : null}
          {deliveryType === 'delivery' && order.deliveryAddress.length > 0 ? (
            <div>
              <dt>Lieferadresse</dt>
              <dd>
                {order.deliveryAddress.map((line) => (
                  <span key={line} className="info__line">
                    {line}
                  </span>
                ))}
              </dd>
            </div>
          ) : null}
          {order.tableIdentifier ? (
            <div>
              <dt>Tischnummer</dt>
              <dd>{order.tableIdentifier}</dd>
            </div>
          ) : null}
          <div>
            <dt>Termin</dt>
            <dd>{appointment ? `${formatDateTime(Date.parse(appointment), timeZone)} Uhr` : 'So bald wie möglich'}</dd>
          </div>
        </dl>
      </section>
      {shouldStopPolling(order) ? null : <p className="status__note muted">Diese Seite aktualisiert sich automatisch.</p>}
    </div>
  )
}

/**
 * What was ordered and what it costs (issue 33: what a customer checks at the counter): the items with their amounts
 * and chosen options, the subtotal, the delivery fee, the total to pay, the payment method and where its payment stands.
 */
function OrderSummary({ order, currency, uid, hash }: { readonly order: PublicOrder; readonly currency: string; readonly uid: string; readonly hash: string }) {
  const documents = `/api/orders/public/${encodeURIComponent(uid)}/${encodeURIComponent(hash)}`
  const total = order.isApproximate ? 'approximate' : null
  const payment = customerPaymentStatus(order)
  return (
    <section className="card" aria-labelledby="summary-title">
      <h2 id="summary-title">Ihre Bestellung</h2>
      <ul className="cart-items order-items">
        {order.items.map((item, index) => (
          <li key={index} className="cart-item">
            <div className="cart-item__main">
              <span className="cart-item__amount">{itemQuantityText(item)} ×</span>
              <span className="cart-item__name">{item.name ?? 'Produkt'}</span>
              {item.gross !== null ? <span className="cart-item__price">{formatPrice(item.gross, item.calculationModel === 'approximate' ? 'approximate' : null, currency)}</span> : null}
            </div>
            {item.parts
              .filter((part) => part.values.length > 0)
              .map((part, partIndex) => (
                <p key={partIndex} className="cart-item__parts">
                  {part.name ? `${part.name}: ` : ''}
                  {part.values.join(', ')}
                </p>
              ))}
          </li>
        ))}
      </ul>
      <dl className="costs">
        <div className="costs__row">
          <dt>Zwischensumme</dt>
          <dd>{formatPrice(order.gross, total, currency)}</dd>
        </div>
        {orderDeliveryType(order) === 'delivery' ? (
          <div className="costs__row">
            <dt>Liefergebühr</dt>
            <dd>{order.deliveryGross > 0 ? formatMoney(order.deliveryGross, currency) : 'kostenlos'}</dd>
          </div>
        ) : null}
        <div className="costs__row costs__row--total">
          <dt>{order.isPaid && !order.isRefunded ? 'Gesamt' : 'Zu bezahlen'}</dt>
          <dd>{formatPrice(order.totalGross, total, currency)}</dd>
        </div>
      </dl>
      <dl className="info">
        {order.paymentMethod ? (
          <div>
            <dt>Zahlungsart</dt>
            <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Zahlung</dt>
          <dd className={`payment-state payment-state--${payment.tone}`}>{payment.text}</dd>
        </div>
        {isPaidOnline(order) ? (
          // an order paid online has an invoice (docs/compliance.md); the others are settled in the shop's register
          <div className="invoice-links">
            <dt>Rechnung</dt>
            <dd>
              <a href={`${documents}/invoice.pdf`} target="_blank" rel="noopener">
                Rechnung (PDF)
              </a>
              {order.isRefunded ? (
                <>
                  {' · '}
                  <a href={`${documents}/credit-note.pdf`} target="_blank" rel="noopener">
                    Rechnungskorrektur (PDF)
                  </a>
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  )
}

/** /status/:uid/:hash (route name status) */
export function StatusPage() {
  const { uid = '', hash = '' } = useParams()
  const config = useConfig()
  const { data, error, mutate } = useOrder(uid, hash)
  useTitle('status', data?.ticketNumber ? `Bestellung ${data.ticketNumber}` : 'Bestellung', config.shopName ?? 'Tresen')
  if (error !== undefined && data === undefined) {
    if (error.status === 404) return <NotFound />
    return (
      <div className="page page--narrow">
        <Notice tone="error" role="alert">
          <p>{error.message || MESSAGES.unknownError}</p>
        </Notice>
      </div>
    )
  }
  if (data === undefined) {
    return (
      <div className="page page--narrow" role="status" aria-live="polite">
        <span className="loader__spinner" aria-hidden="true" />
        <span className="visually-hidden">Bestellung wird geladen …</span>
      </div>
    )
  }
  return <StatusView order={data} uid={uid} hash={hash} onReload={() => mutate()} />
}
