import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ORDER_ACTIONS,
  applyOrderAction,
  computePricing,
  findNextOpening,
  formatQuantity,
  formatTicketNumber,
  generateSlots,
  intervalAt,
  isOpenAt,
  isTerminalOrderState,
  orderState,
  parseQuantity,
  parseTicketNumber,
  toBasisPoints,
} from '../../../domain'
import type { DeliveryAreaInput, LeadTime, OpeningHoursRule, OrderAction, OrderFlags, PricedLine } from '../../../domain'
import { VIENNA, at } from './fixtures'

/** Property runs are CPU-bound: on a loaded 2-core CI machine 150 slot runs took over vitest's 5 s default. */
const PROPERTY_TIMEOUT_MS = 60_000

// ---------------------------------------------------------------------------
// Independent oracle for opening hours (wall-clock evaluation through Intl)
// ---------------------------------------------------------------------------

const DAY = 86_400_000
const MIN = 60_000
const WEEKDAY_TYPES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
const oracleFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: VIENNA,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
})

function wallClock(ms: number): { day: number; minute: number; offset: number } {
  const parts = Object.fromEntries(oracleFormat.formatToParts(ms).map((p) => [p.type, Number(p.value)]))
  const dayStart = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1)
  const minute = (parts.hour ?? 0) * 60 + (parts.minute ?? 0)
  return { day: dayStart / DAY, minute, offset: Math.round((dayStart + minute * MIN - Math.floor(ms / MIN) * MIN) / MIN) }
}

const toMinutes = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))

function oracleShifts(rules: readonly OpeningHoursRule[], day: number): { from: number; to: number }[] {
  const weekday = WEEKDAY_TYPES[(((day + 3) % 7) + 7) % 7]
  let shifts: { from: number; to: number }[] = []
  let key: string | null = null
  for (const rule of rules) {
    const onceDay = rule.type === 'once' && rule.date ? Date.parse(`${rule.date}T00:00:00Z`) / DAY : null
    const targeted = rule.type === 'daily' || rule.type === weekday || onceDay === day
    if (!targeted) continue
    const ruleKey = rule.type === 'once' ? `once:${rule.date}` : rule.type
    if (rule.isClosed || ruleKey !== key) shifts = []
    key = ruleKey
    if (rule.isClosed) continue
    const from = toMinutes(rule.from)
    const rawTo = toMinutes(rule.to)
    shifts.push({ from, to: rawTo <= from ? rawTo + 1440 : rawTo })
  }
  return shifts
}

function oracleOpen(rules: readonly OpeningHoursRule[], ms: number): boolean {
  const { day, minute } = wallClock(ms)
  for (const startDay of [day - 1, day]) {
    const wall = (day - startDay) * 1440 + minute
    if (oracleShifts(rules, startDay).some((shift) => wall >= shift.from && wall < shift.to)) return true
  }
  return false
}

const nearDstChange = (ms: number): boolean => wallClock(ms - 4 * 3_600_000).offset !== wallClock(ms + 4 * 3_600_000).offset

// ---------------------------------------------------------------------------
// Arbitraries
// ---------------------------------------------------------------------------

const pad = (n: number): string => String(n).padStart(2, '0')
const timeArb = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 11 })).map(([h, m]) => `${pad(h)}:${pad(m * 5)}`)
const dateArb = fc.integer({ min: 0, max: 20 }).chain((offset) =>
  fc.constantFrom('2026-03-25', '2026-10-21', '2024-12-27').map((base) => {
    const ms = Date.parse(`${base}T00:00:00Z`) + offset * DAY
    return new Date(ms).toISOString().slice(0, 10)
  }),
)
const ruleArb: fc.Arbitrary<OpeningHoursRule> = fc.record({
  type: fc.constantFrom('daily', 'daily', 'once', ...WEEKDAY_TYPES),
  from: timeArb,
  to: timeArb,
  isClosed: fc.integer({ min: 0, max: 6 }).map((n) => n === 0),
  date: dateArb,
})
const rulesArb = fc.array(ruleArb, { minLength: 1, maxLength: 5 })
/** Instants around both 2026 DST changes and the 2024/25 ISO-year boundary. */
const nowArb = fc
  .tuple(fc.constantFrom(at('2026-03-27T00:00:00+01:00'), at('2026-10-23T00:00:00+02:00'), at('2024-12-28T00:00:00+01:00')), fc.integer({ min: 0, max: 5 * 24 * 60 }))
  .map(([base, minutes]) => base + minutes * MIN + 17_000)
