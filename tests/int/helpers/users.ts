/** Demo and test users for the access matrix. */
import { loadPayload } from './api'

export const ADMIN = { email: 'admin@tresen.demo', password: 'tresen-admin' }
export const EMPLOYEE = { email: 'mitarbeiter@tresen.demo', password: 'tresen-mitarbeiter' }
export const OTHER_EMPLOYEE = { email: 'graz@tresen.test', password: 'graz-geheim-123' }

export async function branchId(identifier: string): Promise<number> {
  const payload = await loadPayload()
  const { docs } = await payload.find({ collection: 'branches', where: { identifier: { equals: identifier } }, limit: 1, depth: 0 })
  const id = docs[0]?.id
  if (!id) throw new Error(`branch ${identifier} missing from the seed`)
  return Number(id)
}

/** An employee of another branch (Graz), created once per test database. */
export async function ensureOtherEmployee() {
  const payload = await loadPayload()
  const existing = await payload.find({ collection: 'users', where: { email: { equals: OTHER_EMPLOYEE.email } }, limit: 1 })
  if (existing.docs[0]) return existing.docs[0]
  return payload.create({
    collection: 'users',
    data: { ...OTHER_EMPLOYEE, roles: ['ROLE_EMPLOYEE'], branches: [await branchId('graz')] },
    overrideAccess: true,
  })
}

export async function userDoc(email: string) {
  const payload = await loadPayload()
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0 })
  const user = docs[0]
  if (!user) throw new Error(`user ${email} missing`)
  return { ...user, collection: 'users' as const }
}
