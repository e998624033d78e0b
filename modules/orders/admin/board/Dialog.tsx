'use client'
import { useEffect, useRef } from 'react'
import type { ReactNode } from 'react'

/** A small modal: Escape or the backdrop closes it; focus moves into it. */
export function Dialog({ title, onClose, children, footer }: { title: string; onClose: () => void; children: ReactNode; footer: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  // the board re-renders on every poll (a new onClose each time): focus moves in once, when the dialog opens
  const close = useRef(onClose)
  close.current = onClose
  useEffect(() => {
    const first = ref.current?.querySelector<HTMLElement>('textarea, input, select, button')
    first?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
  return (
    <div className="tob-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div className="tob-dialog" role="dialog" aria-modal="true" aria-label={title} ref={ref}>
        <h3 className="tob-dialog__title">{title}</h3>
        <div className="tob-dialog__body">{children}</div>
        <div className="tob-dialog__footer">{footer}</div>
      </div>
    </div>
  )
}
