/**
 * Validation of a public order against the server's own data: the rules are the domain's (validateCheckout,
 * isCartItemValid, priceCart …); this file feeds them and adds what needs the database — product in the branch's
 * active menu, units, option names, uploads, table, donatee, public branch, payment provider. Every error at once;
 * the full list of checks: docs/api-orders.md.
 */
import {
  KITCHEN_MESSAGES,
  MESSAGES,
  SINGLE_FILE_PART_TYPES,
  activeBusyMinutes,
  branchTimeZone,
  earliestOrderTime,
  formatSlotTime,
  isFilePartType,
  isUploadAccepted,
  itemAvailability,
  kitchenRules,
  normalizeQuantity,
  orderableProduct,
  parseAppointment,
  partSnapshot,
  priceCart,
  productUnitById,
  resolveDeliveryArea,
  resolveUnitOption,
  unknownOptionPartIndexes,
  validateCheckout,
} from '../../../domain'
import type {
  CartItemInput,
  CartPartValue,
  DeliveryAreaInput,
  DeliveryType,
  FieldError,
  KitchenBranchInput,
  PartSnapshot,
  PricingResult,
  ProductInput,
  UnitOption,
  UploadRef,
} from '../../../domain'
import type { Branch, Donatee, Product, Table, Upload } from '../../../contracts/payload-types'
import type { OrderContext } from './load'
import { relId, toProductInput, toSchedule } from './load'
import { ORDER_MESSAGES as M } from '../../../domain/order-messages'
import type { OrderSubmission } from './parse'
import { availablePaymentMethods } from '../../../platform/payment-providers/methods'
import { paymentProviderFor } from './payment'
import type { PaymentProvider } from './payment'

/** Server wording for an amount outside the product's quantity rules (candidate for domain/messages.ts). */
export const QUANTITY_NOT_ALLOWED = 'Diese Menge ist für dieses Produkt nicht möglich.'

export interface PreparedItem {
  readonly product: Product
  readonly input: CartItemInput
  readonly option: UnitOption
  readonly parts: readonly PartSnapshot[]
}

export interface PreparedOrder {
  readonly branch: Branch
  readonly deliveryType: DeliveryType
  readonly submission: OrderSubmission
  readonly area: DeliveryAreaInput | null
  readonly table: Table | null
  readonly donatee: Donatee | null
  readonly items: readonly PreparedItem[]
  readonly pricing: PricingResult
  readonly paymentMethod: string
  readonly provider: PaymentProvider
  readonly timeZone: string
  /** Busy mode's extra minutes at the time of the order (kitchen control, issue 33): added to the preparation time. */
  readonly busyMinutes: number
}

export type ValidationResult = { readonly errors: FieldError[]; readonly order: PreparedOrder | null }

