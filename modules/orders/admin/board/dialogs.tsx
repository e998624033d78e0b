'use client'
/** The dialogs of a card: reject/cancel with a message, counter-appointment with the branch's slots, edit a position. */
import { useEffect, useState } from 'react'

import { alignStoredParts, isFilePartType, ticketLabel } from '../../../../domain'
import { apiCall, BoardError, FALLBACK } from './api'
import { Dialog } from './Dialog'
import { itemQuantity, partText } from './format'
import type { BoardItem, BoardOrder } from './types'

type Done = (message: string) => void

const errorText = (error: unknown, fallback: string) => (error instanceof BoardError ? error.message : fallback)

/** A dialog's one action: busy while it runs; on failure the German error and the dialog stays open. */
function useDialogAction(fallback: string, run: () => Promise<string>, onDone: Done) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const submit = async () => {
    setBusy(true)
    setError(null)
    try {
      onDone(await run())
    } catch (e) {
      setError(errorText(e, fallback))
      setBusy(false)
    }
  }
  return { busy, error, setError, submit }
}

/** Abbrechen + the dialog's action button. */
function DialogFooter({
  busy,
  disabled,
  label,
  tone,
  onClose,
  onSubmit,
}: {
  busy: boolean
  disabled: boolean
  label: string
  tone: 'primary' | 'danger'
  onClose: () => void
  onSubmit: () => void
}) {
  return (
    <>
      <button type="button" className="tob-btn" onClick={onClose} disabled={busy}>
        Abbrechen
      </button>
      <button type="button" className={`tob-btn tob-btn--${tone}`} onClick={onSubmit} disabled={busy || disabled}>
        {label}
      </button>
    </>
  )
}

// ---------------------------------------------------------------------------
// Reject / cancel
// ---------------------------------------------------------------------------

export function MessageDialog({
  order,
  action,
  onClose,
  onDone,
}: {
  order: BoardOrder
  action: 'reject' | 'cancel'
  onClose: () => void
  onDone: Done
}) {
  const [message, setMessage] = useState(action === 'reject' ? 'Leider können wir Ihre Bestellung derzeit nicht annehmen.' : '')
  const fallback = action === 'cancel' ? FALLBACK.cancel : FALLBACK.status
  const { busy, error, submit } = useDialogAction(
    fallback,
    async () => {
      await apiCall('POST', `/orders/${order.id}/status/${action}`, fallback, { ...order, rejectionMessage: message })
      return action === 'reject' ? `Bestellung ${ticketLabel(order)} abgelehnt.` : `Bestellung ${ticketLabel(order)} storniert.`
    },
    onDone,
  )
  return (
    <Dialog
      title={action === 'reject' ? `Bestellung ${ticketLabel(order)} ablehnen` : `Bestellung ${ticketLabel(order)} stornieren`}
      onClose={onClose}
      footer={
        <DialogFooter
          busy={busy}
          disabled={action === 'reject' && message.trim() === ''}
          label={action === 'reject' ? 'Ablehnen' : 'Stornieren'}
          tone="danger"
          onClose={onClose}
          onSubmit={submit}
        />
      }
    >
      <label className="tob-field">
        <span>Nachricht an den Kunden{action === 'cancel' ? ' (optional)' : ''}</span>
        <textarea rows={3} maxLength={1000} value={message} onChange={(e) => setMessage(e.target.value)} />
      </label>
      {error && (
        <p className="tob-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  )
}

// ---------------------------------------------------------------------------
// Counter-appointment
// ---------------------------------------------------------------------------

type Slots = {
  date: string
  times: string[]
  slots: string[]
  message: string | null
  nextAvailable: { date: string; times: string[] } | null
  days: string[]
}

const dayLabel = (iso: string) => {
  const [y, m, d] = iso.split('-')
  const weekday = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))).getUTCDay()
  return `${['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'][weekday] ?? ''} ${d}.${m}.${y}`
}

