'use client'
/** One order on the board: what was ordered, for whom, how it is paid, and the actions its state allows. */
import { useState } from 'react'

import { allowedOrderActions, calculationModelPrefix, canProposeCounterAppointment, isOnlinePayment, ticketLabel } from '../../../../domain'
import type { EscalationSettings, OrderAction } from '../../../../domain'
import { ItemParts } from './ItemParts'
import { apiCall, BoardError, FALLBACK } from './api'
import { CounterAppointmentDialog, EditItemDialog, MessageDialog } from './dialogs'
import { EscalationCountdown } from './EscalationCountdown'
import { PrintReceiptButton } from './PrintReceipt'
import {
  actionLabel,
  address,
  customerName,
  dateTime,
  itemQuantity,
  minutesSince,
  money,
  paymentText,
  placedTime,
  stateLabel,
  stateOf,
  typeLabel,
  waitingText,
} from './format'
import type { BoardItem, BoardOrder } from './types'

const SLUGS: Record<OrderAction, string> = { cancel: 'cancel', confirm: 'confirm', reject: 'reject', inDelivery: 'in-delivery', completed: 'completed' }

type Props = {
  order: BoardOrder
  currency: string
  timeZone: string
  now: number
  missedOrderMinutes: number
  branchName: string | null
  /** The order's branch escalation limits (issue 33); undefined: none known. */
  escalation?: EscalationSettings
  onChanged: (message: string) => void
  onError: (message: string) => void
}

type OpenDialog = { kind: 'reject' | 'cancel' | 'counter' } | { kind: 'item'; index: number; item: BoardItem } | null

