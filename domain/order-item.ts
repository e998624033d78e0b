/**
 * The snapshot an order keeps of each ordered item (SF §3 Order items, SF §5 configurable parts): name, quantity,
 * unit, prices and the chosen parts, stored when the order is placed or staff change a position, so later catalogue
 * edits don't change old orders. Written by the order creation and the staff's item change; read by the board,
 * e-mail/SMS, receipt/PDF and the status page — all through this module.
 */
import type { LinePrice, PricedLine } from './pricing'
import type {
  CalculationModel,
  CartPartValue,
  ConfigPartInput,
  DeliveryAreaInput,
  Id,
  PartModifier,
  PartType,
  ProductInput,
  UnitInput,
  UnitType,
} from './types'
import type { UnitOption } from './units'
import { formatAllergens, mergeAllergens, normalizeAllergens } from './allergens'
import { multiplyCents } from './money'

// ---------------------------------------------------------------------------
// Part types
// ---------------------------------------------------------------------------

/** Part types whose values are upload ids (SF §5). */
export const FILE_PART_TYPES: ReadonlySet<string> = new Set<PartType>(['image', 'images', 'file', 'files'])
/** File part types that take exactly one upload. */
export const SINGLE_FILE_PART_TYPES: ReadonlySet<string> = new Set<PartType>(['image', 'file'])

export const isFilePartType = (type: string | null | undefined): boolean => FILE_PART_TYPES.has(type ?? '')

/** SF §5: only a configurable product has parts; the parts of any other product are ignored (not validated, priced or stored). */
export const isConfigurableProduct = (product: Pick<ProductInput, 'type'>): boolean => product.type === 'configurable'

/** The product as an order sees it: without parts unless it is configurable. */
export function orderableProduct(product: ProductInput): ProductInput {
  if (isConfigurableProduct(product) || (product.config?.parts ?? []).length === 0) return product
  return { ...product, config: { parts: [] } }
}

// ---------------------------------------------------------------------------
// Snapshot shapes
// ---------------------------------------------------------------------------

/** An upload referenced by a file/image part (never its content). */
export type UploadRef = {
  readonly id: number
  readonly extension: string
  readonly mimeType: string
  readonly publicHash: string
  readonly filename: string
}

export type PartOptionSnapshot = {
  readonly name: string
  readonly modifier: PartModifier | string
  /** Cents, gross. */
  readonly value: number
  /** Allergen codes the option adds (absent when none). */
  readonly allergens?: readonly string[]
}

/**
 * One chosen part. select/text/textarea: `value` (a select with its option); multiselect: `values` (option names)
 * and `options`; file/image parts: `values` (upload ids) and `uploads`. Parts without a choice are not stored.
 */
export type PartSnapshot = {
  readonly name: string
  readonly type: PartType | string
  readonly value?: string
  readonly values?: readonly string[]
  readonly options?: readonly PartOptionSnapshot[]
  readonly uploads?: readonly UploadRef[]
}

export type UnitSnapshot = {
  readonly id: Id | null
  readonly name: string | null
  readonly shortName: string | null
  readonly type: UnitType
  readonly factor: number | null
  /** Product (price) units per one of this unit. */
  readonly ratio: number
}

/** The stored item (amount in the chosen unit; money in cents, gross). */
export type OrderItemSnapshot = {
  readonly product: Id | null
  readonly name: string | null
  readonly amount: number
  readonly unitName: string | null
  readonly unit: UnitSnapshot | null
  /** Gross of one ordered unit incl. part options. */
  readonly unitPrice: number
  readonly gross: number
  readonly taxRate: number
  readonly calculationModel: CalculationModel
  readonly parts: readonly PartSnapshot[]
  /** The product's allergens merged with its chosen options' ("A, C, G"; null when none). */
  readonly allergens: string | null
}

// ---------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------

const optionSnapshot = (option: {
  readonly name: string
  readonly modifier?: string | null
  readonly value?: number | null
  readonly allergens?: readonly string[] | null
}): PartOptionSnapshot => {
  const allergens = normalizeAllergens(option.allergens)
  return {
    name: option.name,
    modifier: option.modifier ?? 'add',
    value: Math.round(option.value ?? 0),
    ...(allergens.length > 0 ? { allergens } : {}),
  }
}

/** The item's allergens: the product's and those of the chosen options (their snapshots), "A, C, G" or null. */
export function snapshotAllergens(product: { readonly allergens?: readonly string[] | null }, parts: readonly PartSnapshot[]): string | null {
  return formatAllergens(mergeAllergens(product.allergens, ...parts.flatMap((part) => (part.options ?? []).map((o) => o.allergens)))) || null
}

