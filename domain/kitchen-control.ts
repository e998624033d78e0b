/**
 * Kitchen control (issue 33): a branch's pause of online orders, busy mode and today's sold-out list. The server keeps
 * the state (modules/catalogue/kitchen.ts); the branch in /api/init carries it as `kitchenState`, and the storefront and the
 * order intake decide from it with these rules. Pure: `now` and the branch's time zone and hours are parameters, so a
 * cached /api/init whose pause ran out is read as "not paused" by the client at once.
 */
import { formatDate, formatTime } from './format'
import { hoursForDeliveryType, branchTimeZone } from './opening-hours'
import { intervalsForDays } from './schedule'
import { formatIsoDate, localDayNumber, parseIsoDate, startOfLocalDay, toEpochMs, MINUTE_MS } from './time-zone'
import type { InstantInput } from './time-zone'
import { fieldError } from './messages'
import type { FieldError } from './messages'
import type { BranchHoursInput, BranchInput, CartItemInput, Id, KitchenState } from './types'


/** The busy presets of the board; the API takes any whole number of minutes from 1 to 120. */
export const BUSY_PRESET_MINUTES = [15, 30, 45] as const
export const BUSY_MAX_MINUTES = 120
/** How long busy mode lasts at most (minutes) — a shift, not a setting that is forgotten. */
export const BUSY_MAX_FOR_MINUTES = 720
/** How far ahead a pause may end (days). */
export const PAUSE_MAX_DAYS = 7
/** Days searched for the branch's next opening day before the sold-out list falls back to the next calendar day. */
const SOLD_OUT_SEARCH_DAYS = 14

export const KITCHEN_CONTROL_MESSAGES = {
  pausedOpenEnded: 'Online-Bestellungen sind derzeit pausiert.',
  soldOut: 'Heute ausverkauft',
  preorderAfterPause: (time: string): string => `Sie können eine Vorbestellung für die Zeit ab ${time} Uhr aufgeben.`,
  pausedUntil: (time: string): string => `Online-Bestellungen sind bis ${time} pausiert.`,
  productSoldOut: (name: string): string => `„${name}“ ist heute leider ausverkauft.`,
  optionSoldOut: (option: string): string => `„${option}“ ist heute leider ausverkauft.`,
  pauseUntilInvalid: 'Bitte geben Sie einen Zeitpunkt in der Zukunft an (höchstens 7 Tage voraus).',
  busyMinutesInvalid: 'Bitte geben Sie eine Verzögerung von 1 bis 120 Minuten an.',
  busyForInvalid: 'Bitte geben Sie eine Dauer von 1 bis 720 Minuten an.',
  soldOutProductUnknown: 'Dieses Produkt gibt es nicht.',
  soldOutOptionUnknown: 'Diese Option gibt es bei diesem Produkt nicht.',
  branchForbidden: 'Sie dürfen diese Filiale nicht steuern.',
} as const

export const EMPTY_KITCHEN: KitchenState = { pause: null, busy: null, soldOut: null }

type Hours = BranchHoursInput

const ms = (iso: string | null | undefined): number => (typeof iso === 'string' ? Date.parse(iso) : Number.NaN)

/** The first local day after `dayNumber` on which the branch's opening hours have a shift, and that shift's start. */
function nextOpeningDayStart(branch: Hours, dayNumber: number): number {
  const timeZone = branchTimeZone(branch)
  const hours = hoursForDeliveryType(branch, 'takeaway')
  for (let day = dayNumber + 1; day <= dayNumber + SOLD_OUT_SEARCH_DAYS; day += 1) {
    const first = intervalsForDays(hours, day, day, timeZone)[0]
    if (first !== undefined) return first.start
  }
  // no opening hours (or none in two weeks): the next calendar day
  return startOfLocalDay(dayNumber + 1, timeZone)
}

/**
 * The service day a sold-out list set at `now` belongs to: the local day of the opening period `now` lies in (an
 * overnight shift past midnight still belongs to the day it started), else the local day of `now`.
 */
export function soldOutServiceDay(branch: Hours, now: InstantInput): string {
  const timeZone = branchTimeZone(branch)
  const nowMs = toEpochMs(now)
  const today = localDayNumber(nowMs, timeZone)
  const hours = hoursForDeliveryType(branch, 'takeaway')
  // the shifts of yesterday that still run now (merged intervals start at a shift's start)
  const running = intervalsForDays(hours, today - 1, today - 1, timeZone).find((i) => i.start <= nowMs && nowMs < i.end)
  return formatIsoDate(running === undefined ? today : localDayNumber(running.start, timeZone))
}

/** The instant the list of service day `day` ends: the start of the branch's first opening on a later local day. */
export function soldOutResetsAt(branch: Hours, day: string): number {
  const dayNumber = parseIsoDate(day)
  return dayNumber === null ? Number.NEGATIVE_INFINITY : nextOpeningDayStart(branch, dayNumber)
}

/** Whether a sold-out list of service day `day` still holds at `now`. */
export const isSoldOutListValid = (branch: Hours, day: string, now: InstantInput): boolean => toEpochMs(now) < soldOutResetsAt(branch, day)

/** Whether the pause holds at `at` (until resumed, or before its end). */
export function isPausedAt(kitchen: KitchenState | null | undefined, at: InstantInput): boolean {
  const pause = kitchen?.pause
  if (pause === null || pause === undefined) return false
  return pause.until === null || toEpochMs(at) < ms(pause.until)
}

