/** The admin's sidebar by role (issue 35): employees see only what their role works with, admins everything. */
import type { ClientUser } from 'payload'
import { describe, expect, it } from 'vitest'

import { EMPLOYEE_NAV, collections } from '../../../modules/collections'
import { hiddenByRole } from '../../../platform/access/adminNav'
import type { AdminHidden } from '../../../platform/access/adminNav'

const user = (roles: string[]) => ({ id: 1, email: 'x@tresen.demo', roles }) as unknown as ClientUser
const admin = user(['ROLE_ADMIN'])
const employee = user(['ROLE_EMPLOYEE'])
const both = user(['ROLE_EMPLOYEE', 'ROLE_ADMIN'])

// as Payload decides (isEntityHidden): a function asks per user, otherwise only `true` hides
const hidden = (h: AdminHidden<ClientUser> | undefined, u: ClientUser) => (typeof h === 'function' ? h({ user: u }) : h === true)

describe('hiddenByRole', () => {
  it('hides an admin-only entity from employees and shows it to admins', () => {
    const h = hiddenByRole(undefined, false)
    expect(hidden(h, employee)).toBe(true)
    expect(hidden(h, admin)).toBe(false)
    expect(hidden(h, both)).toBe(false)
  })

  it('leaves an entity employees use as it was', () => {
    expect(hiddenByRole(undefined, true)).toBeUndefined()
    expect(hiddenByRole(false, true)).toBe(false)
  })

  it('keeps an entity hidden for everybody hidden for everybody', () => {
    expect(hiddenByRole(true, false)).toBe(true)
    expect(hiddenByRole(true, true)).toBe(true)
  })

  it('keeps an entity’s own per-user rule for admins too', () => {
    const own = ({ user: u }: { user: ClientUser }) => u.id === 2
    const h = hiddenByRole<ClientUser>(own, false)
    expect(hidden(h, admin)).toBe(false)
    expect(hidden(h, { ...admin, id: 2 } as ClientUser)).toBe(true)
    expect(hidden(h, employee)).toBe(true)
  })
})

describe('EMPLOYEE_NAV', () => {
  it('names only existing collections', () => {
    const slugs = new Set(collections.map((c) => c.slug))
    for (const slug of EMPLOYEE_NAV) expect(slugs.has(slug), slug).toBe(true)
  })

  it('offers employees their daily work and none of the catalogue, content or settings', () => {
    for (const slug of ['orders', 'customers', 'tables', 'devices', 'digital-signage-devices', 'working-activities', 'tasks']) expect(EMPLOYEE_NAV.has(slug), slug).toBe(true)
    for (const slug of ['products', 'categories', 'menus', 'branches', 'sites', 'navigations', 'blocks', 'fonts', 'scenes', 'digital-signage-streams', 'logs', 'analytics-log', 'qr-codes', 'image-templates'])
      expect(EMPLOYEE_NAV.has(slug), slug).toBe(false)
  })
})
