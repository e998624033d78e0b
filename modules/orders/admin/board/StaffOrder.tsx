'use client'
/**
 * The staff view of one order (/backend/orders-live/:id, "Details & Verlauf" on the board): what was ordered with
 * options and amounts, fees and total, payment, customer with address or table, the history with German labels, and
 * the board's actions — read-only text instead of the raw collection form (which admins still reach under
 * "Erweitert"). Data: GET /api/orders/:id/details (staff of the order's branch; others get 404).
 */
import { useCallback, useEffect, useState } from 'react'

import type { StaffOrderDetails } from '../../../../contracts'
import { allowedOrderActions, calculationModelPrefix, canProposeCounterAppointment, isOnlinePayment, ticketLabel } from '../../../../domain'
import type { OrderAction } from '../../../../domain'
import { ItemParts } from './ItemParts'
import { apiCall, BoardError, FALLBACK } from './api'
import { CounterAppointmentDialog, MessageDialog } from './dialogs'
import { actionLabel, address, customerName, dateTime, itemQuantity, money, paymentText, stateLabel, stateOf, typeLabel } from './format'
import { PrintReceiptButton } from './PrintReceipt'
import './order-board.css'
import './printer-and-details.css'

const SLUGS: Record<OrderAction, string> = { cancel: 'cancel', confirm: 'confirm', reject: 'reject', inDelivery: 'in-delivery', completed: 'completed' }
const DETAILS_FALLBACK = 'Bestellung konnte nicht geladen werden.'

type Notice = { tone: 'ok' | 'error'; text: string }