/** The busy minutes that apply at `now` (0 when not busy or run out). */
export function activeBusyMinutes(kitchen: KitchenState | null | undefined, now: InstantInput): number {
  const busy = kitchen?.busy
  if (busy === null || busy === undefined || !(toEpochMs(now) < ms(busy.until))) return 0
  return busy.minutes
}

/** The state as it holds at `now`: a pause, busy mode or sold-out list that ran out is omitted (null). */
export function currentKitchen(branch: Hours, kitchen: KitchenState | null | undefined, now: InstantInput): KitchenState {
  if (kitchen === null || kitchen === undefined) return EMPTY_KITCHEN
  return {
    pause: isPausedAt(kitchen, now) ? kitchen.pause : null,
    busy: activeBusyMinutes(kitchen, now) > 0 ? kitchen.busy : null,
    soldOut: kitchen.soldOut !== null && isSoldOutListValid(branch, kitchen.soldOut.day, now) ? kitchen.soldOut : null,
  }
}

/** When the pause ends (ms), null when it holds until resumed; undefined when not paused at `now`. */
export function pauseEndsAt(kitchen: KitchenState | null | undefined, now: InstantInput): number | null | undefined {
  if (!isPausedAt(kitchen, now)) return undefined
  const until = kitchen?.pause?.until ?? null
  return until === null ? null : ms(until)
}

/**
 * "Online-Bestellungen sind bis {Uhrzeit} pausiert." — a pause ending on another local day names the date too
 * ("bis 28.11.2026 10:00"); until resumed: "Online-Bestellungen sind derzeit pausiert."
 */
export function pauseMessage(branch: Hours, kitchen: KitchenState | null | undefined, now: InstantInput): string | null {
  const end = pauseEndsAt(kitchen, now)
  if (end === undefined) return null
  if (end === null) return KITCHEN_CONTROL_MESSAGES.pausedOpenEnded
  return KITCHEN_CONTROL_MESSAGES.pausedUntil(pauseTimeText(branch, end, now))
}

/** 'HH:mm' on the same local day, else 'DD.MM.YYYY HH:mm'. */
export function pauseTimeText(branch: Hours, end: number, now: InstantInput): string {
  const timeZone = branchTimeZone(branch)
  const time = formatTime(end, timeZone)
  return localDayNumber(end, timeZone) === localDayNumber(now, timeZone) ? time : `${formatDate(end, timeZone)} ${time}`
}

const sameId = (a: Id, b: Id | null | undefined): boolean => b !== null && b !== undefined && String(a) === String(b)

/** Whether the product is on the list that holds at `at`. */
export function isProductSoldOut(branch: Hours, kitchen: KitchenState | null | undefined, productId: Id | null | undefined, at: InstantInput): boolean {
  const list = currentKitchen(branch, kitchen, at).soldOut
  return list !== null && list.products.some((id) => sameId(id, productId))
}

/** Whether the option of the product's part is on the list that holds at `at`. */
export function isOptionSoldOut(
  branch: Hours,
  kitchen: KitchenState | null | undefined,
  productId: Id | null | undefined,
  part: string,
  option: string,
  at: InstantInput,
): boolean {
  const list = currentKitchen(branch, kitchen, at).soldOut
  return list !== null && list.options.some((o) => sameId(o.product, productId) && o.part === part && o.option === option)
}

/** The earliest instant an order may be for while busy: the booking minute plus the busy minutes (0: no change). */
export const busyLeadMs = (kitchen: KitchenState | null | undefined, now: InstantInput): number => activeBusyMinutes(kitchen, now) * MINUTE_MS

/**
 * The order intake's kitchen rules (server and storefront alike), for an order at `appointment` (null: as soon as
 * possible, i.e. now): refused while the pause holds at that time, or at all while paused unless the branch takes
 * pre-orders (then only for times after the pause); an item whose product or chosen option is sold out at that time
 * gets a field error on `items.{index}`. Busy mode is an appointment rule (domain/slots.ts checkAppointment).
 */
export function kitchenOrderErrors(input: {
  readonly branch: BranchInput
  readonly items: readonly CartItemInput[]
  readonly appointment: number | null
  readonly now: InstantInput
}): FieldError[] {
  const { branch, items, now } = input
  const kitchen = branch.kitchenState
  const errors: FieldError[] = []
  if (kitchen === null || kitchen === undefined) return errors
  const at = input.appointment ?? toEpochMs(now)
  const message = pauseMessage(branch, kitchen, now)
  if (message !== null && (isPausedAt(kitchen, at) || branch.isPreorderEnabled !== true)) errors.push(fieldError('branch', message))
  items.forEach((item, index) => {
    const product = item.product
    if (isProductSoldOut(branch, kitchen, product.id, at)) {
      errors.push(fieldError(`items.${index}`, KITCHEN_CONTROL_MESSAGES.productSoldOut(product.name ?? '')))
      return
    }
    const parts = product.config?.parts ?? []
    parts.forEach((part, partIndex) => {
      const chosen = item.parts?.[partIndex]
      const names = [...(chosen?.values ?? []), ...(typeof chosen?.value === 'string' ? [chosen.value] : [])]
      const soldOut = names.find((name) => isOptionSoldOut(branch, kitchen, product.id, part.name, name, at))
      if (soldOut !== undefined && !errors.some((e) => e.field === `items.${index}`)) {
        errors.push(fieldError(`items.${index}`, KITCHEN_CONTROL_MESSAGES.optionSoldOut(soldOut)))
      }
    })
  })
  return errors
}
