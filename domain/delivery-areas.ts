/**
 * Delivery areas by postcode (issue 33): an area that lists postcodes follows the delivery PLZ, whatever area the
 * client names; areas without postcodes are chosen by name (SF §3). Shared by the checkout (client) and the server.
 */
import type { BranchInput, DeliveryAreaInput, Id } from './types'
import { MESSAGES, fieldError, messageTemplates } from './messages'
import type { FieldError } from './messages'

/** A postcode as compared: trimmed, inner spaces dropped, upper case, a country prefix ('A-1070', 'D-10115') dropped. */
export function normalizePostcode(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\s+/g, '').toUpperCase().replace(/^[A-Z]{1,2}-(?=\d)/, '')
}

/** The admin's input of an area's postcodes, one entry or several separated by commas, semicolons or spaces. */
export function splitPostcodes(values: readonly (string | null | undefined)[] | string | null | undefined): string[] {
  const list = typeof values === 'string' ? [values] : (values ?? [])
  const codes = list.flatMap((value) => (value ?? '').split(/[\s,;]+/)).map(normalizePostcode).filter((code) => code !== '')
  return [...new Set(codes)]
}

/** Postcodes in the areas' admin field: 4 or 5 digits (AT, CH, LI: 4; DE: 5). */
export function isValidPostcode(code: string): boolean {
  return /^\d{4,5}$/.test(code)
}

export function hasPostcodes(area: Pick<DeliveryAreaInput, 'postcodes'>): boolean {
  return splitPostcodes(area.postcodes).length > 0
}

/** The first postcode listed by two areas of one branch (which area it belongs to would be ambiguous), or null. */
export function duplicatePostcode(areas: readonly Pick<DeliveryAreaInput, 'postcodes'>[] | null | undefined): string | null {
  const seen = new Set<string>()
  for (const area of areas ?? []) {
    for (const code of splitPostcodes(area.postcodes)) {
      if (seen.has(code)) return code
      seen.add(code)
    }
  }
  return null
}

/** The branch's delivery area referenced by id or by area name. */
export function findDeliveryArea(branch: Pick<BranchInput, 'deliveryAreas'>, ref: Id | null | undefined): DeliveryAreaInput | null {
  if (ref === null || ref === undefined || ref === '') return null
  const key = String(ref)
  return (branch.deliveryAreas ?? []).find((area) => (area.id !== undefined && area.id !== null && String(area.id) === key) || area.area === key) ?? null
}

/** The area that lists a postcode (the first one, should two list it), or null. */
export function deliveryAreaForPostcode(branch: Pick<BranchInput, 'deliveryAreas'>, postcode: string | null | undefined): DeliveryAreaInput | null {
  const code = normalizePostcode(postcode)
  if (code === '') return null
  return (branch.deliveryAreas ?? []).find((area) => splitPostcodes(area.postcodes).includes(code)) ?? null
}

/** Whether a branch delivers and one of its areas lists a postcode starting with `prefix` (the branch search). */
export function deliversToPostcode(branch: Pick<BranchInput, 'deliveryAreas' | 'isDeliveryEnabled'>, prefix: string | null | undefined): boolean {
  const code = normalizePostcode(prefix)
  if (code === '' || branch.isDeliveryEnabled !== true) return false
  return (branch.deliveryAreas ?? []).some((area) => splitPostcodes(area.postcodes).some((candidate) => candidate.startsWith(code)))
}

/** The address part of the order form that decides the delivery area. */
export interface DeliveryAddressInput {
  readonly zipCode?: string | null
  readonly isDeliveryAddressDifferent?: boolean | null
  readonly deliveryZipCode?: string | null
  readonly deliveryArea?: Id | null
}

/** The field holding the delivery postcode: deliveryZipCode when the delivery address differs, else zipCode. */
export function deliveryPostcodeField(form: DeliveryAddressInput): 'zipCode' | 'deliveryZipCode' {
  return form.isDeliveryAddressDifferent === true ? 'deliveryZipCode' : 'zipCode'
}

/** The delivery postcode, normalized ('' when not given). */
export function deliveryPostcode(form: DeliveryAddressInput): string {
  return normalizePostcode(form[deliveryPostcodeField(form)])
}

export interface DeliveryAreaResolution {
  readonly area: DeliveryAreaInput | null
  /** 'postcode': the PLZ decided (a named area is ignored); 'name': chosen by name; null: no area. */
  readonly source: 'postcode' | 'name' | null
  readonly error: FieldError | null
}

/**
 * The delivery area of an order:
 * - a delivery PLZ that an area lists → that area (the named `deliveryArea` is ignored, so the fee follows the PLZ);
 * - a PLZ no area lists, at a branch with postcode areas → only an area without postcodes can be chosen by name;
 *   if the branch has none of those, the PLZ is refused ('Leider liefern wir nicht an die Postleitzahl {plz}.' on
 *   the PLZ field);
 * - no area lists postcodes → the area named by id or name (required), as before issue 33;
 * - no PLZ yet at a branch with postcode areas → the named area as an estimate, without an error (delivery requires
 *   the address, so the missing PLZ is reported on its own field).
 */
export function resolveDeliveryArea(branch: Pick<BranchInput, 'deliveryAreas'>, form: DeliveryAddressInput): DeliveryAreaResolution {
  const postcode = deliveryPostcode(form)
  const byPostcode = deliveryAreaForPostcode(branch, postcode)
  if (byPostcode !== null) return { area: byPostcode, source: 'postcode', error: null }
  const named = findDeliveryArea(branch, form.deliveryArea)
  const byName = named === null ? null : ({ area: named, source: 'name', error: null } as const)
  const nameError = (): DeliveryAreaResolution => {
    const blank = form.deliveryArea === null || form.deliveryArea === undefined || String(form.deliveryArea).trim() === ''
    return { area: null, source: null, error: fieldError('deliveryArea', blank ? MESSAGES.required : MESSAGES.invalidChoice) }
  }
  const areas = branch.deliveryAreas ?? []
  if (!areas.some(hasPostcodes)) return byName ?? nameError()
  if (postcode === '') return byName ?? { area: null, source: null, error: null }
  if (named !== null && !hasPostcodes(named)) return { area: named, source: 'name', error: null }
  if (areas.every(hasPostcodes)) {
    return { area: null, source: null, error: fieldError(deliveryPostcodeField(form), messageTemplates.postcodeNotServed(postcode)) }
  }
  return nameError()
}

/** The areas a customer picks by name at checkout: those without postcodes (all of them at a branch without any). */
export function areasChosenByName(branch: Pick<BranchInput, 'deliveryAreas'>): DeliveryAreaInput[] {
  return (branch.deliveryAreas ?? []).filter((area) => !hasPostcodes(area))
}