export function CounterAppointmentDialog({ order, onClose, onDone }: { order: BoardOrder; onClose: () => void; onDone: Done }) {
  const [date, setDate] = useState<string | null>(null)
  const [slots, setSlots] = useState<Slots | null>(null)
  const [slot, setSlot] = useState('')
  const { busy, error, setError, submit } = useDialogAction(
    FALLBACK.status,
    async () => {
      await apiCall('POST', `/orders/${order.id}/counter-appointment`, FALLBACK.status, { counterAppointment: slot })
      return `Gegenvorschlag für Bestellung ${ticketLabel(order)} gesendet.`
    },
    onDone,
  )

  useEffect(() => {
    let stale = false
    setError(null)
    apiCall<Slots>('GET', `/orders/${order.id}/appointment-slots${date ? `?date=${date}` : ''}`, FALLBACK.status)
      .then((result) => {
        if (stale) return
        setSlots(result)
        setSlot(result.slots[0] ?? '')
        if (date === null) setDate(result.date)
      })
      .catch((e) => !stale && setError(errorText(e, FALLBACK.status)))
    return () => {
      stale = true
    }
  }, [order.id, date, setError])

  return (
    <Dialog
      title={`Anderen Termin vorschlagen – ${ticketLabel(order)}`}
      onClose={onClose}
      footer={
        <DialogFooter
          busy={busy}
          disabled={slot === ''}
          label="Vorschlag senden"
          tone="primary"
          onClose={onClose}
          onSubmit={submit}
        />
      }
    >
      <div className="tob-row">
        <label className="tob-field">
          <span>Tag</span>
          <select value={date ?? ''} onChange={(e) => setDate(e.target.value)} disabled={!slots}>
            {[...new Set([...(slots?.days ?? []), ...(date ? [date] : [])])].sort().map((d) => (
              <option key={d} value={d}>
                {dayLabel(d)}
              </option>
            ))}
          </select>
        </label>
        <label className="tob-field">
          <span>Uhrzeit</span>
          <select value={slot} onChange={(e) => setSlot(e.target.value)} disabled={!slots || slots.slots.length === 0}>
            {(slots?.slots ?? []).map((s, i) => (
              <option key={s} value={s}>
                {slots?.times[i] ?? s}
              </option>
            ))}
          </select>
        </label>
      </div>
      {slots?.message && (
        <p className="tob-note">
          {slots.message}
          {slots.nextAvailable ? ` – nächster freier Tag: ${dayLabel(slots.nextAvailable.date)}` : ''}
        </p>
      )}
      <p className="tob-note">
        Der Kunde kann den Vorschlag auf seiner Bestellseite annehmen oder ablehnen (Ablehnen storniert die Bestellung).
      </p>
      {error && (
        <p className="tob-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  )
}

// ---------------------------------------------------------------------------
// Edit a position
// ---------------------------------------------------------------------------

type ProductUnit = { id: number; name?: string | null; shortName?: string | null } | number | null | undefined
type ProductPart = {
  name: string
  type: string
  optional?: boolean | null
  options?: { name: string; modifier?: string | null; value?: number | null }[] | null
}
type ProductDoc = {
  id: number
  name?: string | null
  unit?: ProductUnit
  alternativeUnits?: { unit?: ProductUnit }[] | null
  quantityStepSize?: number | null
  minimumQuantity?: number | null
  config?: { parts?: ProductPart[] | null } | null
}
type PartValue = { value?: string | null; values?: string[] | null } | null

const unitOf = (ref: ProductUnit) => (ref && typeof ref === 'object' ? ref : null)

export function EditItemDialog({
  order,
  index,
  item,
  onClose,
  onDone,
}: {
  order: BoardOrder
  index: number
  item: BoardItem
  onClose: () => void
  onDone: Done
}) {
  const [product, setProduct] = useState<ProductDoc | null>(null)
  const [amount, setAmount] = useState(String(item.amount ?? 1).replace('.', ','))
  const [unitId, setUnitId] = useState<string>(item.unit?.id ? String(item.unit.id) : '')
  const [parts, setParts] = useState<PartValue[]>([])
  const { busy, error, setError, submit } = useDialogAction(
    FALLBACK.update,
    async () => {
      const body: Record<string, unknown> = { amount: Number(amount.replace(',', '.')), parts }
      if (unitId !== '') body.unit = Number(unitId)
      await apiCall('PUT', `/orders/${order.id}/items/${index}`, FALLBACK.update, body)
      return `Position ${index + 1} geändert, Summen neu berechnet.`
    },
    onDone,
  )

  useEffect(() => {
    if (item.product === null) {
      setError('Dieses Produkt ist derzeit leider nicht verfügbar.')
      return
    }
    apiCall<ProductDoc>('GET', `/products/${item.product}`, 'Produkt konnte nicht geladen werden.')
      .then((doc) => {
        setProduct(doc)
        setParts(
          alignStoredParts(doc, item.parts).map((value) =>
            value === null ? null : { value: value.value ?? null, values: value.values ? [...value.values] : null },
          ),
        )
      })
      .catch((e) => setError(errorText(e, 'Produkt konnte nicht geladen werden.')))
  }, [item, setError])

  const units = product
    ? [unitOf(product.unit), ...(product.alternativeUnits ?? []).map((a) => unitOf(a.unit))].filter((u) => u !== null)
    : []
  const setPart = (k: number, value: PartValue) => setParts((list) => list.map((v, i) => (i === k ? value : v)))

  return (
    <Dialog
      title={`Position ändern – ${item.name ?? ''}`}
      onClose={onClose}
      footer={
        <DialogFooter busy={busy} disabled={!product} label="Speichern" tone="primary" onClose={onClose} onSubmit={submit} />
      }
    >
      <p className="tob-note">
        Bisher: {itemQuantity(item)} {item.name}
        {(item.parts ?? []).length > 0 ? ` (${(item.parts ?? []).map(partText).join('; ')})` : ''}
      </p>
      <div className="tob-row">
        <label className="tob-field">
          <span>Menge</span>
          <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </label>
        {units.length > 1 && (
          <label className="tob-field">
            <span>Einheit</span>
            <select value={unitId} onChange={(e) => setUnitId(e.target.value)}>
              {units.map((u) => (
                <option key={u.id} value={String(u.id)}>
                  {u.name ?? u.shortName ?? u.id}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {(product?.config?.parts ?? []).map((part, k) => {
        const value = parts[k] ?? null
        if (isFilePartType(part.type)) {
          return (
            <p key={part.name} className="tob-note">
              {part.name}: Hochgeladene Dateien bleiben unverändert.
            </p>
          )
        }
        if (part.type === 'select') {
          return (
            <label key={part.name} className="tob-field">
              <span>{part.name}</span>
              <select
                value={value?.value ?? ''}
                onChange={(e) => setPart(k, e.target.value === '' ? null : { value: e.target.value })}
              >
                {(part.optional || !value?.value) && <option value="">{part.optional ? '– keine –' : '– bitte wählen –'}</option>}
                {(part.options ?? []).map((o) => (
                  <option key={o.name} value={o.name}>
                    {o.name}
                  </option>
                ))}
              </select>
            </label>
          )
        }
        if (part.type === 'multiselect') {
          const chosen = value?.values ?? []
          return (
            <fieldset key={part.name} className="tob-field tob-fieldset">
              <legend>{part.name}</legend>
              {(part.options ?? []).map((o) => (
                <label key={o.name} className="tob-check">
                  <input
                    type="checkbox"
                    checked={chosen.includes(o.name)}
                    onChange={(e) =>
                      setPart(k, { values: e.target.checked ? [...chosen, o.name] : chosen.filter((n) => n !== o.name) })
                    }
                  />
                  {o.name}
                </label>
              ))}
            </fieldset>
          )
        }
        return (
          <label key={part.name} className="tob-field">
            <span>{part.name}</span>
            <input value={value?.value ?? ''} onChange={(e) => setPart(k, { value: e.target.value })} />
          </label>
        )
      })}
      {error && (
        <p className="tob-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  )
}
