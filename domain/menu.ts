/**
 * Active menu and availability of categories and products (SF §3, §4).
 *
 * A schedule is a list of opening-hour rules with the same semantics as opening hours; an empty or
 * missing schedule means "always available" (unlike opening hours, whose default is closed).
 */
import type { Id, Schedule } from './types'
import { isOpenAt } from './schedule'
import { DEFAULT_TIME_ZONE, toEpochMs } from './time-zone'
import type { InstantInput } from './time-zone'

export interface MenuInput {
  readonly id?: Id | null
  /** ISO date-time string or epoch ms. */
  readonly availableFrom?: string | number | null
  /** Branch ids the menu belongs to; missing = every branch. */
  readonly branches?: readonly Id[] | null
}

function instantOf(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string' || value.trim() === '') return null
  const parsed = Date.parse(value)
  return Number.isNaN(parsed) ? null : parsed
}

/**
 * The active menu (SF §4): among the branch's menus, the one with the latest availableFrom that is
 * not in the future (availableFrom <= now). Menus without a valid availableFrom never become active;
 * ties keep the first in list order.
 */
export function activeMenu<M extends MenuInput>(menus: readonly M[], now: InstantInput, branchId?: Id | null): M | null {
  const nowMs = toEpochMs(now)
  let best: M | null = null
  let bestFrom = Number.NEGATIVE_INFINITY
  for (const menu of menus) {
    if (branchId !== undefined && branchId !== null && menu.branches !== undefined && menu.branches !== null) {
      if (!menu.branches.some((id) => String(id) === String(branchId))) continue
    }
    const from = instantOf(menu.availableFrom)
    if (from === null || from > nowMs || from <= bestFrom) continue
    best = menu
    bestFrom = from
  }
  return best
}

export interface ScheduledInput {
  readonly isEnabled?: boolean | null
  readonly schedule?: Schedule | null
  readonly isVisibleWhenUnavailable?: boolean | null
}

export interface Availability {
  readonly isAvailable: boolean
  readonly isVisible: boolean
}

/** Whether a schedule allows the instant; an empty schedule is always available. */
export function isScheduleActive(schedule: Schedule | null | undefined, now: InstantInput, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  if (schedule === null || schedule === undefined || schedule.length === 0) return true
  return isOpenAt(schedule, toEpochMs(now), timeZone)
}

/**
 * Availability of a category or product: available when enabled (default true) and inside its
 * schedule; a disabled item is never shown; an enabled item outside its schedule is shown
 * (as unavailable) only when isVisibleWhenUnavailable.
 */
export function itemAvailability(item: ScheduledInput, now: InstantInput, timeZone: string = DEFAULT_TIME_ZONE): Availability {
  if (item.isEnabled === false) return { isAvailable: false, isVisible: false }
  if (isScheduleActive(item.schedule, now, timeZone)) return { isAvailable: true, isVisible: true }
  return { isAvailable: false, isVisible: item.isVisibleWhenUnavailable === true }
}

/** A product inside a category: available only if both are; visible only if both are visible. */
export function productAvailability(
  product: ScheduledInput,
  category: ScheduledInput | null | undefined,
  now: InstantInput,
  timeZone: string = DEFAULT_TIME_ZONE,
): Availability {
  const own = itemAvailability(product, now, timeZone)
  if (category === null || category === undefined) return own
  const parent = itemAvailability(category, now, timeZone)
  return { isAvailable: own.isAvailable && parent.isAvailable, isVisible: own.isVisible && parent.isVisible }
}

export interface CatalogEntry<C, P> {
  readonly category: C
  readonly isAvailable: boolean
  readonly products: readonly { readonly product: P; readonly isAvailable: boolean }[]
}

/**
 * The visible catalogue of a menu: categories in the given order with their visible products.
 * `productsOf` returns a category's products (the menu's catalog maps category id → products).
 * Categories without a visible product are omitted.
 */
export function visibleCatalog<C extends ScheduledInput, P extends ScheduledInput>(
  categories: readonly C[],
  productsOf: (category: C) => readonly P[],
  now: InstantInput,
  timeZone: string = DEFAULT_TIME_ZONE,
): CatalogEntry<C, P>[] {
  const entries: CatalogEntry<C, P>[] = []
  for (const category of categories) {
    const categoryAvailability = itemAvailability(category, now, timeZone)
    if (!categoryAvailability.isVisible) continue
    const products = productsOf(category)
      .map((product) => ({ product, availability: productAvailability(product, category, now, timeZone) }))
      .filter((entry) => entry.availability.isVisible)
      .map((entry) => ({ product: entry.product, isAvailable: entry.availability.isAvailable }))
    if (products.length > 0) entries.push({ category, isAvailable: categoryAvailability.isAvailable, products })
  }
  return entries
}
