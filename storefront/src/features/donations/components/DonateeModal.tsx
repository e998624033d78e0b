import { useId, useState } from 'react'

import { MESSAGES, searchWords } from '@domain'
import { Dialog } from '../../../components/Dialog'
import type { DonateeDoc } from '../../../lib/types'

export function filterDonatees(donatees: readonly DonateeDoc[], term: string): DonateeDoc[] {
  const words = searchWords(term)
  if (words.length === 0) return [...donatees]
  return donatees.filter((donatee) => {
    const text = `${donatee.name} ${donatee.description ?? ''}`.toLowerCase()
    return words.some((word) => text.includes(word))
  })
}

/** Donation recipient picker with search (SF §2 overlays). */
export function DonateeModal({
  donatees,
  selected,
  onSelect,
  onClose,
}: {
  readonly donatees: readonly DonateeDoc[]
  readonly selected: number | null
  readonly onSelect: (id: number | null) => void
  readonly onClose: () => void
}) {
  const [term, setTerm] = useState('')
  const inputId = useId()
  const shown = filterDonatees(donatees, term)
  return (
    <Dialog title="Organisation auswählen" onClose={onClose}>
      <div className="field">
        <label htmlFor={inputId} className="field__label">
          Organisation suchen
        </label>
        <input id={inputId} type="search" className="input" value={term} onChange={(event) => setTerm(event.target.value)} data-autofocus />
      </div>
      {shown.length === 0 ? (
        <p className="empty-state" role="status">
          {MESSAGES.noDonateeFound}
        </p>
      ) : (
        <ul className="donatees">
          {shown.map((donatee) => (
            <li key={donatee.id}>
              <button
                type="button"
                className={`donatee${selected === donatee.id ? ' donatee--selected' : ''}`}
                aria-pressed={selected === donatee.id}
                onClick={() => {
                  onSelect(donatee.id)
                  onClose()
                }}
              >
                <span className="donatee__name">{donatee.name}</span>
                {donatee.description ? <span className="donatee__description">{donatee.description}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  )
}
