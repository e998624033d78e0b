import type { BranchInput, OpeningHoursRule, ProductInput, UnitInput } from '../../../domain'

/** An instant from an ISO string with explicit offset (independent of the domain's zone code). */
export const at = (iso: string): number => {
  const ms = Date.parse(iso)
  if (Number.isNaN(ms)) throw new Error(`bad fixture instant ${iso}`)
  return ms
}

export const VIENNA = 'Europe/Vienna'

export const rule = (type: OpeningHoursRule['type'], from: string, to: string, extra: Partial<OpeningHoursRule> = {}): OpeningHoursRule => ({
  type,
  from,
  to,
  ...extra,
})

export const closed = (type: OpeningHoursRule['type'], extra: Partial<OpeningHoursRule> = {}): OpeningHoursRule => ({
  type,
  from: '00:00',
  to: '00:00',
  isClosed: true,
  ...extra,
})

/** Mon–Sat 11:00–14:00 and 17:00–22:00, Sunday closed (split shifts). */
export const SPLIT_SHIFTS: OpeningHoursRule[] = [
  rule('daily', '11:00', '14:00'),
  rule('daily', '17:00', '22:00'),
  closed('sunday'),
]

export const DAY_SHOP: OpeningHoursRule[] = [rule('daily', '08:00', '20:00')]

export const kg: UnitInput = { id: 'kg', shortName: 'kg', name: 'Kilogramm', type: 'weight', factor: 1000 }
export const g: UnitInput = { id: 'g', shortName: 'g', name: 'Gramm', type: 'weight', factor: 1 }
export const piece: UnitInput = { id: 'stk', shortName: 'Stk', name: 'Stück', type: 'amount', factor: 1 }
export const serving: UnitInput = { id: 'portion', shortName: 'Port.', name: 'Portion', type: 'serving', factor: 1 }
export const person: UnitInput = { id: 'person', shortName: 'Pers.', name: 'Person', type: 'person', factor: 1 }

export const schnitzel: ProductInput = { id: 'p1', name: 'Wiener Schnitzel', price: 1290, tax: 10, takeawayTax: 10, dineInTax: 10, unit: piece }
export const wine: ProductInput = { id: 'p2', name: 'Grüner Veltliner', price: 450, tax: 20, unit: piece }

export const branch = (overrides: Partial<BranchInput> = {}): BranchInput => ({
  id: 'b1',
  openingHours: DAY_SHOP,
  isTakeawayEnabled: true,
  isDeliveryEnabled: true,
  isDineInEnabled: true,
  deliveryAreas: [{ id: 'a1', area: '1010 Wien', price: 350, tax: 20, free: false, freeFromOrderValue: 5000, minimumOrderValue: 1500 }],
  ...overrides,
})
