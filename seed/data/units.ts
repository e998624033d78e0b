/**
 * Units (SF §3 Unit, factors SF §9): the factor converts to the base unit of the type
 * (gram, milliliter, millimeter, mm², mm³; 1 for countable units).
 * The key of a unit is its short name; `name` is the natural key in the database.
 */
import type { UnitType } from '../../domain/types'

export interface UnitSeed {
  readonly name: string
  readonly shortName: string
  readonly type: UnitType
  readonly factor: number
}

export const UNITS = [
  // countable
  { name: 'Stück', shortName: 'Stk', type: 'amount', factor: 1 },
  { name: 'Scheibe', shortName: 'Scheibe', type: 'amount', factor: 1 },
  { name: 'Portion', shortName: 'Portion', type: 'serving', factor: 1 },
  { name: 'Paar', shortName: 'Paar', type: 'pair', factor: 1 },
  { name: 'Person', shortName: 'Person', type: 'person', factor: 1 },
  { name: 'Packung', shortName: 'Packung', type: 'package', factor: 1 },
  // weight (gram)
  { name: 'Gramm', shortName: 'g', type: 'weight', factor: 1 },
  { name: 'Dekagramm', shortName: 'dag', type: 'weight', factor: 10 },
  { name: 'Kilogramm', shortName: 'kg', type: 'weight', factor: 1000 },
  // volume (milliliter)
  { name: 'Milliliter', shortName: 'ml', type: 'volume', factor: 1 },
  { name: 'Zentiliter', shortName: 'cl', type: 'volume', factor: 10 },
  { name: 'Deziliter', shortName: 'dl', type: 'volume', factor: 100 },
  { name: 'Liter', shortName: 'l', type: 'volume', factor: 1000 },
  { name: 'Achtel', shortName: '⅛ l', type: 'volume', factor: 125 },
  { name: 'Viertel', shortName: '¼ l', type: 'volume', factor: 250 },
  // length (millimeter)
  { name: 'Millimeter', shortName: 'mm', type: 'length', factor: 1 },
  { name: 'Zentimeter', shortName: 'cm', type: 'length', factor: 10 },
  { name: 'Dezimeter', shortName: 'dm', type: 'length', factor: 100 },
  { name: 'Meter', shortName: 'm', type: 'length', factor: 1000 },
  { name: 'Kilometer', shortName: 'km', type: 'length', factor: 1_000_000 },
  // area (mm²)
  { name: 'Quadratmillimeter', shortName: 'mm²', type: 'square', factor: 1 },
  { name: 'Quadratzentimeter', shortName: 'cm²', type: 'square', factor: 100 },
  { name: 'Quadratdezimeter', shortName: 'dm²', type: 'square', factor: 10_000 },
  { name: 'Quadratmeter', shortName: 'm²', type: 'square', factor: 1_000_000 },
  // volume of space (mm³)
  { name: 'Kubikmillimeter', shortName: 'mm³', type: 'cubic', factor: 1 },
  { name: 'Kubikzentimeter', shortName: 'cm³', type: 'cubic', factor: 1000 },
  { name: 'Kubikdezimeter', shortName: 'dm³', type: 'cubic', factor: 1_000_000 },
  { name: 'Kubikmeter', shortName: 'm³', type: 'cubic', factor: 1_000_000_000 },
] as const satisfies readonly UnitSeed[]

export type UnitKey = (typeof UNITS)[number]['shortName']