export function StaffOrder({ orderId }: { orderId: number }) {
  const [details, setDetails] = useState<StaffOrderDetails | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const [dialog, setDialog] = useState<'reject' | 'cancel' | 'counter' | null>(null)
  const [now, setNow] = useState(() => Date.now())

  const load = useCallback(async () => {
    try {
      setDetails(await apiCall<StaffOrderDetails>('GET', `/orders/${orderId}/details`, DETAILS_FALLBACK))
      setLoadError(null)
      setNow(Date.now())
    } catch (error) {
      setLoadError(error instanceof BoardError ? error.message : DETAILS_FALLBACK)
    }
  }, [orderId])
  useEffect(() => void load(), [load])

  const changed = useCallback(
    (text: string) => {
      setNotice({ tone: 'ok', text })
      void load()
    },
    [load],
  )

  if (!details) {
    return (
      <div className="tob tso">
        <BackLink />
        {loadError ? (
          <p className="tob-error" role="alert">
            {loadError}
          </p>
        ) : (
          <p className="tob-empty">Bestellung wird geladen …</p>
        )}
      </div>
    )
  }

  const { order, currency, timeZone } = details
  const label = ticketLabel(order)
  const state = stateOf(order)
  const actions = allowedOrderActions(order)
  const payment = paymentText(order)
  const prefix = calculationModelPrefix(order.isApproximate ? 'approximate' : 'fixed')
  const name = customerName(order)
  const place = address(order)
  const closed = state === 'completed' || state === 'rejected' || state === 'canceled' || state === 'failed'

  const run = async (key: string, path: string, fallback: string, success: string, body?: unknown) => {
    setBusy(key)
    setNotice(null)
    try {
      await apiCall('POST', path, fallback, body)
      changed(success)
    } catch (error) {
      setNotice({ tone: 'error', text: error instanceof BoardError ? error.message : fallback })
    } finally {
      setBusy(null)
    }
  }
  const doAction = (action: OrderAction) => {
    if (action === 'reject' || action === 'cancel') return setDialog(action)
    void run(action, `/orders/${order.id}/status/${SLUGS[action]}`, FALLBACK.status, `Bestellung ${label}: ${actionLabel(action, order)} ✓`, order)
  }

  return (
    <div className="tob tso">
      <BackLink />
      <header className="tso-head">
        <h1>Bestellung {label}</h1>
        <span className={`tob-badge tso-state tso-state--${state}`}>{stateLabel(order)}</span>
        <span className="tob-badge">{typeLabel(order)}</span>
        <span className="tso-meta">
          {details.branchName} · eingegangen {dateTime(order.createdAt, timeZone, now)}
        </span>
      </header>
      {notice && (
        <p className={notice.tone === 'ok' ? 'tso-notice' : 'tob-error'} role={notice.tone === 'ok' ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}

      <div className="tso-actions" role="group" aria-label="Aktionen">
        {actions
          .filter((a) => a !== 'cancel' && a !== 'reject')
          .map((action) => (
            <button key={action} type="button" className={`tob-btn ${action === 'confirm' ? 'tob-btn--primary' : 'tob-btn--go'}`} disabled={busy !== null} onClick={() => doAction(action)}>
              {busy === action ? '…' : actionLabel(action, order)}
            </button>
          ))}
        {canProposeCounterAppointment(order) && (
          <button type="button" className="tob-btn" disabled={busy !== null} onClick={() => setDialog('counter')}>
            Anderer Termin
          </button>
        )}
        {actions
          .filter((a) => a === 'cancel' || a === 'reject')
          .map((action) => (
            <button key={action} type="button" className="tob-btn tob-btn--danger-outline" disabled={busy !== null} onClick={() => doAction(action)}>
              {actionLabel(action, order)}
            </button>
          ))}
        <PrintReceiptButton orderId={order.id} label={label} disabled={busy !== null} onPrinted={changed} />
        {order.email && (
          <button type="button" className="tob-btn" disabled={busy !== null} onClick={() => void run('email', `/orders/${order.id}/resend-new-order-email`, FALLBACK.resend, 'Bestätigung per E-Mail versendet.')}>
            E-Mail erneut senden
          </button>
        )}
        {order.phone && (
          <button type="button" className="tob-btn" disabled={busy !== null} onClick={() => void run('sms', `/orders/${order.id}/resend-new-order-sms`, FALLBACK.resend, 'Bestätigung per SMS versendet.')}>
            SMS erneut senden
          </button>
        )}
        {isOnlinePayment(order.paymentMethod) && (
          <button type="button" className="tob-btn" disabled={busy !== null} onClick={() => void run('payment', `/orders/${order.id}/update-payment-status`, FALLBACK.payment, 'Zahlungsstatus aktualisiert.')}>
            Zahlung prüfen
          </button>
        )}
      </div>

      <div className="tso-grid">
        <section className="tso-section" aria-label="Bestellte Positionen">
          <h2>Bestellt</h2>
          <ul className="tob-items tso-items">
            {order.items.map((item) => (
              <li key={item.id} className="tob-item">
                <div className="tob-item__line">
                  <span className="tob-item__qty">{itemQuantity(item)}</span>
                  <span className="tob-item__name">{item.name}</span>
                  <span className="tob-item__price">{money(item.gross, currency)}</span>
                </div>
                <ItemParts item={item} />
              </li>
            ))}
          </ul>
          <dl className="tso-totals">
            <dt>Zwischensumme</dt>
            <dd>{money(order.gross, currency)}</dd>
            {(order.deliveryGross ?? 0) > 0 && (
              <>
                <dt>Lieferung{order.deliveryArea ? ` (${order.deliveryArea})` : ''}</dt>
                <dd>{money(order.deliveryGross, currency)}</dd>
              </>
            )}
            {(order.donationAmount ?? 0) > 0 && (
              <>
                <dt>Spende</dt>
                <dd>{money(order.donationAmount, currency)}</dd>
              </>
            )}
            <dt className="tso-total">Gesamt</dt>
            <dd className="tso-total">
              {prefix ? `${prefix} ` : ''}
              {money(order.totalGross, currency)}
            </dd>
            {details.totalTax !== null && (
              <>
                <dt className="tso-minor">inkl. MwSt.</dt>
                <dd className="tso-minor">{money(details.totalTax, currency)}</dd>
              </>
            )}
            {details.totalNet !== null && (
              <>
                <dt className="tso-minor">Netto</dt>
                <dd className="tso-minor">{money(details.totalNet, currency)}</dd>
              </>
            )}
          </dl>
          <p className="tob-card__payment">
            <span>Zahlung: {payment.label}</span>
            <span className={`tob-pay tob-pay--${payment.tone}`}>{payment.state}</span>
          </p>
        </section>

        <section className="tso-section" aria-label="Kunde">
          <h2>Kunde</h2>
          {name && <p className="tob-card__name">{name}</p>}
          {order.phone && (
            <p>
              <a href={`tel:${order.phone.replace(/\s/g, '')}`}>{order.phone}</a>
            </p>
          )}
          {order.email && (
            <p>
              <a href={`mailto:${order.email}`}>{order.email}</a>
            </p>
          )}
          <p>
            <strong>{typeLabel(order)}</strong>
          </p>
          {place && order.deliveryType === 'delivery' && <p>Lieferadresse: {place}</p>}
          {order.appointmentDate && <p>Termin: {dateTime(order.appointmentDate, timeZone, now)}</p>}
          {order.counterAppointment && <p className="tob-card__appointment--counter">Gegenvorschlag: {dateTime(order.counterAppointment, timeZone, now)} – wartet auf Antwort des Kunden</p>}
          {order.comment && <p className="tob-card__comment">„{order.comment}“</p>}
          {order.rejectionMessage && closed && <p className="tob-note">Nachricht an den Kunden: {order.rejectionMessage}</p>}
        </section>

        <section className="tso-section" aria-label="Verlauf">
          <h2>Verlauf</h2>
          {details.history.length === 0 ? (
            <p className="tob-note">Noch keine Einträge.</p>
          ) : (
            <ol className="tso-history">
              {details.history.map((entry, index) => (
                <li key={index}>
                  <time dateTime={entry.at ?? undefined}>{dateTime(entry.at, timeZone, now)}</time>
                  <span className="tso-history__label">{entry.label}</span>
                  {entry.user && <span className="tso-history__user">{entry.user}</span>}
                  {entry.message && <span className="tso-history__message">„{entry.message}“</span>}
                </li>
              ))}
            </ol>
          )}
          {details.printJobs.length > 0 && (
            <>
              <h3>Belegdruck</h3>
              <ul className="tso-history">
                {details.printJobs.map((job) => (
                  <li key={job.id}>
                    <time dateTime={job.at}>{dateTime(job.at, timeZone, now)}</time>
                    <span className="tso-history__label">{PRINT_STATES[job.state] ?? job.state}</span>
                    {job.lastError && job.state !== 'printed' && <span className="tso-history__message">{job.lastError}</span>}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>

      {details.isAdmin && (
        <p className="tso-advanced">
          <a href={`/backend/collections/orders/${order.id}`}>Erweitert</a> – das Rohformular der Bestellung (nur Administratoren)
        </p>
      )}

      {(dialog === 'reject' || dialog === 'cancel') && (
        <MessageDialog
          order={order}
          action={dialog}
          onClose={() => setDialog(null)}
          onDone={(message) => {
            setDialog(null)
            changed(message)
          }}
        />
      )}
      {dialog === 'counter' && (
        <CounterAppointmentDialog
          order={order}
          onClose={() => setDialog(null)}
          onDone={(message) => {
            setDialog(null)
            changed(message)
          }}
        />
      )}
    </div>
  )
}

const PRINT_STATES: Record<string, string> = { queued: 'Wartet auf Drucker', printing: 'Wird gedruckt', printed: 'Gedruckt', failed: 'Fehlgeschlagen', skipped: 'Kein Drucker' }

function BackLink() {
  return (
    <p className="tso-back">
      <a href="/backend/orders-live">← Bestellungen live</a>
    </p>
  )
}
