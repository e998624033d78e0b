/**
 * Checkout validation (SF §5): returns every `{ field, message }` error at once.
 * Field names are the order-form names of SF §3.
 */
import type { BranchInput, CartItemInput, DeliveryType, Id } from './types'
import { MESSAGES, PHONE_FORMAT_EXAMPLE, fieldError, messageTemplates } from './messages'
import type { FieldError } from './messages'
import { isCartItemValid } from './cart'
import { findDeliveryArea, resolveDeliveryArea } from './delivery-areas'
import { itemAvailability } from './menu'
import { branchTimeZone, isBranchOrderable } from './opening-hours'
import { checkAppointment } from './slots'
import { activeBusyMinutes, kitchenOrderErrors } from './kitchen-control'
import { minimumOrderError, priceCart } from './pricing'
import { toEpochMs } from './time-zone'
import type { InstantInput } from './time-zone'

/** SF §9 */
export const ALLOWED_COUNTRIES = ['DE', 'LI', 'AT', 'CH'] as const
export type Country = (typeof ALLOWED_COUNTRIES)[number]
export const DEFAULT_COUNTRY: Country = 'AT'
export const DEFAULT_PAYMENT_METHOD = 'cash'

// ---------------------------------------------------------------------------
// Phone
// ---------------------------------------------------------------------------

/** SF §5 phone input: keeps only digits, '+' and spaces (while typing). */
export function filterPhoneInput(raw: string): string {
  return raw.replace(/[^\d+ ]/g, '')
}

/** SF §5 phone on change: only digits and '+'; a leading '00' becomes '+'; '+' only in front. */
export function normalizePhone(raw: string): string {
  const compact = raw.replace(/[^\d+]/g, '')
  const international = compact.startsWith('00') ? `+${compact.slice(2)}` : compact
  const leadingPlus = international.startsWith('+')
  const digits = international.replace(/\+/g, '')
  return leadingPlus ? `+${digits}` : digits
}

/** Valid: '+' followed by a country code and number, 7–15 digits in total (E.164 length). */
export function isValidPhone(raw: string): boolean {
  return /^\+[1-9]\d{6,14}$/.test(normalizePhone(raw))
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim())
}

export function isAllowedCountry(value: string): value is Country {
  return (ALLOWED_COUNTRIES as readonly string[]).includes(value)
}

// ---------------------------------------------------------------------------
// Requirements
// ---------------------------------------------------------------------------

export interface ContactRequirements {
  readonly email: boolean
  readonly phone: boolean
  readonly address: boolean
}

/**
 * Email/phone/address requirement for a delivery type from is{Delivery|DineIn|Takeaway}{Email|Phone|Address}Required;
 * for delivery the address is always required.
 */
export function contactRequirements(branch: BranchInput, deliveryType: DeliveryType): ContactRequirements {
  switch (deliveryType) {
    case 'delivery':
      return { email: branch.isDeliveryEmailRequired === true, phone: branch.isDeliveryPhoneRequired === true, address: true }
    case 'dineIn':
      return {
        email: branch.isDineInEmailRequired === true,
        phone: branch.isDineInPhoneRequired === true,
        address: branch.isDineInAddressRequired === true,
      }
    default:
      return {
        email: branch.isTakeawayEmailRequired === true,
        phone: branch.isTakeawayPhoneRequired === true,
        address: branch.isTakeawayAddressRequired === true,
      }
  }
}

/** Whether the branch offers a delivery type (isTakeawayEnabled / isDeliveryEnabled / isDineInEnabled). */
export function isDeliveryTypeEnabled(branch: BranchInput, deliveryType: DeliveryType): boolean {
  if (deliveryType === 'delivery') return branch.isDeliveryEnabled === true
  if (deliveryType === 'dineIn') return branch.isDineInEnabled === true
  return branch.isTakeawayEnabled === true
}

/** Delivery is valid when the branch delivers and the chosen area is one of its areas. */
export function isDeliveryValid(branch: BranchInput, deliveryArea: Id | null | undefined): boolean {
  return branch.isDeliveryEnabled === true && findDeliveryArea(branch, deliveryArea) !== null
}

// ---------------------------------------------------------------------------
// Order form
// ---------------------------------------------------------------------------

