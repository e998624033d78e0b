/**
 * The wire contracts agree with what the server produces. Checked by the type checker (npm run typecheck runs over
 * tests/): a server change that breaks a contract fails there.
 */
import { describe, expectTypeOf, it } from 'vitest'

import type {
  BranchDoc,
  CategoryDoc,
  ConfigDoc,
  InitEntry,
  MenuDoc,
  OrderBodyInput,
  ProductDoc,
  PublicOrder,
  TableDoc,
  UserDoc,
} from '../../../server/contracts'
import type { toPublicOrder } from '../../../server/orders/public'
import type { Branch, Category, Config1, Menu, Product, Table, User } from '../../../payload-types'

describe('wire contracts', () => {
  it('describe the public order exactly as toPublicOrder builds it', () => {
    expectTypeOf<ReturnType<typeof toPublicOrder>>().toEqualTypeOf<PublicOrder>()
  })

  it('accept the records Payload reads (every Pick keeps Payload’s field types)', () => {
    expectTypeOf<Branch>().toExtend<BranchDoc>()
    expectTypeOf<Product>().toExtend<ProductDoc>()
    expectTypeOf<Category>().toExtend<CategoryDoc>()
    expectTypeOf<Menu>().toExtend<MenuDoc>()
    expectTypeOf<Table>().toExtend<TableDoc>()
    expectTypeOf<Config1>().toExtend<ConfigDoc>()
    expectTypeOf<User>().toExtend<UserDoc>()
    expectTypeOf<{ url: '/api/products'; data: Product[] }>().toExtend<InitEntry>()
  })

  it('let the storefront send the order body the schema reads', () => {
    expectTypeOf<{
      branch: number
      items: { product: number; amount: number; unit: number | null; parts: ({ value: string } | null)[] }[]
    }>().toExtend<OrderBodyInput>()
  })
})
