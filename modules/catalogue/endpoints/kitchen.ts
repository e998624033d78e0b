/**
 * Kitchen control of a branch (issue 33, docs/order-board.md "Pause, Auslastung, Ausverkauft"): staff of the branch
 * and admins; the answer is the branch's state as it holds now (contracts/kitchen.ts KitchenAnswer).
 *   POST   /api/branches/:id/pause     `{ until? }`              pause online orders (until resumed without `until`)
 *   DELETE /api/branches/:id/pause                               resume
 *   POST   /api/branches/:id/busy      `{ minutes, forMinutes }` busy mode
 *   DELETE /api/branches/:id/busy                                end busy mode
 *   GET    /api/branches/:id/sold-out                            today's list
 *   PUT    /api/branches/:id/sold-out  `{ products, options }`   replace today's list
 */
import { BusyBody, PauseBody, SoldOutBody, parseBody } from '../../../contracts'
import { badRequest } from '../../../platform/api/errors'
import { data } from '../../../platform/api/types'
import type { ApiContext, ApiEndpoint } from '../../../platform/api/types'
import { parseId } from '../../../platform/records/records'
import { controllableBranch, endBusy, pauseOrders, readKitchen, resumeOrders, setBusy, setSoldOut } from '../kitchen'

const branchOf = (ctx: ApiContext) => controllableBranch(ctx.req, parseId(ctx.params.id))

export const kitchenEndpoints: ApiEndpoint[] = [
  {
    method: 'POST',
    path: '/branches/:id/pause',
    auth: 'staff',
    handler: async (ctx) => {
      const branch = await branchOf(ctx)
      const body = parseBody(PauseBody, ctx.body)
      if (!body.ok) throw badRequest(body.errors)
      return data(await pauseOrders(ctx.req, branch, body.data.until))
    },
  },
  {
    method: 'DELETE',
    path: '/branches/:id/pause',
    auth: 'staff',
    handler: async (ctx) => data(await resumeOrders(ctx.req, await branchOf(ctx))),
  },
  {
    method: 'POST',
    path: '/branches/:id/busy',
    auth: 'staff',
    handler: async (ctx) => {
      const branch = await branchOf(ctx)
      const body = parseBody(BusyBody, ctx.body)
      if (!body.ok) throw badRequest(body.errors)
      return data(await setBusy(ctx.req, branch, body.data.minutes, body.data.forMinutes))
    },
  },
  {
    method: 'DELETE',
    path: '/branches/:id/busy',
    auth: 'staff',
    handler: async (ctx) => data(await endBusy(ctx.req, await branchOf(ctx))),
  },
  {
    method: 'GET',
    path: '/branches/:id/sold-out',
    auth: 'staff',
    handler: async (ctx) => data(await readKitchen(ctx.req, await branchOf(ctx))),
  },
  {
    method: 'PUT',
    path: '/branches/:id/sold-out',
    auth: 'staff',
    handler: async (ctx) => {
      const branch = await branchOf(ctx)
      const body = parseBody(SoldOutBody, ctx.body)
      if (!body.ok) throw badRequest(body.errors)
      return data(await setSoldOut(ctx.req, branch, body.data))
    },
  },
]