const leadArb: fc.Arbitrary<LeadTime | null> = fc.option(
  fc.record({ type: fc.constantFrom('minutes' as const, 'hours' as const, 'days' as const), value: fc.integer({ min: 1, max: 50 }) }),
)
const MIN_LEAD_MS: Record<LeadTime['type'], number> = { minutes: MIN, hours: 60 * MIN, days: 23 * 60 * MIN, weeks: 167 * 60 * MIN }

describe('properties: slots', { timeout: PROPERTY_TIMEOUT_MS }, () => {
  it('every generated slot lies inside the hours, after the lead time, increasing and on the 5-minute grid', () => {
    fc.assert(
      fc.property(rulesArb, nowArb, leadArb, (rules, now, lead) => {
        const earliest = lead === null ? now : now + lead.value * MIN_LEAD_MS[lead.type]
        const slots = generateSlots(rules, now, { timeZone: VIENNA, horizonDays: 8, earliest })
        let previous = Number.NEGATIVE_INFINITY
        for (const slot of slots) {
          expect(slot).toBeGreaterThan(previous)
          expect(slot % (5 * MIN)).toBe(0)
          expect(slot).toBeGreaterThanOrEqual(earliest)
          expect(isOpenAt(rules, slot, VIENNA)).toBe(true)
          if (!nearDstChange(slot)) expect(oracleOpen(rules, slot)).toBe(true)
          previous = slot
        }
      }),
      { numRuns: 150 },
    )
  })

  it('agrees with the wall-clock oracle on whether the schedule is open (away from DST changes)', () => {
    fc.assert(
      fc.property(rulesArb, nowArb, (rules, now) => {
        fc.pre(!nearDstChange(now))
        expect(isOpenAt(rules, now, VIENNA)).toBe(oracleOpen(rules, now))
      }),
      { numRuns: 400 },
    )
  })

  it('finds the same next opening as probing every 15 minutes for 72 hours', () => {
    fc.assert(
      fc.property(rulesArb, nowArb, (rules, now) => {
        fc.pre(!isOpenAt(rules, now, VIENNA))
        let probe: number | null = null
        for (let k = 1; k <= 288 && probe === null; k += 1) {
          if (isOpenAt(rules, now + k * 15 * MIN, VIENNA)) probe = now + k * 15 * MIN
        }
        const found = findNextOpening(rules, now, { timeZone: VIENNA })
        if (probe === null) {
          expect(found).toBeNull()
        } else {
          expect(found).not.toBeNull()
          expect(intervalAt(rules, probe, VIENNA)?.start).toBe(found)
        }
      }),
      { numRuns: 200 },
    )
  })
})

// ---------------------------------------------------------------------------
// Pricing
// ---------------------------------------------------------------------------

const RATES = [0, 2.6, 3.8, 5, 7, 8.1, 10, 13, 19, 20]
const lineArb: fc.Arbitrary<PricedLine> = fc.record({
  unitGross: fc.integer({ min: 0, max: 500_000 }),
  quantity: fc.oneof(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 100_000 }).map((n) => n / 1000)),
  taxRate: fc.constantFrom(...RATES),
  calculationModel: fc.constantFrom('fixed' as const, 'approximate' as const, 'minimum' as const),
})
const areaArb: fc.Arbitrary<DeliveryAreaInput | null> = fc.option(
  fc.record({
    area: fc.constant('Zone'),
    price: fc.integer({ min: 0, max: 2000 }),
    tax: fc.constantFrom(...RATES),
    free: fc.boolean(),
    freeFromOrderValue: fc.integer({ min: 0, max: 100_000 }),
  }),
)

/** Exact reference: round-half-up of gross·bp/(10000+bp) with BigInt. */
function referenceTax(gross: number, basisPoints: number): number {
  const n = BigInt(gross) * BigInt(basisPoints) * 2n
  const d = BigInt(10_000 + basisPoints) * 2n
  return Number((n + d / 2n) / d)
}

