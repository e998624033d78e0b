/**
 * The records and answers the storefront reads: the server's wire contracts (contracts), types only.
 * Plus the two helpers for relationships (the id, or the populated record).
 */
export type {
  AlternativeUnitDoc,
  BranchDoc,
  CategoryDoc,
  ConfigDoc,
  ConfigPartDoc,
  DeliveryAreaDoc,
  DivisionDoc,
  DonateeDoc,
  ImageDoc,
  MenuDoc,
  PartOptionDoc,
  ProductDoc,
  PublicOrder,
  RecordId,
  Ref,
  ScheduleRuleDoc,
  TableDoc,
  TagDoc,
  UnitDoc,
  UserDoc,
} from '@contracts'
import type { RecordId, Ref } from '@contracts'

export function refId<T extends { readonly id: RecordId }>(ref: Ref<T> | null | undefined): RecordId | null {
  if (ref === null || ref === undefined) return null
  return typeof ref === 'object' ? ref.id : ref
}

export function refDoc<T extends { readonly id: RecordId }>(ref: Ref<T> | null | undefined): T | null {
  return ref !== null && ref !== undefined && typeof ref === 'object' ? ref : null
}
