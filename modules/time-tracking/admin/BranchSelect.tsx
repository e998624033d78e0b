'use client'
/** A labelled branch picker (Stempeluhr: where to clock; Zeitkonten: whose opening hours make the schedule). */
export type BranchOption = { id: number; name: string }

export function BranchSelect({
  branches,
  value,
  onChange,
  label,
  className,
}: {
  branches: BranchOption[]
  value: number | null
  onChange: (id: number) => void
  label: string
  className: string
}) {
  return (
    <label className={className}>
      <span>{label}</span>
      <select value={value ?? ''} onChange={(e) => onChange(Number(e.target.value))} aria-label={label}>
        {branches.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </select>
    </label>
  )
}