describe('properties: pricing', { timeout: PROPERTY_TIMEOUT_MS }, () => {
  it('for any cart gross = net + tax per rate and all totals are exact integer cents', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 30 }), areaArb, (lines, area) => {
        const result = computePricing(lines, area)
        const values = [result.net, result.tax, result.gross, result.deliveryNet, result.deliveryTax, result.deliveryGross, result.totalNet, result.totalTax, result.totalGross]
        for (const value of values) expect(Number.isInteger(value)).toBe(true)
        expect(result.gross).toBe(result.net + result.tax)
        expect(result.deliveryGross).toBe(result.deliveryNet + result.deliveryTax)
        expect(result.totalGross).toBe(result.totalNet + result.totalTax)
        expect(result.totalGross).toBe(result.gross + result.deliveryGross)
        expect(Object.values(result.taxes).reduce((sum, tax) => sum + tax, 0)).toBe(result.totalTax)
        expect(result.lines.reduce((sum, line) => sum + line.gross, 0)).toBe(result.gross)
        for (const line of result.lines) {
          expect(Number.isInteger(line.gross)).toBe(true)
          expect(Math.abs(line.gross - line.unitGross * line.quantity)).toBeLessThanOrEqual(0.5 + 1e-6)
          expect(line.gross).toBe(line.net + line.tax)
        }
        const byRate = new Map<number, number>()
        for (const line of result.lines) byRate.set(toBasisPoints(line.taxRate), (byRate.get(toBasisPoints(line.taxRate)) ?? 0) + line.gross)
        let itemsTax = 0
        for (const [bp, gross] of byRate) itemsTax += referenceTax(gross, bp)
        expect(result.tax).toBe(itemsTax)
      }),
      { numRuns: 300 },
    )
  })
})

// ---------------------------------------------------------------------------
// Quantities, state machine, tickets
// ---------------------------------------------------------------------------

const rulesQArb = fc.record({
  minimumQuantity: fc.option(fc.constantFrom(0.25, 0.5, 1, 2, 10)),
  maximumQuantity: fc.option(fc.constantFrom(1, 5, 9.5, 100)),
  quantityStepSize: fc.option(fc.constantFrom(0.05, 0.1, 0.25, 0.5, 1, 3)),
})
const inputArb = fc.oneof(
  fc.string(),
  fc.double({ min: -1000, max: 1000, noNaN: true }).map((n) => String(n).replace('.', ',')),
  fc.integer({ min: -50, max: 500 }).map((n) => `${n / 10}`),
)

describe('properties: quantities', { timeout: PROPERTY_TIMEOUT_MS }, () => {
  it('parsing then formatting a quantity is stable', () => {
    fc.assert(
      fc.property(inputArb, rulesQArb, (input, rules) => {
        const quantity = parseQuantity(input, rules)
        expect(parseQuantity(formatQuantity(quantity), rules)).toBe(quantity)
        expect(formatQuantity(parseQuantity(formatQuantity(quantity), rules))).toBe(formatQuantity(quantity))
      }),
      { numRuns: 500 },
    )
  })
})

const flagsArb: fc.Arbitrary<OrderFlags> = fc.record({
  isConfirmed: fc.boolean(),
  isInDelivery: fc.boolean(),
  isCompleted: fc.boolean(),
  isRejected: fc.boolean(),
  isCanceled: fc.boolean(),
  isFailed: fc.boolean(),
  isDelivery: fc.boolean(),
})

describe('properties: order state machine', { timeout: PROPERTY_TIMEOUT_MS }, () => {
  it('never leaves a terminal state and never changes flags on a refused action', () => {
    fc.assert(
      fc.property(flagsArb, fc.array(fc.constantFrom<OrderAction>(...ORDER_ACTIONS), { maxLength: 12 }), (initial, actions) => {
        let order = initial
        let reachedTerminal = isTerminalOrderState(orderState(order))
        for (const action of actions) {
          const before = orderState(order)
          const result = applyOrderAction(order, action)
          if (reachedTerminal) expect(result.ok).toBe(false)
          if (result.ok) {
            expect(orderState(result.order)).toBe(result.state)
            order = result.order
          } else {
            expect(orderState(order)).toBe(before)
          }
          reachedTerminal = reachedTerminal || isTerminalOrderState(orderState(order))
        }
      }),
      { numRuns: 500 },
    )
  })
})

describe('properties: ticket numbers', { timeout: PROPERTY_TIMEOUT_MS }, () => {
  it('round-trips and never contains confusable letters', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (n) => {
        const ticket = formatTicketNumber(n)
        expect(parseTicketNumber(ticket)).toBe(n)
        expect(ticket).toMatch(/^[ACDEFHJKMNPRTUVWXY]+\d\d$/)
      }),
    )
  })
})
