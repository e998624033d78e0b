/**
 * Who sees which orders: admins every branch (optionally one, `?branch=`), employees only their own branches.
 * (The staff loader of one order is modules/orders/lifecycle/loaders.ts.)
 */
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest, Where } from 'payload'

import { isAdminUser, isEmployeeUser, userBranchIds } from '../../../platform/access/roles'
import { ApiError, badRequest, forbidden, notFound } from '../../../platform/api/errors'
import { isRecordId } from '../../../platform/records/records'
import { ORDER_ADMIN_MESSAGES as M } from '../../../domain/order-admin-messages'

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

export const userIdOf = (req: PayloadRequest): number | null => {
  const id = req.user?.id
  return typeof id === 'number' ? id : null
}
