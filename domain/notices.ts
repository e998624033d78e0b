/**
 * Submit-button text, closed/delivery/pre-order notices (SF §4, §8) and branch toolbar texts (SF §2).
 */
import type { BranchInput, DeliveryType, Id } from './types'
import { MESSAGES, messageTemplates } from './messages'
import { branchTimeZone, closedNoticeLines, getBranchOpeningState, isBranchOrderable } from './opening-hours'
import { isDeliveryTypeEnabled, isDeliveryValid } from './checkout'
import { formatTime } from './format'
import type { InstantInput } from './time-zone'
import { KITCHEN_CONTROL_MESSAGES, pauseEndsAt, pauseMessage, pauseTimeText } from './kitchen-control'

export interface OrderContext {
  readonly branch: BranchInput
  readonly deliveryType: DeliveryType
  readonly deliveryArea?: Id | null
  readonly now: InstantInput
}

/**
 * SF §4 submit button: while creating 'Verarbeiten...'; quotation branch 'Angebotsanfrage abschicken';
 * orderable (takeaway/dine-in open, or delivery valid and delivery hours open) 'Bestellung abschicken';
 * otherwise with pre-orders 'Vorbestellung abschicken'; otherwise null (no submit).
 * Decision: the delivery type must be offered by the branch (and for delivery the area valid)
 * for an order or pre-order; 'Verarbeiten...' takes precedence over everything.
 */
export function submitButtonText(context: OrderContext & { readonly isCreating?: boolean }): string | null {
  const { branch, deliveryType } = context
  if (context.isCreating === true) return MESSAGES.submitProcessing
  if (branch.isOrderingPaused === true) return null
  // the kitchen's pause (issue 33): only pre-orders for the time after it, where the branch takes them
  const pauseEnd = pauseEndsAt(branch.kitchenState, context.now)
  if (pauseEnd !== undefined) return pauseEnd !== null && branch.isPreorderEnabled === true ? MESSAGES.submitPreorder : null
  if (branch.isQuotationRequired === true) return MESSAGES.submitQuotation
  const typeValid = deliveryType === 'delivery' ? isDeliveryValid(branch, context.deliveryArea) : isDeliveryTypeEnabled(branch, deliveryType)
  if (!typeValid) return null
  if (isBranchOrderable(branch, deliveryType, context.now)) return MESSAGES.submitOrder
  return branch.isPreorderEnabled === true ? MESSAGES.submitPreorder : null
}

/** SF §8 pre-order note: the first line always, the second only while closed. */
export function preorderNoteLines(branch: Pick<BranchInput, 'isPreorderEnabled'>, isClosed: boolean): string[] {
  if (branch.isPreorderEnabled !== true) return []
  return isClosed ? [MESSAGES.preorderNote, MESSAGES.preorderClosedNote] : [MESSAGES.preorderNote]
}

/** SF §8 offer of takeaway and/or dine-in when delivery is closed, by branch flags. */
export function alternativeOfferLine(branch: BranchInput): string | null {
  const takeaway = branch.isTakeawayEnabled === true
  const dineIn = branch.isDineInEnabled === true
  if (takeaway && dineIn) return MESSAGES.offerTakeawayAndDineIn
  if (takeaway) return MESSAGES.offerTakeaway
  if (dineIn) return MESSAGES.offerDineIn
  return null
}

export type NoticeKind = 'closed' | 'deliveryClosed' | 'deliveryOff' | 'paused'

export interface Notice {
  readonly kind: NoticeKind
  readonly lines: readonly string[]
}

/**
 * The checkout/menu notice of SF §4/§8, or null when ordering is possible now:
 * online ordering paused (no order device online, issue 18) → 'Online-Bestellungen sind … gerade pausiert …';
 * delivery not offered → 'Derzeit bieten wir leider keine Lieferung an.';
 * delivery hours closed → 'Derzeit ist leider keine Lieferung möglich.' + next delivery time + offer;
 * closed → 'Derzeit haben wir leider geschlossen.' + next opening (or closedMessage);
 * closed notices end with the pre-order note when pre-orders are enabled.
 */
export function orderNotice(context: OrderContext): Notice | null {
  const { branch, deliveryType, now } = context
  if (branch.isOrderingPaused === true) return { kind: 'paused', lines: [MESSAGES.orderingPaused] }
  const paused = pauseMessage(branch, branch.kitchenState, now)
  if (paused !== null) {
    // "Online-Bestellungen sind bis {Uhrzeit} pausiert." (+ the pre-order offer for the time after it)
    const end = pauseEndsAt(branch.kitchenState, now)
    const offer = end !== null && end !== undefined && branch.isPreorderEnabled === true ? KITCHEN_CONTROL_MESSAGES.preorderAfterPause(pauseTimeText(branch, end, now)) : null
    return { kind: 'paused', lines: offer === null ? [paused] : [paused, offer] }
  }
  if (deliveryType === 'delivery' && branch.isDeliveryEnabled !== true) return { kind: 'deliveryOff', lines: [MESSAGES.deliveryOff] }
  if (isBranchOrderable(branch, deliveryType, now)) return null
  const lines = closedNoticeLines(branch, deliveryType, now)
  if (deliveryType === 'delivery') {
    const offer = alternativeOfferLine(branch)
    if (offer !== null) lines.push(offer)
  }
  lines.push(...preorderNoteLines(branch, true))
  return { kind: deliveryType === 'delivery' ? 'deliveryClosed' : 'closed', lines }
}

/** SF §2 toolbar with one branch selected: 'Geöffnet bis {time}' or 'Geschlossen'. */
export function branchStatusText(branch: BranchInput, now: InstantInput): string {
  const state = getBranchOpeningState(branch, 'takeaway', now)
  if (!state.isOpen) return MESSAGES.branchClosedShort
  if (state.closesAt === null) return MESSAGES.branchOpenShort
  return messageTemplates.openUntil(formatTime(state.closesAt, branchTimeZone(branch)))
}

/** SF §2 toolbar over all branches: 'Alle Standorte geschlossen' / '1 Standort geöffnet' / 'n Standorte geöffnet'. */
export function branchesOpenText(branches: readonly BranchInput[], now: InstantInput): string {
  const open = branches.filter((branch) => getBranchOpeningState(branch, 'takeaway', now).isOpen).length
  return open === 0 ? MESSAGES.allBranchesClosed : messageTemplates.branchesOpen(open)
}