/** The order form of SF §3 (all optional: the validator reports what is missing). */
export interface OrderFormInput {
  readonly isCompany?: boolean | null
  readonly companyName?: string | null
  readonly firstName?: string | null
  readonly lastName?: string | null
  readonly street?: string | null
  readonly floor?: string | null
  readonly stairway?: string | null
  readonly door?: string | null
  readonly zipCode?: string | null
  readonly city?: string | null
  readonly country?: string | null
  readonly vatNumber?: string | null
  readonly phone?: string | null
  readonly email?: string | null
  readonly isDeliveryAddressDifferent?: boolean | null
  readonly deliveryStreet?: string | null
  readonly deliveryFloor?: string | null
  readonly deliveryStairway?: string | null
  readonly deliveryDoor?: string | null
  readonly deliveryZipCode?: string | null
  readonly deliveryCity?: string | null
  readonly deliveryCountry?: string | null
  readonly deliveryArea?: Id | null
  readonly table?: Id | null
  readonly comment?: string | null
  /** ISO date-time string or epoch ms. */
  readonly appointmentDate?: string | number | null
  readonly paymentMethod?: string | null
  readonly legalInstructions?: boolean | null
  readonly privacyPolicy?: boolean | null
  readonly donatee?: Id | null
}

export interface CheckoutInput {
  readonly form: OrderFormInput
  readonly deliveryType: DeliveryType
  readonly branch: BranchInput
  readonly items: readonly CartItemInput[]
  readonly now: InstantInput
  /** Table identifiers of the branch; when given, the chosen table must be one of them. */
  readonly tables?: readonly string[]
  /** Enabled payment methods; when given, paymentMethod must be one of them. */
  readonly paymentMethods?: readonly string[]
  readonly currency?: string
}

function blank(value: string | number | null | undefined): boolean {
  return value === null || value === undefined || String(value).trim() === ''
}

/** Parses an appointment (ISO string or ms) to epoch ms; null when empty, NaN when invalid. */
export function parseAppointment(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN
  return Date.parse(value)
}

function requireFields(form: OrderFormInput, fields: readonly (keyof OrderFormInput)[], errors: FieldError[]): void {
  for (const field of fields) {
    const value = form[field]
    if (typeof value !== 'boolean' && blank(value)) errors.push(fieldError(field, MESSAGES.required))
  }
}

function countryErrors(form: OrderFormInput, field: 'country' | 'deliveryCountry', errors: FieldError[]): void {
  const value = form[field]
  if (!blank(value) && !isAllowedCountry(String(value).trim().toUpperCase())) errors.push(fieldError(field, MESSAGES.invalidCountry))
}

function contactErrors(input: CheckoutInput, errors: FieldError[]): void {
  const { form, branch, deliveryType } = input
  const required = contactRequirements(branch, deliveryType)
  if (form.isCompany === true) requireFields(form, ['companyName'], errors)
  requireFields(form, ['firstName', 'lastName'], errors)
  if (blank(form.email)) {
    if (required.email) errors.push(fieldError('email', MESSAGES.required))
  } else if (!isValidEmail(String(form.email))) {
    errors.push(fieldError('email', MESSAGES.invalidEmail))
  }
  if (blank(form.phone)) {
    if (required.phone) errors.push(fieldError('phone', MESSAGES.required))
  } else if (!isValidPhone(String(form.phone))) {
    errors.push(fieldError('phone', messageTemplates.invalidPhone(PHONE_FORMAT_EXAMPLE)))
  }
  if (required.address) requireFields(form, ['street', 'zipCode', 'city', 'country'], errors)
  countryErrors(form, 'country', errors)
  if (deliveryType === 'delivery' && form.isDeliveryAddressDifferent === true) {
    requireFields(form, ['deliveryStreet', 'deliveryZipCode', 'deliveryCity', 'deliveryCountry'], errors)
    countryErrors(form, 'deliveryCountry', errors)
  }
}

function itemErrors(input: CheckoutInput, at: number, errors: FieldError[]): void {
  if (input.items.length === 0) {
    errors.push(fieldError('items', MESSAGES.emptyCart))
    return
  }
  const timeZone = branchTimeZone(input.branch)
  input.items.forEach((item, index) => {
    if (!itemAvailability(item.product, at, timeZone).isAvailable) errors.push(fieldError(`items.${index}`, MESSAGES.itemUnavailable))
    else if (!isCartItemValid(item)) errors.push(fieldError(`items.${index}`, MESSAGES.itemInvalid))
  })
}

