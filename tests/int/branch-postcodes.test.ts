/**
 * A delivery area's postcodes in the branches collection (issue 33): a pasted list is split, a wrong entry and a
 * postcode in two areas are refused in German, and the branch's record carries them to the storefront.
 */
import { afterAll, describe, expect, it } from 'vitest'

import { loadPayload } from './helpers/api'

const payloadP = loadPayload()
const created: number[] = []

async function createBranch(deliveryAreas: { area: string; postcodes?: string[]; note?: string }[]) {
  const payload = await payloadP
  const branch = await payload.create({ collection: 'branches', data: { name: `PLZ-Test ${Date.now()} ${created.length}`, isPublic: false, deliveryAreas }, overrideAccess: true })
  created.push(branch.id)
  return branch
}

/** The German messages of a refused save. */
async function refusal(deliveryAreas: { area: string; postcodes?: string[] }[]): Promise<string> {
  const error = await createBranch(deliveryAreas).then(
    () => null,
    (e: unknown) => e as { data?: { errors?: { message: string }[] }; message?: string },
  )
  expect(error).not.toBeNull()
  return [error?.message ?? '', ...(error?.data?.errors ?? []).map((e) => e.message)].join(' | ')
}

afterAll(async () => {
  const payload = await payloadP
  for (const id of created) await payload.delete({ collection: 'branches', id, overrideAccess: true })
})

describe('delivery area postcodes', () => {
  it('splits a pasted list into postcodes and keeps the note', async () => {
    const branch = await createBranch([{ area: 'Innenstadt', postcodes: ['1010, 1020;1030', ' A-1040 '], note: 'Lieferung in ca. 45 Minuten.' }])
    const read = await (await payloadP).findByID({ collection: 'branches', id: branch.id, depth: 0 })
    expect(read.deliveryAreas?.[0]?.postcodes).toEqual(['1010', '1020', '1030', '1040'])
    expect(read.deliveryAreas?.[0]?.note).toBe('Lieferung in ca. 45 Minuten.')
  })

  it('refuses an entry that is no postcode', async () => {
    expect(await refusal([{ area: 'Innenstadt', postcodes: ['10x0'] }])).toContain('„10X0“ ist keine Postleitzahl (4 oder 5 Ziffern).')
  })

  it('refuses a postcode listed by two areas of the branch', async () => {
    expect(await refusal([{ area: 'Neubau', postcodes: ['1070'] }, { area: 'Mariahilf', postcodes: ['1060', '1070'] }])).toContain(
      'Die Postleitzahl 1070 ist mehreren Liefergebieten zugeordnet.',
    )
  })
})