export function OrderCard({ order, currency, timeZone, now, missedOrderMinutes, branchName, escalation, onChanged, onError }: Props) {
  const [busy, setBusy] = useState<string | null>(null)
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const [expanded, setExpanded] = useState(false)
  const state = stateOf(order)
  const waiting = minutesSince(order.createdAt, now)
  const isNew = state === 'pending'
  const missed = isNew && waiting >= missedOrderMinutes
  const alarm = isNew && !order.acknowledgedAt
  const actions = allowedOrderActions(order)
  const payment = paymentText(order)
  const prefix = calculationModelPrefix(order.isApproximate ? 'approximate' : 'fixed')
  const name = customerName(order)
  const place = address(order)
  const label = ticketLabel(order, branchName)

  const run = async (key: string, path: string, fallback: string, success: string, body?: unknown) => {
    setBusy(key)
    try {
      await apiCall('POST', path, fallback, body)
      onChanged(success)
    } catch (error) {
      onError(error instanceof BoardError ? error.message : fallback)
    } finally {
      setBusy(null)
    }
  }

  const doAction = (action: OrderAction) => {
    if (action === 'reject' || action === 'cancel') {
      setDialog({ kind: action })
      return
    }
    void run(action, `/orders/${order.id}/status/${SLUGS[action]}`, FALLBACK.status, `Bestellung ${label}: ${actionLabel(action, order)} ✓`, order)
  }

  const classes = ['tob-card', `tob-card--${state}`, alarm ? 'tob-card--alarm' : '', missed ? 'tob-card--missed' : ''].filter(Boolean).join(' ')
  const primary: OrderAction[] = actions.filter((a) => a !== 'cancel' && a !== 'reject')
  const secondary: OrderAction[] = actions.filter((a) => a === 'reject' || a === 'cancel')

  return (
    <article className={classes} data-order-id={order.id} data-state={state} aria-label={`Bestellung ${label}`}>
      <header className="tob-card__head">
        <span className="tob-card__ticket">{label}</span>
        <span className="tob-card__time" title={dateTime(order.createdAt, timeZone, now)}>
          {placedTime(order.createdAt, timeZone, now)}
          {isNew ? ` · seit ${waitingText(waiting)}` : ''}
        </span>
      </header>
      <div className="tob-card__badges">
        <span className={`tob-badge tob-badge--${order.deliveryType ?? 'takeaway'}`}>{typeLabel(order)}</span>
        {missed && <span className="tob-badge tob-badge--missed">Verpasst</span>}
        {alarm && !missed && <span className="tob-badge tob-badge--new">Neu</span>}
        {!isNew && <span className="tob-badge tob-badge--state">{stateLabel(order)}</span>}
      </div>
      <EscalationCountdown order={order} settings={escalation} now={now} timeZone={timeZone} />
      {order.appointmentDate && (
        <p className="tob-card__appointment">
          Termin: <strong>{dateTime(order.appointmentDate, timeZone, now)}</strong>
        </p>
      )}
      {order.counterAppointment && (
        <p className="tob-card__appointment tob-card__appointment--counter">
          Gegenvorschlag: <strong>{dateTime(order.counterAppointment, timeZone, now)}</strong> – wartet auf Antwort des Kunden
        </p>
      )}
      <ul className="tob-items">
        {order.items.map((item, index) => (
          <li key={item.id} className="tob-item">
            <div className="tob-item__line">
              <span className="tob-item__qty">{itemQuantity(item)}</span>
              <span className="tob-item__name">{item.name}</span>
              <span className="tob-item__price">{money(item.gross, currency)}</span>
              {state !== 'completed' && state !== 'rejected' && state !== 'canceled' && state !== 'failed' && (
                <button
                  type="button"
                  className="tob-icon-btn"
                  title="Position ändern"
                  aria-label={`Position ${index + 1} ändern`}
                  onClick={() => setDialog({ kind: 'item', index, item })}
                >
                  ✎
                </button>
              )}
            </div>
            <ItemParts item={item} />
          </li>
        ))}
      </ul>
      <div className="tob-card__totals">
        {(order.deliveryGross ?? 0) > 0 && (
          <span>
            Lieferung {money(order.deliveryGross, currency)}
            {order.deliveryArea ? ` (${order.deliveryArea})` : ''}
          </span>
        )}
        <strong>
          Summe {prefix ? `${prefix} ` : ''}
          {money(order.totalGross, currency)}
        </strong>
      </div>
      <div className="tob-card__payment">
        <span>{payment.label}</span>
        <span className={`tob-pay tob-pay--${payment.tone}`}>{payment.state}</span>
      </div>
      {order.comment && <p className="tob-card__comment">„{order.comment}“</p>}
      {order.rejectionMessage && (state === 'rejected' || state === 'canceled') && (
        <p className="tob-note">Nachricht an den Kunden: {order.rejectionMessage}</p>
      )}
      <div className="tob-card__customer">
        {name && <div className="tob-card__name">{name}</div>}
        {order.phone && (
          <a href={`tel:${order.phone.replace(/\s/g, '')}`} className="tob-card__contact">
            {order.phone}
          </a>
        )}
        {order.email && (
          <a href={`mailto:${order.email}`} className="tob-card__contact">
            {order.email}
          </a>
        )}
        {place && order.deliveryType === 'delivery' && <div className="tob-card__address">{place}</div>}
      </div>

      <div className="tob-card__actions">
        {primary.map((action) => (
          <button
            key={action}
            type="button"
            className={`tob-btn ${action === 'confirm' ? 'tob-btn--primary' : 'tob-btn--go'}`}
            disabled={busy !== null}
            onClick={() => doAction(action)}
          >
            {busy === action ? '…' : actionLabel(action, order)}
          </button>
        ))}
        {canProposeCounterAppointment(order) && (
          <button type="button" className="tob-btn" disabled={busy !== null} onClick={() => setDialog({ kind: 'counter' })}>
            Anderer Termin
          </button>
        )}
        {secondary.map((action) => (
          <button key={action} type="button" className="tob-btn tob-btn--danger-outline" disabled={busy !== null} onClick={() => doAction(action)}>
            {actionLabel(action, order)}
          </button>
        ))}
        <button type="button" className="tob-btn tob-btn--ghost" aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
          {expanded ? 'Weniger' : 'Mehr …'}
        </button>
      </div>
      {expanded && (
        <div className="tob-card__more">
          <PrintReceiptButton orderId={order.id} label={label} disabled={busy !== null} onPrinted={onChanged} />
          {order.email && (
            <button
              type="button"
              className="tob-btn"
              disabled={busy !== null}
              onClick={() => void run('email', `/orders/${order.id}/resend-new-order-email`, FALLBACK.resend, 'Bestätigung per E-Mail versendet.')}
            >
              E-Mail erneut senden
            </button>
          )}
          {order.phone && (
            <button
              type="button"
              className="tob-btn"
              disabled={busy !== null}
              onClick={() => void run('sms', `/orders/${order.id}/resend-new-order-sms`, FALLBACK.resend, 'Bestätigung per SMS versendet.')}
            >
              SMS erneut senden
            </button>
          )}
          {isOnlinePayment(order.paymentMethod) && (
            <button
              type="button"
              className="tob-btn"
              disabled={busy !== null}
              onClick={() => void run('payment', `/orders/${order.id}/update-payment-status`, FALLBACK.payment, 'Zahlungsstatus aktualisiert.')}
            >
              Zahlung prüfen
            </button>
          )}
          <a className="tob-btn tob-btn--ghost" href={`/backend/orders-live/${order.id}`}>
            Details & Verlauf
          </a>
        </div>
      )}

      {dialog?.kind === 'reject' || dialog?.kind === 'cancel' ? (
        <MessageDialog
          order={order}
          action={dialog.kind}
          onClose={() => setDialog(null)}
          onDone={(message) => {
            setDialog(null)
            onChanged(message)
          }}
        />
      ) : null}
      {dialog?.kind === 'counter' && (
        <CounterAppointmentDialog
          order={order}
          onClose={() => setDialog(null)}
          onDone={(message) => {
            setDialog(null)
            onChanged(message)
          }}
        />
      )}
      {dialog?.kind === 'item' && (
        <EditItemDialog
          order={order}
          index={dialog.index}
          item={dialog.item}
          onClose={() => setDialog(null)}
          onDone={(message) => {
            setDialog(null)
            onChanged(message)
          }}
        />
      )}
    </article>
  )
}
