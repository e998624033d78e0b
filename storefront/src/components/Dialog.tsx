/**
 * Accessible overlay: role=dialog + aria-modal, labelled by its title, focus trapped inside,
 * Escape closes, focus returns to the opener, the page behind does not scroll.
 */
import { useEffect, useId, useRef } from 'react'
import type { ReactNode } from 'react'
import { createPortal } from 'react-dom'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

export interface DialogProps {
  readonly title: ReactNode
  readonly onClose: () => void
  readonly children: ReactNode
  readonly footer?: ReactNode
  readonly size?: 'small' | 'medium' | 'large'
  readonly className?: string
  /** Extra content above the title (e.g. an image). */
  readonly media?: ReactNode
  readonly closeLabel?: string
}

export function Dialog({ title, onClose, children, footer, size = 'medium', className, media, closeLabel = 'Schließen' }: DialogProps) {
  const titleId = useId()
  const ref = useRef<HTMLDivElement>(null)
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const node = ref.current
    const first = node?.querySelector<HTMLElement>('[data-autofocus]') ?? node?.querySelector<HTMLElement>(FOCUSABLE)
    ;(first ?? node)?.focus()
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation()
        onCloseRef.current()
        return
      }
      if (event.key !== 'Tab' || node === null) return
      const focusable = Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.hasAttribute('inert'))
      const firstEl = focusable[0]
      const lastEl = focusable[focusable.length - 1]
      if (firstEl === undefined || lastEl === undefined) {
        event.preventDefault()
        return
      }
      // focus on the dialog itself (its title was focused) or somewhere outside counts as the edge too: Shift+Tab
      // from the dialog box would otherwise leave it for the page behind (issue #34)
      const active = document.activeElement
      const inside = active instanceof HTMLElement && active !== node && node.contains(active)
      if (event.shiftKey && (!inside || active === firstEl)) {
        event.preventDefault()
        lastEl.focus()
      } else if (!event.shiftKey && (!inside || active === lastEl)) {
        event.preventDefault()
        firstEl.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.body.style.overflow = overflow
      opener?.focus()
    }
  }, [])

  return createPortal(
    <div className="overlay" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`dialog dialog--${size}${className === undefined ? '' : ` ${className}`}`}
      >
        {media}
        <div className="dialog__head">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={closeLabel}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="dialog__body">{children}</div>
        {footer === undefined ? null : <div className="dialog__foot">{footer}</div>}
      </div>
    </div>,
    document.body,
  )
}
