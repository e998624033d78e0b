import { useState } from 'react'
import { Link, useParams } from 'react-router-dom'

import {
  MESSAGES,
  branchTimeZone,
  canRespondToCounterAppointment,
  DELIVERY_TYPE_LABELS_DE,
  formatDateTime,
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

      <section className="card" aria-labelledby="info-title">
        <h2 id="info-title">Bestellung</h2>
        <dl className="info">
          {branch !== null ? (
            <div>
              <dt>Filiale</dt>
              <dd>
                <Link to={paths.branch(branchIdentifier(branch))}>{branch.name}</Link>
              </dd>
            </div>
          ) : null}
          <div>
            <dt>Art der Lieferung</dt>
            <dd>{DELIVERY_TYPE_LABELS_DE[orderDeliveryType(order)]}</dd>
          </div>
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
          {order.paymentMethod ? (
            <div>
              <dt>Zahlungsart</dt>
              <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
            </div>
          ) : null}
        </dl>
      </section>
      {shouldStopPolling(order) ? null : <p className="status__note muted">Diese Seite aktualisiert sich automatisch.</p>}
    </div>
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