function appointmentErrors(input: CheckoutInput, appointment: number | null, errors: FieldError[]): void {
  const { branch, deliveryType, now } = input
  if (appointment === null) {
    if (branch.isAppointmentRequired === true) errors.push(fieldError('appointmentDate', MESSAGES.appointmentRequired))
    return
  }
  if (Number.isNaN(appointment)) {
    errors.push(fieldError('appointmentDate', MESSAGES.invalidChoice))
    return
  }
  // busy mode (issue 33): the kitchen's extra minutes move the earliest time
  const busyMinutes = activeBusyMinutes(branch.kitchenState, now)
  const check = checkAppointment({ branch, deliveryType, products: input.items.map((item) => item.product), now, appointment, busyMinutes })
  if (!check.ok) errors.push(fieldError('appointmentDate', check.message))
}

/**
 * Validates a checkout (SF §5) and returns all errors:
 * delivery type offered; cart not empty, items valid and available (at the appointment or now);
 * table for dine-in with table selection; company name for companies; first and last name;
 * email/phone/address by the branch flags (format checked whenever given); countries DE/LI/AT/CH;
 * delivery area (by the delivery PLZ where areas list postcodes, else by name) and the different delivery address for
 * delivery; appointment required/valid;
 * the branch orderable now unless it is a quotation branch or pre-orders are enabled;
 * minimum order value for delivery; legalInstructions and privacyPolicy ticked; payment method.
 */
export function validateCheckout(input: CheckoutInput): FieldError[] {
  const { form, branch, deliveryType } = input
  const errors: FieldError[] = []
  const nowMs = toEpochMs(input.now)
  const appointment = parseAppointment(form.appointmentDate)

  if (!isDeliveryTypeEnabled(branch, deliveryType)) {
    errors.push(fieldError('deliveryType', deliveryType === 'delivery' ? MESSAGES.deliveryOff : MESSAGES.deliveryTypeUnavailable))
  }
  itemErrors(input, appointment !== null && !Number.isNaN(appointment) ? appointment : nowMs, errors)
  if (deliveryType === 'dineIn' && branch.isTableSelectionEnabled === true) {
    if (blank(form.table)) errors.push(fieldError('table', MESSAGES.required))
    else if (input.tables !== undefined && !input.tables.includes(String(form.table))) errors.push(fieldError('table', MESSAGES.invalidChoice))
  }
  contactErrors(input, errors)

  // the area follows the delivery PLZ where areas list postcodes (domain/delivery-areas.ts)
  const resolved = deliveryType === 'delivery' ? resolveDeliveryArea(branch, form) : null
  const area = resolved?.area ?? null
  if (resolved?.error) errors.push(resolved.error)
  appointmentErrors(input, appointment, errors)
  // no order device of the branch online for the set time (issue 18, domain/devices.ts): nobody would see the order
  if (branch.isOrderingPaused === true) errors.push(fieldError('branch', MESSAGES.orderingPaused))
  // the kitchen's pause and sold-out list (issue 33, domain/kitchen.ts)
  errors.push(...kitchenOrderErrors({ branch, items: input.items, appointment: appointment !== null && !Number.isNaN(appointment) ? appointment : null, now: nowMs }))
  if (branch.isQuotationRequired !== true && branch.isPreorderEnabled !== true && !isBranchOrderable(branch, deliveryType, nowMs)) {
    errors.push(fieldError('branch', deliveryType === 'delivery' ? MESSAGES.deliveryClosed : MESSAGES.branchClosed))
  }
  if (area !== null) {
    const minimum = minimumOrderError(area, priceCart(input.items, deliveryType, area).gross, input.currency)
    if (minimum !== null) errors.push(minimum)
  }
  if (form.legalInstructions !== true) errors.push(fieldError('legalInstructions', MESSAGES.legalInstructionsRequired))
  if (form.privacyPolicy !== true) errors.push(fieldError('privacyPolicy', MESSAGES.privacyPolicyRequired))
  if (input.paymentMethods !== undefined) {
    const method = form.paymentMethod ?? ''
    if (method === '') errors.push(fieldError('paymentMethod', MESSAGES.required))
    else if (!input.paymentMethods.includes(method)) errors.push(fieldError('paymentMethod', MESSAGES.invalidChoice))
  }
  return errors
}

/** Default payment method (SF §4): cash if enabled, else the online card provider if enabled. */
export function defaultPaymentMethod(options: { readonly isCashEnabled?: boolean | null; readonly onlineMethod?: string | null }): string | null {
  if (options.isCashEnabled === true) return DEFAULT_PAYMENT_METHOD
  return options.onlineMethod ?? null
}