function dedupe(errors: readonly FieldError[]): FieldError[] {
  const seen = new Set<string>()
  return errors.filter((e) => {
    const key = `${e.field}\u0000${e.message}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

function uploadRef(upload: Upload): UploadRef {
  return {
    id: upload.id,
    extension: upload.extension ?? '',
    mimeType: upload.mimeType ?? '',
    publicHash: upload.publicHash ?? '',
    filename: upload.filename ?? '',
  }
}

/**
 * Checks the parts against the product's config (option names, uploads) and builds the aligned values + snapshots
 * (domain/order-item.ts). Only a configurable product has parts (SF §5): the caller passes orderableProduct().
 */
function checkParts(
  product: ProductInput,
  raw: readonly (CartPartValue | null)[],
  uploads: ReadonlyMap<number, Upload>,
  at: string,
  errors: FieldError[],
): { values: (CartPartValue | null)[]; snapshots: PartSnapshot[] } {
  const values: (CartPartValue | null)[] = []
  const snapshots: PartSnapshot[] = []
  ;(product.config?.parts ?? []).forEach((part, index) => {
    const given = raw[index] ?? null
    const field = `${at}.parts.${index}`
    const refs: UploadRef[] = []
    if (isFilePartType(part.type)) {
      const ids = given?.values ?? []
      let ok = !(SINGLE_FILE_PART_TYPES.has(part.type) && ids.length > 1)
      for (const id of ids) {
        const upload = /^\d{1,15}$/.test(id) ? uploads.get(Number(id)) : undefined
        if (!upload || !isUploadAccepted({ extension: upload.extension ?? '', mimeType: upload.mimeType ?? '' }, part.type)) ok = false
        else refs.push(uploadRef(upload))
      }
      if (!ok) errors.push({ field, message: M.uploadInvalid })
      values.push(given === null ? null : { values: refs.map((r) => String(r.id)) })
    } else if (part.type === 'multiselect') {
      values.push(given === null ? null : { values: [...new Set(given.values ?? [])] })
    } else {
      // select, text, textarea: a single value (the domain checks required parts and select option names)
      values.push(given === null ? null : { value: given.value ?? null })
    }
    const snapshot = partSnapshot(part, values[index], refs)
    if (snapshot !== null) snapshots.push(snapshot)
  })
  for (const index of unknownOptionPartIndexes(product, values)) errors.push({ field: `${at}.parts.${index}`, message: M.invalidValue })
  return { values, snapshots }
}

export function validateOrder(submission: OrderSubmission, ctx: OrderContext | null, shapeErrors: readonly FieldError[], now: number): ValidationResult {
  const errors: FieldError[] = [...shapeErrors]
  if (ctx === null) {
    if (submission.branchId !== null) errors.push({ field: 'branch', message: M.branchNotFound })
    return { errors: dedupe(errors), order: null }
  }
  const { branch, branchInput, config } = ctx
  const { form, deliveryType } = submission
  const timeZone = branchTimeZone(branchInput)
  if (branch.isPublic === false) errors.push({ field: 'branch', message: M.branchNotPublic })

  // availability is judged at the appointment when there is one (like the domain does), else now
  const appointment = parseAppointment(form.appointmentDate)
  const at = appointment !== null && !Number.isNaN(appointment) ? appointment : now

  // items: server-side knowledge first, then the domain's rules on the prepared cart
  const cart: CartItemInput[] = []
  const cartIndex: number[] = []
  const prepared: { product: Product; input: CartItemInput; parts: PartSnapshot[] }[] = []
  if (ctx.menu === null && submission.items.length > 0) errors.push({ field: 'items', message: M.noActiveMenu })
  else {
    submission.items.forEach((item, index) => {
      const field = `items.${index}`
      const product = item.productId === null ? undefined : ctx.products.get(item.productId)
      const categories = item.productId === null ? undefined : ctx.menuCategories.get(item.productId)
      if (!product || !categories || categories.length === 0) {
        if (item.productId !== null) errors.push({ field, message: MESSAGES.itemUnavailable })
        return
      }
      if (!categories.some((c) => itemAvailability({ isEnabled: c.isEnabled, schedule: toSchedule(c.schedule) }, at, timeZone).isAvailable)) {
        errors.push({ field, message: MESSAGES.itemUnavailable })
      }
      const input = orderableProduct(toProductInput(product))
      const unit = productUnitById(input, item.unitId)
      const option = resolveUnitOption(input, unit)
      if (option !== null && item.amount > 0 && normalizeQuantity(item.amount, option.rules) !== item.amount) {
        errors.push({ field: `${field}.amount`, message: QUANTITY_NOT_ALLOWED })
      }
      const { values, snapshots } = checkParts(input, item.parts, ctx.uploads, field, errors)
      const cartItem: CartItemInput = { product: input, amount: item.amount, unit, parts: values }
      cart.push(cartItem)
      cartIndex.push(index)
      prepared.push({ product, input: cartItem, parts: snapshots })
    })
  }

  // table: must belong to the branch (the domain checks "required" for dine-in with table selection)
  const tableOfBranch = ctx.table !== null && relId(ctx.table.branch as number | { id: number }) === branch.id ? ctx.table : null
  if (deliveryType === 'dineIn' && form.table !== null && tableOfBranch === null) errors.push({ field: 'table', message: MESSAGES.invalidChoice })

  // payment: enabled for branch + shop, and for online methods a configured provider
  const paymentMethods = availablePaymentMethods(branch, config)
  const paymentMethod = form.paymentMethod ?? ''
  const provider = paymentProviderFor(paymentMethod)

  const domainErrors = validateCheckout({
    form,
    deliveryType,
    branch: branchInput,
    items: cart,
    now,
    tables: tableOfBranch === null ? [] : [String(tableOfBranch.id)],
    paymentMethods,
    currency: config.currency ?? 'EUR',
  })
  for (const error of domainErrors) {
    // the domain numbers the items of the cart it saw; map back to the submitted index
    const match = /^items\.(\d+)(.*)$/.exec(error.field)
    if (match) {
      errors.push({ field: `items.${cartIndex[Number(match[1])] ?? match[1]}${match[2] ?? ''}`, message: error.message })
      continue
    }
    // an empty cart only because every submitted item was refused is already reported per item
    if (error.field === 'items' && error.message === MESSAGES.emptyCart && submission.items.length > 0) continue
    if (error.field === 'paymentMethod' && error.message !== MESSAGES.required) {
      errors.push({ field: 'paymentMethod', message: M.paymentUnavailable })
      continue
    }
    errors.push(error)
  }
  if (paymentMethod !== '' && provider === null) errors.push({ field: 'paymentMethod', message: M.paymentUnavailable })

  // the branch's preparation time (issue 33, domain/kitchen.ts): an appointment not before now + preparation time
  // and busy mode's minutes on top (kitchen-control.ts), as the storefront offers
  const { preparationMinutes } = kitchenRules(branch as KitchenBranchInput, deliveryType)
  const busyMinutes = activeBusyMinutes(branchInput.kitchenState, now)
  if (preparationMinutes > 0 && appointment !== null && !Number.isNaN(appointment) && !errors.some((e) => e.field === 'appointmentDate')) {
    const earliest = earliestOrderTime({ now, preparationMinutes, busyMinutes, products: cart.map((item) => item.product), timeZone })
    if (appointment < earliest) errors.push({ field: 'appointmentDate', message: KITCHEN_MESSAGES.beforePreparation(formatSlotTime(earliest, now, timeZone)) })
  }

  // donation recipient
  let donatee: Donatee | null = null
  if (form.donatee !== null) {
    if (ctx.donatee === null) errors.push({ field: 'donatee', message: MESSAGES.invalidChoice })
    else if (config.enablePluginDonations !== true) errors.push({ field: 'donatee', message: M.donationsDisabled })
    else donatee = ctx.donatee
  }

  const result = dedupe(errors)
  if (result.length > 0 || provider === null) return { errors: result, order: null }

  // the area of the delivery PLZ where areas list postcodes — a named area that disagrees is ignored, the fee follows the PLZ
  const area = deliveryType === 'delivery' ? resolveDeliveryArea(branchInput, form).area : null
  const pricing = priceCart(cart, deliveryType, area)
  return {
    errors: [],
    order: {
      branch,
      deliveryType,
      submission,
      area,
      table: deliveryType === 'dineIn' ? tableOfBranch : null,
      donatee,
      items: prepared.map((p) => ({ ...p, option: resolveUnitOption(p.input.product, p.input.unit) as UnitOption })),
      pricing,
      paymentMethod,
      provider,
      timeZone,
      busyMinutes,
    },
  }
}