/**
 * The snapshot of one part for the customer's value, or null when nothing was chosen. Option names the part does not
 * offer are left out; file/image parts are stored with the uploads given (the caller checked them).
 */
export function partSnapshot(
  part: ConfigPartInput,
  value: CartPartValue | null | undefined,
  uploads: readonly UploadRef[] = [],
): PartSnapshot | null {
  if (isFilePartType(part.type)) {
    return uploads.length === 0
      ? null
      : { name: part.name, type: part.type, values: uploads.map((u) => String(u.id)), uploads: [...uploads] }
  }
  if (part.type === 'multiselect') {
    const names = value?.values ?? []
    const chosen = (part.options ?? []).filter((option) => names.includes(option.name))
    return chosen.length === 0
      ? null
      : { name: part.name, type: part.type, values: chosen.map((o) => o.name), options: chosen.map(optionSnapshot) }
  }
  const text = value?.value ?? null
  if (text === null || text === '') return null
  const option = part.type === 'select' ? (part.options ?? []).find((o) => o.name === text) : undefined
  return { name: part.name, type: part.type, value: text, ...(option ? { options: [optionSnapshot(option)] } : {}) }
}

/** The snapshots of all chosen parts of an item (aligned values by the product's part index). */
export function partSnapshots(
  product: Pick<ProductInput, 'config'>,
  values: readonly (CartPartValue | null | undefined)[],
  uploadsOf: (part: ConfigPartInput, index: number) => readonly UploadRef[] = () => [],
): PartSnapshot[] {
  return (product.config?.parts ?? []).flatMap((part, index) => {
    const snapshot = partSnapshot(part, values[index], isFilePartType(part.type) ? uploadsOf(part, index) : [])
    return snapshot === null ? [] : [snapshot]
  })
}

/** Indexes of multiselect parts naming an option the part does not offer (select names are checked by the cart rules). */
export function unknownOptionPartIndexes(
  product: Pick<ProductInput, 'config'>,
  values: readonly (CartPartValue | null | undefined)[],
): number[] {
  return (product.config?.parts ?? []).flatMap((part, index) =>
    part.type === 'multiselect' &&
    (values[index]?.values ?? []).some((name) => !(part.options ?? []).some((o) => o.name === name))
      ? [index]
      : [],
  )
}

/** The product's unit (its own or an alternative one) with this id; an unknown id gives a unit the cart rules refuse. */
export function productUnitById(product: Pick<ProductInput, 'unit' | 'alternativeUnits'>, unitId: Id | null): UnitInput | null {
  if (unitId === null) return null
  for (const unit of [product.unit ?? null, ...(product.alternativeUnits ?? []).map((a) => a.unit)]) {
    if (unit !== null && unit.id !== null && unit.id !== undefined && String(unit.id) === String(unitId)) return unit
  }
  return { id: unitId, type: 'amount' }
}

export function unitSnapshot(option: UnitOption): UnitSnapshot | null {
  const unit = option.unit
  if (unit === null) return null
  return {
    id: unit.id ?? null,
    name: unit.name ?? null,
    shortName: unit.shortName ?? null,
    type: unit.type,
    factor: unit.factor ?? null,
    ratio: option.ratio,
  }
}

/** The stored item for a priced line: what the order keeps of the product, the unit, the price and the parts. */
export function orderItemSnapshot(input: {
  readonly product: Pick<ProductInput, 'id' | 'name' | 'allergens'>
  readonly amount: number
  readonly option: UnitOption
  readonly line: LinePrice | undefined
  readonly parts: readonly PartSnapshot[]
}): OrderItemSnapshot {
  const { option, line } = input
  const unit = unitSnapshot(option)
  return {
    product: input.product.id ?? null,
    name: input.product.name ?? null,
    amount: input.amount,
    unitName: unit?.shortName ?? unit?.name ?? null,
    unit,
    // gross price of one ordered unit incl. part options; the line gross is rounded once on the whole line
    unitPrice: line ? multiplyCents(line.unitGross, option.ratio) : 0,
    gross: line?.gross ?? 0,
    taxRate: line?.taxRate ?? 0,
    calculationModel: line?.calculationModel ?? 'fixed',
    parts: input.parts,
    allergens: snapshotAllergens(input.product, input.parts),
  }
}

// ---------------------------------------------------------------------------
// Reading (stored JSON is read defensively: old rows and hand edits in the admin may hold anything)
// ---------------------------------------------------------------------------

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const stringList = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined

function readUpload(value: unknown): UploadRef | null {
  if (!isObject(value)) return null
  const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : '')
  return {
    id: typeof value.id === 'number' ? value.id : Number(value.id) || 0,
    extension: text('extension'),
    mimeType: text('mimeType'),
    publicHash: text('publicHash'),
    filename: text('filename'),
  }
}

