/**
 * Branch search and tag filter (SF §5) and the result text of the branch list (SF §2). A postcode also finds the
 * branches that deliver there (issue 33).
 */
import type { BranchInput, Id } from './types'
import { MESSAGES, messageTemplates } from './messages'
import { deliversToPostcode } from './delivery-areas'

export interface SearchableBranch {
  readonly name?: string | null
  readonly street?: string | null
  readonly city?: string | null
  readonly zipCode?: string | null
  /** A string or a list of keywords. */
  readonly keywords?: string | readonly string[] | null
  readonly tags?: readonly { readonly id: Id; readonly name?: string | null }[] | null
  readonly isDeliveryEnabled?: BranchInput['isDeliveryEnabled']
  readonly deliveryAreas?: BranchInput['deliveryAreas']
}

/** The search term trimmed and split on commas and whitespace (empty words dropped, lower case). */
export function searchWords(term: string | null | undefined): string[] {
  return (term ?? '')
    .trim()
    .split(/[\s,]+/)
    .filter((word) => word !== '')
    .map((word) => word.toLowerCase())
}

function haystack(branch: SearchableBranch): string[] {
  const keywords = typeof branch.keywords === 'string' ? [branch.keywords] : (branch.keywords ?? [])
  return [branch.name, branch.street, branch.city, branch.zipCode, ...keywords, ...(branch.tags ?? []).map((tag) => tag.name)]
    .filter((value): value is string => typeof value === 'string' && value !== '')
    .map((value) => value.toLowerCase())
}

/**
 * A branch matches when any word occurs (case-insensitively) in name, street, city, zip code, keywords or a tag name,
 * or when the branch delivers to a postcode starting with the word (its delivery areas' postcodes).
 */
export function matchesSearch(branch: SearchableBranch, term: string | null | undefined): boolean {
  const words = searchWords(term)
  if (words.length === 0) return true
  const fields = haystack(branch)
  return words.some((word) => fields.some((field) => field.includes(word)) || deliversToPostcode(branch, word))
}

export function hasTag(branch: SearchableBranch, tagId: Id | null | undefined): boolean {
  if (tagId === null || tagId === undefined || tagId === '') return true
  return (branch.tags ?? []).some((tag) => String(tag.id) === String(tagId))
}

export function filterBranches<B extends SearchableBranch>(
  branches: readonly B[],
  term: string | null | undefined,
  tagId?: Id | null,
): B[] {
  return branches.filter((branch) => matchesSearch(branch, term) && hasTag(branch, tagId))
}

/** Tag chip click: clicking the selected tag deselects it. */
export function toggleTag(selected: Id | null | undefined, clicked: Id): Id | null {
  return selected !== null && selected !== undefined && String(selected) === String(clicked) ? null : clicked
}

/**
 * Result text while filtering: '{n} von {total} Filialen werden angezeigt.' or, without hits,
 * 'Leider wurden keine Ergebnisse gefunden.'; null when no filter is active.
 */
export function branchResultText(shown: number, total: number, isFiltering: boolean): string | null {
  if (!isFiltering) return null
  return shown === 0 ? MESSAGES.noSearchResults : messageTemplates.branchResults(shown, total)
}

/** Map markers only for branches with both coordinates. */
export function hasCoordinates(branch: { readonly latitude?: number | null; readonly longitude?: number | null }): boolean {
  return typeof branch.latitude === 'number' && Number.isFinite(branch.latitude) && typeof branch.longitude === 'number' && Number.isFinite(branch.longitude)
}
