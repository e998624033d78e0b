/** The questionnaire's modals (SF §2, §8): discard confirmation, sending, error with retry, success with a new-feedback link. */
import { useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { Link } from 'react-router-dom'

import { QUESTIONNAIRE_TEXTS as T } from '@domain'
import { Dialog } from '../../../components/Dialog'

export function DiscardModal({ onCancel, onConfirm }: { readonly onCancel: () => void; readonly onConfirm: () => void }) {
  return (
    <Dialog
      title={T.discardTitle}
      size="small"
      onClose={onCancel}
      footer={
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" data-autofocus onClick={onCancel}>
            {T.cancel}
          </button>
          <button type="button" className="button button--primary questionnaire__danger" onClick={onConfirm}>
            {T.discardConfirm}
          </button>
        </div>
      }
    >
      <p>{T.discardMessage}</p>
    </Dialog>
  )
}

/** While sending: a modal status that cannot be dismissed (the request is on its way). */
export function SendingModal() {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.focus()
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
    }
  }, [])
  return createPortal(
    <div className="overlay">
      <div ref={ref} className="dialog dialog--small questionnaire__sending" role="alertdialog" aria-modal="true" aria-busy="true" aria-label={T.sending} tabIndex={-1}>
        <div className="dialog__body" role="status">
          <span className="loader__spinner" aria-hidden="true" />
          <p>{T.sending}</p>
        </div>
      </div>
    </div>,
    document.body,
  )
}

export function ErrorModal({ message, onChange, onRetry }: { readonly message: string; readonly onChange: () => void; readonly onRetry: () => void }) {
  return (
    <Dialog
      title={T.errorTitle}
      size="small"
      onClose={onChange}
      className="questionnaire__error"
      footer={
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={onChange}>
            {T.changeData}
          </button>
          <button type="button" className="button button--primary" data-autofocus onClick={onRetry}>
            {T.retry}
          </button>
        </div>
      }
    >
      <p role="alert">{message}</p>
    </Dialog>
  )
}

export function SuccessModal({
  newFeedbackTo,
  onNewFeedback,
  onClose,
}: {
  readonly newFeedbackTo: string
  readonly onNewFeedback: () => void
  readonly onClose: () => void
}) {
  return (
    <Dialog
      title={T.successTitle}
      size="small"
      onClose={onClose}
      className="questionnaire__success"
      footer={
        <div className="dialog__actions">
          <Link className="button button--primary" to={newFeedbackTo} data-autofocus onClick={onNewFeedback}>
            {T.newFeedback}
          </Link>
        </div>
      }
    >
      <div className="questionnaire__success-icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="40" height="40">
          <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <p role="status">{T.successMessage}</p>
    </Dialog>
  )
}
