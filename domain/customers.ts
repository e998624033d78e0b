/**
 * Customers filled from orders (issue 19): which customer an order belongs to, and what an order writes into the
 * customer record. Pure: the server (modules/accounts/customers.ts) and the collection's key hook use the same rules.
 *
 * Matching rule (decision):
 *  1. the normalised e-mail (trimmed, lower case) — equal e-mail → the same customer;
 *  2. else the normalised phone (digits with a leading '+', '00' → '+', as the checkout normalises it) — but only
 *     when the order or the customer has no e-mail. Two different e-mails sharing one phone (a family, an office
 *     switchboard) stay two customers.
 */
import { isValidEmail, normalizePhone } from './checkout'

type Text = string | null | undefined

export interface CustomerKeys {
  readonly emailKey: string | null
  readonly phoneKey: string | null
}

/** The e-mail as matched: trimmed, lower case; null when empty or not an e-mail address. */
export function customerEmailKey(email: Text): string | null {
  if (typeof email !== 'string') return null
  const key = email.trim().toLowerCase()
  return key !== '' && isValidEmail(key) ? key : null
}

/** The phone as matched: normalised like the checkout's; null with fewer than 6 digits. */
export function customerPhoneKey(phone: Text): string | null {
  if (typeof phone !== 'string') return null
  const key = normalizePhone(phone)
  return key.replace(/\D/g, '').length >= 6 ? key : null
}

export const customerKeys = (contact: { readonly email?: Text; readonly phone?: Text }): CustomerKeys => ({
  emailKey: customerEmailKey(contact.email),
  phoneKey: customerPhoneKey(contact.phone),
})

/** Whether an order (its keys) belongs to a customer (theirs) — the matching rule above. */
export function customerMatches(customer: CustomerKeys, order: CustomerKeys): boolean {
  if (customer.emailKey !== null && customer.emailKey === order.emailKey) return true
  if (customer.phoneKey === null || customer.phoneKey !== order.phoneKey) return false
  return customer.emailKey === null || order.emailKey === null
}

/** The order fields a customer record is filled from (a stored order). */
export interface CustomerSourceOrder {
  readonly firstName?: Text
  readonly lastName?: Text
  readonly isCompany?: boolean | null
  readonly companyName?: Text
  readonly vatNumber?: Text
  readonly email?: Text
  readonly phone?: Text
  readonly street?: Text
  readonly floor?: Text
  readonly stairway?: Text
  readonly door?: Text
  readonly zipCode?: Text
  readonly city?: Text
  readonly country?: Text
}

export const CUSTOMER_COUNTRIES = ['AT', 'DE', 'CH', 'LI'] as const

export type CustomerData = Partial<
  Record<'firstName' | 'lastName' | 'company' | 'vatNumber' | 'email' | 'phone' | 'street' | 'floor' | 'stairway' | 'door' | 'zipCode' | 'city', string>
> & { country?: (typeof CUSTOMER_COUNTRIES)[number] }

/**
 * What an order writes into its customer: every non-empty contact field of the newest order (name, company and
 * VAT number of a company order, e-mail, phone, the invoice address — not a different delivery address). Empty
 * fields never overwrite what is stored (a takeaway order without an address keeps the known address); the staff
 * note is never touched.
 */
export function customerDataFromOrder(order: CustomerSourceOrder): CustomerData {
  const data: CustomerData = {}
  const put = (key: Exclude<keyof CustomerData, 'country'>, value: Text) => {
    const text = typeof value === 'string' ? value.trim() : ''
    if (text !== '') data[key] = text
  }
  put('firstName', order.firstName)
  put('lastName', order.lastName)
  if (order.isCompany === true) {
    put('company', order.companyName)
    put('vatNumber', order.vatNumber)
  }
  put('email', order.email)
  const phone = customerPhoneKey(order.phone)
  if (phone !== null) data.phone = phone
  put('street', order.street)
  put('floor', order.floor)
  put('stairway', order.stairway)
  put('door', order.door)
  put('zipCode', order.zipCode)
  put('city', order.city)
  const country = typeof order.country === 'string' ? order.country.trim().toUpperCase() : ''
  if ((CUSTOMER_COUNTRIES as readonly string[]).includes(country)) data.country = country as CustomerData['country']
  return data
}
