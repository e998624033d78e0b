'use client'
/**
 * "Beleg drucken" with its fallback: POST /api/orders/:id/print; when no printer printed, a dialog shows the
 * server's German reasons (one per printer, e.g. "Bondrucker Küche: Papier leer – …") and offers the browser's print
 * dialog with the same receipt (GET /api/orders/:id/receipt — the blocks the printer gets), laid out 80 mm wide in
 * a print-only view.
 */
import { useState } from 'react'
import { createPortal } from 'react-dom'

import type { PrintableReceipt, ReceiptBlockWire } from '../../../../contracts'
import { apiCall, BoardError, FALLBACK } from './api'
import { Dialog } from './Dialog'
import { PRINTERS_CHANGED } from './PrinterStatus'

const RECEIPT_FALLBACK = 'Beleg konnte nicht geladen werden.'

type Props = { orderId: number; label: string; disabled?: boolean; className?: string; onPrinted: (message: string) => void }

export function PrintReceiptButton({ orderId, label, disabled, className = 'tob-btn', onPrinted }: Props) {
  const [busy, setBusy] = useState(false)
  const [reasons, setReasons] = useState<string[] | null>(null)
  const print = async () => {
    setBusy(true)
    try {
      await apiCall('POST', `/orders/${orderId}/print`, FALLBACK.print)
      onPrinted(`Beleg ${label} wird gedruckt.`)
    } catch (error) {
      // the first message is the general one, the printers' reasons follow (field 'printer')
      const messages = error instanceof BoardError ? error.errors.map((e) => e.message) : [FALLBACK.print]
      setReasons(messages.length > 1 ? messages.slice(1) : messages)
    } finally {
      setBusy(false)
      window.dispatchEvent(new Event(PRINTERS_CHANGED))
    }
  }
  return (
    <>
      <button type="button" className={className} disabled={disabled || busy} onClick={() => void print()}>
        {busy ? 'Druckt …' : 'Beleg drucken'}
      </button>
      {reasons && <PrintFailedDialog orderId={orderId} label={label} reasons={reasons} onClose={() => setReasons(null)} />}
    </>
  )
}

function PrintFailedDialog({ orderId, label, reasons, onClose }: { orderId: number; label: string; reasons: string[]; onClose: () => void }) {
  const [receipt, setReceipt] = useState<PrintableReceipt | null>(null)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const printInBrowser = async () => {
    setLoading(true)
    setError(null)
    try {
      const loaded = receipt ?? (await apiCall<PrintableReceipt>('GET', `/orders/${orderId}/receipt`, RECEIPT_FALLBACK))
      setReceipt(loaded)
      // print after the view is in the page (next frame), then leave it for the dialog to close
      window.requestAnimationFrame(() => window.setTimeout(() => window.print(), 0))
    } catch (e) {
      setError(e instanceof BoardError ? e.message : RECEIPT_FALLBACK)
    } finally {
      setLoading(false)
    }
  }
  return (
    <Dialog
      title={`Beleg ${label} nicht gedruckt`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="tob-btn" onClick={onClose}>
            Schließen
          </button>
          <button type="button" className="tob-btn tob-btn--primary" onClick={() => void printInBrowser()} disabled={loading}>
            {loading ? 'Lädt …' : 'Im Browser drucken'}
          </button>
        </>
      }
    >
      <p className="tob-print-failed__lead">{FALLBACK.print}</p>
      <ul className="tob-print-failed__reasons" role="alert">
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <p className="tob-print-failed__hint">Sie können denselben Beleg über den Druckdialog des Browsers auf einem anderen Drucker ausgeben.</p>
      {error && <p className="tob-error">{error}</p>}
      {receipt && createPortal(<ReceiptPrintView receipt={receipt} />, document.body)}
    </Dialog>
  )
}

/** The receipt for the browser's print: only this is printed (order-board.css @media print), 80 mm wide. */
export function ReceiptPrintView({ receipt }: { receipt: PrintableReceipt }) {
  return (
    <div className="tob-print-root" aria-hidden="true">
      <div className="tob-receipt" data-title={receipt.title}>
        {receipt.blocks.map((block, index) => (
          <ReceiptLine key={index} block={block} />
        ))}
      </div>
    </div>
  )
}

function ReceiptLine({ block }: { block: ReceiptBlockWire }) {
  switch (block.kind) {
    case 'title':
      return <div className="tob-receipt__title">{block.text}</div>
    case 'center':
      return <div className="tob-receipt__center">{block.text}</div>
    case 'heading':
      return <div className="tob-receipt__heading">{block.text}</div>
    case 'ticket':
      return (
        <div className="tob-receipt__ticket">
          <div>{block.label}</div>
          <strong>{block.value}</strong>
        </div>
      )
    case 'text':
      return <div className={block.bold ? 'tob-receipt__bold' : undefined}>{block.text}</div>
    case 'pair':
      return (
        <div className={`tob-receipt__pair${block.bold ? ' tob-receipt__bold' : ''}`}>
          <span>{block.left}</span>
          <span>{block.right}</span>
        </div>
      )
    case 'indent':
      return <div className="tob-receipt__indent">{block.text}</div>
    case 'rule':
      return <hr className="tob-receipt__rule" />
    case 'qr':
      // the status link as text: the browser print has no QR encoder here, the address works as well
      return <div className="tob-receipt__center tob-receipt__small">{`${block.caption}: ${block.data}`}</div>
  }
}