/** The stored `parts` JSON of an item as snapshots (entries that are no objects are skipped). */
export function readPartSnapshots(raw: unknown): PartSnapshot[] {
  if (!Array.isArray(raw)) return []
  return raw.flatMap((entry): PartSnapshot[] => {
    if (!isObject(entry)) return []
    const values = stringList(entry.values)
    const options = Array.isArray(entry.options)
      ? entry.options
          .filter(isObject)
          .map((o) => {
            const allergens = normalizeAllergens(Array.isArray(o.allergens) ? o.allergens : [])
            return { name: String(o.name ?? ''), modifier: String(o.modifier ?? 'add'), value: Number(o.value) || 0, ...(allergens.length ? { allergens } : {}) }
          })
      : undefined
    const uploads = Array.isArray(entry.uploads)
      ? entry.uploads.map(readUpload).filter((u): u is UploadRef => u !== null)
      : undefined
    return [
      {
        name: typeof entry.name === 'string' ? entry.name : '',
        type: typeof entry.type === 'string' ? entry.type : '',
        ...(typeof entry.value === 'string' ? { value: entry.value } : {}),
        ...(values ? { values } : {}),
        ...(options ? { options } : {}),
        ...(uploads ? { uploads } : {}),
      },
    ]
  })
}

/** The stored snapshot (by part name) as values aligned with the product's parts (by index), e.g. to edit a position. */
export function alignStoredParts(
  product: { readonly config?: { readonly parts?: readonly { readonly name: string }[] | null } | null },
  stored: unknown,
): (CartPartValue | null)[] {
  const snapshots = readPartSnapshots(stored)
  return (product.config?.parts ?? []).map((part) => {
    const snap = snapshots.find((s) => s.name === part.name)
    return snap ? { value: snap.value ?? null, values: snap.values ?? null } : null
  })
}

/** The stored uploads of a file/image part (by name), kept when staff change a position. */
export function storedUploads(stored: unknown, partName: string): readonly UploadRef[] {
  return readPartSnapshots(stored).find((s) => s.name === partName)?.uploads ?? []
}

/** The id of the stored unit snapshot, or null (the product's own unit). */
export function storedUnitId(unit: unknown): number | null {
  return isObject(unit) && typeof unit.id === 'number' ? unit.id : null
}

/** A stored line priced exactly as it was: its gross is kept (taxes are recomputed per rate over all lines). */
export function storedPricedLine(item: {
  readonly gross?: number | null
  readonly taxRate?: number | null
  readonly calculationModel?: string | null
}): PricedLine {
  const model = item.calculationModel
  return {
    unitGross: Math.round(item.gross ?? 0),
    quantity: 1,
    taxRate: item.taxRate ?? 0,
    calculationModel: model === 'approximate' || model === 'minimum' ? model : 'fixed',
  }
}

// ---------------------------------------------------------------------------
// Delivery fee of a stored order
// ---------------------------------------------------------------------------

/** The tax rate a new delivery area starts with (the branch form's default), in percent. */
export const DEFAULT_DELIVERY_TAX_RATE = 20

/**
 * The rate an order's delivery fee is taxed with when staff re-price the order: the rate stored when it was placed
 * (orders.deliveryTaxRate). Orders placed before that was stored fall back to the current rate of their delivery area
 * at the branch, and when the branch no longer has that area to DEFAULT_DELIVERY_TAX_RATE.
 */
export function storedDeliveryTaxRate(
  stored: number | null | undefined,
  currentArea: Pick<DeliveryAreaInput, 'tax'> | null,
): number {
  if (typeof stored === 'number' && Number.isFinite(stored)) return stored
  return currentArea?.tax ?? DEFAULT_DELIVERY_TAX_RATE
}

/**
 * The delivery terms an order is re-priced with: the branch's current terms for the order's area (price, free,
 * free-from value) at the stored tax rate; an area the branch no longer has keeps the stored fee as a fixed one.
 */
export function storedDeliveryArea(
  order: {
    readonly deliveryArea?: string | null
    readonly deliveryGross?: number | null
    readonly deliveryTaxRate?: number | null
  },
  currentArea: DeliveryAreaInput | null,
): DeliveryAreaInput | null {
  const tax = storedDeliveryTaxRate(order.deliveryTaxRate, currentArea)
  if (currentArea !== null) return { ...currentArea, tax }
  const gross = Math.round(order.deliveryGross ?? 0)
  return gross > 0 ? { area: order.deliveryArea ?? '', price: gross, tax } : null
}
