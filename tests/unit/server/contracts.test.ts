/**
 * The wire contracts agree with what the server produces. Checked by the type checker (npm run typecheck runs over
 * tests/): a server change that breaks a contract fails there.
 */
import { describe, expectTypeOf, it } from 'vitest'

import type {
  BackofficeOrder,
  BranchDoc,
  CategoryDoc,
  ConfigDoc,
  ContentBlockOf,
  FrontdeskOrder,
  FunnelRow,
  InitEntry,
  MenuDoc,
  MetricRow,
  NavigationDoc,
  OrderBodyInput,
  ProductDoc,
  PublicOrder,
  ReusableBlockDoc,
  SiteDoc,
  TableDoc,
  UserDoc,
} from '../../../contracts'
import type { deviceOrders } from '../../../modules/devices/order-lists'
import type { toPublicOrder } from '../../../modules/orders/intake/public'
import type {
  Block,
  Branch,
  Category,
  Config1,
  ContentBlockHero,
  Menu,
  Navigation,
  Product,
  Site,
  Table,
  User,
} from '../../../contracts/payload-types'

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
    expectTypeOf<Site>().toExtend<SiteDoc>()
    expectTypeOf<Block>().toExtend<ReusableBlockDoc>()
    expectTypeOf<Navigation>().toExtend<NavigationDoc>()
  })

  it('describe the device lists exactly as deviceOrders builds them', () => {
    expectTypeOf<Awaited<ReturnType<typeof deviceOrders>>>().toEqualTypeOf<FrontdeskOrder[] | BackofficeOrder[]>()
  })

  it('give each content block its own fields, picked by blockType', () => {
    expectTypeOf<ContentBlockOf<'hero'>>().toEqualTypeOf<ContentBlockHero>()
  })

  it('keep the conversion funnel a table row like every other metric', () => {
    expectTypeOf<FunnelRow>().toExtend<MetricRow>()
  })

  it('let the storefront send the order body the schema reads', () => {
    expectTypeOf<{
      branch: number
      items: { product: number; amount: number; unit: number | null; parts: ({ value: string } | null)[] }[]
    }>().toExtend<OrderBodyInput>()
  })
})
