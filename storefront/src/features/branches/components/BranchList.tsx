import { useId, useMemo, useState } from 'react'

import { branchResultText, filterBranches, toggleTag } from '@domain'
import type { Id } from '@domain'
import { useBranches, useConfig, useDivisions, useTags } from '../../../lib/data'
import { useNow } from '../../../lib/useNow'
import { refId } from '../../../lib/types'
import type { TagDoc } from '../../../lib/types'
import { BranchCard } from './BranchCard'

export function BranchList() {
  const config = useConfig()
  const branches = useBranches()
  const divisions = useDivisions()
  const allTags = useTags()
  const now = useNow()
  const [term, setTerm] = useState('')
  const [tag, setTag] = useState<Id | null>(null)
  const searchId = useId()
  const division = divisions[0] ?? null

  const searchable = useMemo(
    () =>
      branches.map((branch) => ({
        branch,
        name: branch.name,
        street: branch.street,
        city: branch.city,
        zipCode: branch.zipCode,
        keywords: branch.keywords,
        // a postcode finds the branches that deliver there (issue 33)
        isDeliveryEnabled: branch.isDeliveryEnabled,
        deliveryAreas: branch.deliveryAreas,
        tags: (branch.tags ?? []).map((ref) => {
          const id = refId(ref) ?? 0
          const doc = typeof ref === 'object' ? ref : allTags.find((candidate) => candidate.id === id)
          return { id, name: doc?.name ?? null }
        }),
      })),
    [branches, allTags],
  )
  const usedTags = useMemo(() => {
    const ids = new Set(searchable.flatMap((entry) => entry.tags.map((entryTag) => entryTag.id)))
    return allTags.filter((candidate: TagDoc) => ids.has(candidate.id))
  }, [searchable, allTags])

  const effectiveTerm = config.enablePluginSearch === true ? term : ''
  const effectiveTag = config.enablePluginTags === true ? tag : null
  // non-public branches are shown as inactive, after the active ones
  const shown = filterBranches(searchable, effectiveTerm, effectiveTag).sort((a, b) => Number(a.branch.isPublic === false) - Number(b.branch.isPublic === false))
  const resultText = branchResultText(shown.length, branches.length, effectiveTerm.trim() !== '' || effectiveTag !== null)

  return (
    <div className="page">
      <section className="hero">
        <h1 className="hero__title">{division?.title ?? config.title ?? config.shopName ?? 'Unsere Filialen'}</h1>
        {division?.description ?? config.description ? <p className="hero__lead">{division?.description ?? config.description}</p> : null}
      </section>

      {config.enablePluginSearch === true || config.enablePluginTags === true ? (
        <section className="filters" aria-label="Filialen filtern">
          {config.enablePluginSearch === true ? (
            <div className="search">
              <label htmlFor={searchId} className="visually-hidden">
                Filialen suchen (PLZ / Ort)
              </label>
              <svg className="search__icon" aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
                <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
                <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <input id={searchId} type="search" className="input search__input" placeholder="PLZ / Ort" value={term} onChange={(event) => setTerm(event.target.value)} autoComplete="postal-code" />
            </div>
          ) : null}
          {config.enablePluginTags === true && usedTags.length > 0 ? (
            <ul className="chips" aria-label="Kategorien">
              {usedTags.map((candidate) => {
                const selected = tag !== null && String(tag) === String(candidate.id)
                return (
                  <li key={candidate.id}>
                    <button type="button" className={`chip${selected ? ' chip--selected' : ''}`} aria-pressed={selected} onClick={() => setTag(toggleTag(tag, candidate.id))}>
                      {candidate.name}
                    </button>
                  </li>
                )
              })}
            </ul>
          ) : null}
        </section>
      ) : null}

      <p className="result-text" role="status" aria-live="polite">
        {resultText ?? ''}
      </p>

      <ul className="branch-grid">
        {shown.map((entry, index) => (
          <BranchCard key={entry.branch.id} branch={entry.branch} now={now} eager={index < 3} />
        ))}
      </ul>
    </div>
  )
}
