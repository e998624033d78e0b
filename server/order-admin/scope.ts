/**
 * Who sees which orders: admins every branch (optionally one, `?branch=`), employees only their own branches.
 * Also the staff order loader: 404 for unknown orders, 403 for orders of another branch.
 */
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest, Where } from 'payload'

import { isAdminUser, isEmployeeUser, userBranchIds } from '../../collections/access/roles'
import type { Order } from '../../payload-types'
import { ApiError, badRequest, forbidden, notFound } from '../api/errors'
import { isRecordId } from '../records'
import { lockOrderRow } from '../orders/db'
import { ORDER_ADMIN_MESSAGES as M } from './messages'

export type Scope = { readonly all: boolean; readonly branchIds: readonly number[] }

const toId = (raw: string, field: string): number => {
  const id = Number(raw)
  if (!isRecordId(id)) throw badRequest([{ field, message: M.invalidBranch }])
  return id
}

/** The branches the caller's lists cover; `branchParam` narrows them (comma-separated ids). */
export function staffScope(user: PayloadRequest['user'], branchParam: string | null): Scope {
  const wanted = branchParam && branchParam.trim() !== '' ? [...new Set(branchParam.split(',').map((b) => toId(b.trim(), 'branch')))] : null
  if (isAdminUser(user)) return wanted ? { all: false, branchIds: wanted } : { all: true, branchIds: [] }
  if (!isEmployeeUser(user)) throw forbidden()
  const own = userBranchIds(user).map(Number).filter((id) => Number.isInteger(id))
  if (!wanted) return { all: false, branchIds: own }
  if (wanted.some((id) => !own.includes(id))) throw new ApiError(403, M.invalidBranch)
  return { all: false, branchIds: wanted }
}

export function scopeWhere(scope: Scope): Where | null {
  return scope.all ? null : { branch: { in: [...scope.branchIds] } }
}

/** The same scope as a SQL condition on `orders.branch_id` (for the aggregate queries). */
export function scopeSql(scope: Scope) {
  if (scope.all) return sql`true`
  if (scope.branchIds.length === 0) return sql`false`
  return sql`branch_id in (${sql.join(
    scope.branchIds.map((id) => sql`${id}`),
    sql`, `,
  )})`
}

export const scopeKey = (scope: Scope) => (scope.all ? 'all' : [...scope.branchIds].sort((a, b) => a - b).join(','))

export const parseOrderId = (raw: string | undefined): number => {
  const id = Number(raw)
  if (!isRecordId(id)) throw notFound(M.orderNotFound)
  return id
}

/**
 * The order as the caller may see it (overrideAccess: false): 404 when it does not exist, 403 when it belongs to a
 * branch the caller does not work for. With `lock`, the row is locked (FOR UPDATE) first and read afterwards, so
 * the caller's transaction works on the latest committed state.
 */
export async function orderForStaff(req: PayloadRequest, id: number, { lock = false } = {}): Promise<Order> {
  if (lock) await lockOrderRow(req, id)
  const order = (await req.payload.findByID({
    collection: 'orders',
    id,
    depth: 0,
    req,
    user: req.user,
    overrideAccess: false,
    disableErrors: true,
  })) as Order | null
  if (order) return order
  // Deliberately overrideAccess: only to tell "not yours" (403) from "does not exist" (404); nothing is returned.
  const exists = await req.payload.count({ collection: 'orders', where: { id: { equals: id } }, req, overrideAccess: true })
  if (exists.totalDocs > 0) throw forbidden()
  throw notFound(M.orderNotFound)
}

export const userIdOf = (req: PayloadRequest): number | null => {
  const id = req.user?.id
  return typeof id === 'number' ? id : null
}
