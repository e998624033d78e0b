/**
 * The cart (SF §3, §4; BO §9): items, delivery area and the order object per branch in sessionStorage,
 * saved after every change; the delivery and dine-in flags per session.
 * - defaultDeliveryMethod applies only when nothing is persisted and the branch supports it;
 * - the delivery area defaults to the branch's first area;
 * - emptying keeps the order but blanks appointment and comment;
 * - clear() after a successful order.
 */
import { useSyncExternalStore } from 'react'

import { deliveryTypeOf, isDeliveryTypeEnabled } from '@domain'
import type { BranchInput, CartPartValue, DeliveryType } from '@domain'
import { sessionStore } from '../../lib/storage'

export interface UploadedFile {
  readonly id: string
  readonly name: string
  readonly url?: string
}

/** A part value as stored: the domain's `value`/`values` plus the uploaded files' names for display. */
export interface StoredPartValue extends CartPartValue {
  readonly files?: readonly UploadedFile[]
}

export interface StoredCartItem {
  readonly key: string
  readonly productId: number
  readonly amount: number
  readonly unitId: number | null
  readonly parts: readonly (StoredPartValue | null)[]
}

/** The order form as kept in the cart (SF §3 order form fields). */
export interface CartOrder {
  readonly appointmentDate?: string | null
  readonly comment?: string | null
  readonly [field: string]: unknown
}

export interface CartState {
  readonly items: readonly StoredCartItem[]
  readonly deliveryType: DeliveryType
  readonly deliveryArea: string | null
  readonly order: CartOrder
}

interface Flags {
  readonly isDelivery: boolean
  readonly isDineIn: boolean
}

const FLAG_KEYS = { isDelivery: 'isDelivery', isDineIn: 'isDineIn' } as const

export const cartKeys = (branchId: number | string) => ({
  items: `cart.${branchId}.items`,
  deliveryArea: `cart.${branchId}.deliveryArea`,
  order: `cart.${branchId}.order`,
})

export interface CartBranch extends BranchInput {
  readonly id?: number | string | null
}

const SUPPORTED_ORDER: readonly DeliveryType[] = ['takeaway', 'delivery', 'dineIn']

function flagsOf(type: DeliveryType): Flags {
  return { isDelivery: type === 'delivery', isDineIn: type === 'dineIn' }
}

export function firstSupportedType(branch: BranchInput): DeliveryType {
  return SUPPORTED_ORDER.find((type) => isDeliveryTypeEnabled(branch, type)) ?? 'takeaway'
}

/** The initial delivery type: persisted flags, else defaultDeliveryMethod if supported, else the first supported type. */
export function initialDeliveryType(branch: BranchInput, persisted: Flags | null, defaultMethod: DeliveryType | null | undefined): DeliveryType {
  if (persisted !== null) {
    const type = deliveryTypeOf(persisted)
    if (isDeliveryTypeEnabled(branch, type)) return type
    return firstSupportedType(branch)
  }
  if (defaultMethod !== null && defaultMethod !== undefined && isDeliveryTypeEnabled(branch, defaultMethod)) return defaultMethod
  return firstSupportedType(branch)
}

type Listener = () => void

export class CartStore {
  private state: CartState
  private readonly listeners = new Set<Listener>()
  private readonly keys: ReturnType<typeof cartKeys>

  constructor(
    private readonly branch: CartBranch,
    defaultMethod?: DeliveryType | null,
  ) {
    this.keys = cartKeys(branch.id ?? 'default')
    const persistedDelivery = sessionStore.get<boolean>(FLAG_KEYS.isDelivery)
    const persistedDineIn = sessionStore.get<boolean>(FLAG_KEYS.isDineIn)
    const persisted = persistedDelivery === null && persistedDineIn === null ? null : { isDelivery: persistedDelivery === true, isDineIn: persistedDineIn === true }
    const areas = branch.deliveryAreas ?? []
    const storedArea = sessionStore.get<string>(this.keys.deliveryArea)
    const firstArea = areas[0]
    const area =
      storedArea !== null && areas.some((candidate) => String(candidate.id ?? candidate.area) === storedArea)
        ? storedArea
        : firstArea === undefined
          ? null
          : String(firstArea.id ?? firstArea.area)
    const items = sessionStore.get<StoredCartItem[]>(this.keys.items)
    const order = sessionStore.get<CartOrder>(this.keys.order)
    this.state = {
      items: Array.isArray(items) ? items : [],
      deliveryType: initialDeliveryType(branch, persisted, defaultMethod),
      deliveryArea: area,
      order: order !== null && typeof order === 'object' ? order : {},
    }
  }

  getSnapshot = (): CartState => this.state

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private update(next: Partial<CartState>): void {
    this.state = { ...this.state, ...next }
    this.persist()
    for (const listener of this.listeners) listener()
  }

  private persist(): void {
    sessionStore.set(this.keys.items, this.state.items)
    sessionStore.set(this.keys.order, this.state.order)
    if (this.state.deliveryArea === null) sessionStore.remove(this.keys.deliveryArea)
    else sessionStore.set(this.keys.deliveryArea, this.state.deliveryArea)
    const flags = flagsOf(this.state.deliveryType)
    sessionStore.set(FLAG_KEYS.isDelivery, flags.isDelivery)
    sessionStore.set(FLAG_KEYS.isDineIn, flags.isDineIn)
  }

  addItem(item: StoredCartItem): void {
    this.update({ items: [...this.state.items, item] })
  }

  replaceItem(item: StoredCartItem): void {
    this.update({ items: this.state.items.map((existing) => (existing.key === item.key ? item : existing)) })
  }

  removeItem(key: string): void {
    this.update({ items: this.state.items.filter((item) => item.key !== key) })
  }

  /** Emptying keeps the order but blanks appointment and comment (SF §4). */
  empty(): void {
    this.update({ items: [], order: { ...this.state.order, appointmentDate: null, comment: '' } })
  }

  setDeliveryType(type: DeliveryType): void {
    this.update({ deliveryType: type })
  }

  setDeliveryArea(area: string | null): void {
    this.update({ deliveryArea: area })
  }

  setOrder(patch: CartOrder): void {
    this.update({ order: { ...this.state.order, ...patch } })
  }

  /** After a successful order: items and order are removed. */
  clear(): void {
    this.state = { ...this.state, items: [], order: {} }
    sessionStore.remove(this.keys.items)
    sessionStore.remove(this.keys.order)
    for (const listener of this.listeners) listener()
  }
}

const stores = new Map<string, CartStore>()

export function getCartStore(branch: CartBranch, defaultMethod?: DeliveryType | null): CartStore {
  const key = String(branch.id ?? 'default')
  let store = stores.get(key)
  if (store === undefined) {
    store = new CartStore(branch, defaultMethod)
    stores.set(key, store)
  }
  return store
}

/** For tests: forget the in-memory stores (sessionStorage stays). */
export function resetCartStores(): void {
  stores.clear()
}

export function useCart(store: CartStore): CartState {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
}
