import type { CartPartValue, DeliveryType } from '@domain'
import type { CreatedOrderAnswer } from '@contracts'

import { apiRequest } from '../../../lib/api'
import { paths } from '../../../paths'
import type { StoredCartItem } from '../../cart'

/** POST /api/orders/public answers uid and hash (and the payment page of an online method). */
export type OrderResult = CreatedOrderAnswer

/** Order form fields of SF §3 sent with the order. */
export const ORDER_FORM_FIELDS = [
  'isCompany', 'companyName', 'firstName', 'lastName', 'street', 'floor', 'stairway', 'door', 'zipCode', 'city', 'country',
  'vatNumber', 'phone', 'email', 'isDeliveryAddressDifferent', 'deliveryStreet', 'deliveryFloor', 'deliveryStairway',
  'deliveryDoor', 'deliveryZipCode', 'deliveryCity', 'deliveryCountry', 'deliveryArea', 'table', 'comment', 'appointmentDate',
  'paymentMethod', 'legalInstructions', 'privacyPolicy', 'donatee', 'saveCustomerData',
] as const

function wirePart(value: (CartPartValue & { files?: unknown }) | null): { value?: string; values?: string[] } | null {
  if (value === null || value === undefined) return null
  if (Array.isArray(value.values)) return { values: value.values.map(String) }
  if (typeof value.value === 'string') return { value: value.value }
  return null
}

export function buildOrderBody(input: {
  readonly form: Record<string, unknown>
  readonly deliveryType: DeliveryType
  readonly branchId: number
  readonly items: readonly StoredCartItem[]
  readonly partCounts: ReadonlyMap<number, number>
}) {
  const body: Record<string, unknown> = {}
  for (const field of ORDER_FORM_FIELDS) {
    const value = input.form[field]
    if (value !== undefined && value !== '') body[field] = value
  }
  return {
    ...body,
    deliveryType: input.deliveryType,
    isDelivery: input.deliveryType === 'delivery',
    isDineIn: input.deliveryType === 'dineIn',
    branch: input.branchId,
    items: input.items.map((item) => ({
      product: item.productId,
      amount: item.amount,
      unit: item.unitId,
      parts: Array.from({ length: input.partCounts.get(item.productId) ?? item.parts.length }, (_, index) => wirePart(item.parts[index] ?? null)),
    })),
  }
}

export function submitOrder(body: unknown, idempotencyKey: string): Promise<OrderResult> {
  return apiRequest<OrderResult>(paths.api.orders, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } })
}
