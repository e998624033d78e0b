/**
 * Uploads (issue 15): an image is decoded, not only sniffed — a GIF header followed by script text is refused with the
 * German 400; and an order may refer to at most ORDER_UPLOADS_MAX_FILES uploads / ORDER_UPLOADS_MAX_MB together
 * (German 400 on `items`, nothing written), on top of the per-client quota.
 */
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { DAY_MS } from '../../domain'
import type { Product } from '../../contracts/payload-types'
import { CLIENT_IP_HEADER } from '../../platform/http/client'
import { execute, sql } from '../../platform/db'
import { orderUploadLimits } from '../../modules/content/uploads'
import { call, loadPayload } from './helpers/api'

type PublicUpload = { id: number; version: number; extension: string; publicHash: string; mimeType: string }

const UNPROCESSABLE = 'Die Datei kann nicht verarbeitet werden. Sie ist möglicherweise zu groß oder hat ein unbekanntes Format.'
const SCRIPT_GIF = 'data:image/gif;base64,R0lGODlhPHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='

let payload: Payload
const created: number[] = []
let ipSeq = 0
const upload = async (body: unknown) => {
  ipSeq += 1
  const res = await call<PublicUpload>('POST', '/uploads/public', { body, headers: { [CLIENT_IP_HEADER]: `192.0.2.${ipSeq}` } })
  if (res.body.data?.id) created.push(res.body.data.id)
  return res
}
const dataUrl = (mime: string, data: Buffer) => `data:${mime};base64,${data.toString('base64')}`
const count = async (table: string) =>
  Number((await execute<{ n: number }>(payload, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]?.n)

beforeAll(async () => {
  payload = await loadPayload()
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'uploads', id, overrideAccess: true }).catch(() => {})
})

describe('an image that does not decode', () => {
  it('a GIF header followed by script text answers the German 400 and stores nothing', async () => {
    const before = await count('uploads')
    const res = await upload({ dataUrl: SCRIPT_GIF, name: 'x.gif', partType: 'image' })
    expect(res.status, JSON.stringify(res.body)).toBe(400)
    expect(res.body.errors).toEqual([{ field: 'dataUrl', message: UNPROCESSABLE }])
    expect(await count('uploads')).toBe(before)
  })

  it('a truncated PNG is refused as well; whole images are still accepted', async () => {
    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#336699' } })
      .png()
      .toBuffer()
    const truncated = await upload({
      dataUrl: dataUrl('image/png', png.subarray(0, Math.floor(png.length / 2))),
      partType: 'image',
    })
    expect(truncated.status).toBe(400)
    const gif = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#336699' } })
      .gif()
      .toBuffer()
    for (const [mime, data] of [
      ['image/png', png],
      ['image/gif', gif],
    ] as const) {
      const res = await upload({ dataUrl: dataUrl(mime, data), partType: 'image' })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
    }
  })
})

describe('uploads per order', () => {
  let graz = 0
  let fototorte: Product
  const env = { ...process.env }

  beforeAll(async () => {
    graz = (await payload.find({ collection: 'branches', where: { identifier: { equals: 'graz' } }, limit: 1 })).docs[0]!.id
    fototorte = (await payload.find({ collection: 'products', where: { sku: { equals: 'GW-FOTOTORTE' } }, limit: 1, depth: 1 }))
      .docs[0] as Product
  })

  afterEach(() => {
    process.env.ORDER_UPLOADS_MAX_FILES = env.ORDER_UPLOADS_MAX_FILES
    process.env.ORDER_UPLOADS_MAX_MB = env.ORDER_UPLOADS_MAX_MB
    if (env.ORDER_UPLOADS_MAX_FILES === undefined) delete process.env.ORDER_UPLOADS_MAX_FILES
    if (env.ORDER_UPLOADS_MAX_MB === undefined) delete process.env.ORDER_UPLOADS_MAX_MB
  })

  /** An order with one Fototorte per photo. */
  const order = (photoIds: number[]) => ({
    branch: graz,
    deliveryType: 'takeaway',
    firstName: 'Anna',
    lastName: 'Torte',
    legalInstructions: true,
    privacyPolicy: true,
    appointmentDate: new Date(Math.ceil((Date.now() + 4 * DAY_MS) / 3_600_000) * 3_600_000).toISOString(),
    items: photoIds.map((id) => ({
      product: fototorte.id,
      amount: 1,
      parts: [{ value: 'Ø 20 cm (10–12 Stück)' }, { values: [String(id)] }, { value: 'Alles Gute!' }, null],
    })),
  })

  const photo = async (bytes = 0) => {
    const image =
      bytes > 0
        ? // noise does not compress: a PNG of about `bytes`
          await sharp(randomBytes(bytes), {
            raw: {
              width: Math.ceil(Math.sqrt(bytes / 3)),
              height: Math.floor(bytes / 3 / Math.ceil(Math.sqrt(bytes / 3))),
              channels: 3,
            },
          })
            .png()
            .toBuffer()
        : await sharp({ create: { width: 30, height: 30, channels: 3, background: '#aa5500' } })
            .jpeg()
            .toBuffer()
    const res = await upload({ dataUrl: dataUrl(bytes > 0 ? 'image/png' : 'image/jpeg', image), partType: 'image' })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body.data!.id
  }

  it('has documented defaults: 10 files, 50 MB', () => {
    expect(orderUploadLimits()).toEqual({ files: 10, bytes: 50 * 1024 * 1024 })
  })

  it('refuses more files than the cap with a German 400 on items, and writes no order', async () => {
    process.env.ORDER_UPLOADS_MAX_FILES = '2'
    const ids = [await photo(), await photo(), await photo()]
    const before = await count('orders')
    const res = await call('POST', '/orders/public', { body: order(ids) })
    expect(res.status, JSON.stringify(res.body)).toBe(400)
    expect(res.body.errors).toEqual([
      { field: 'items', message: 'Eine Bestellung kann höchstens 2 Dateien mit zusammen höchstens 50 MB enthalten.' },
    ])
    expect(await count('orders')).toBe(before)
    // within the cap the same uploads are fine
    const ok = await call('POST', '/orders/public', { body: order(ids.slice(0, 2)) })
    expect(ok.status, JSON.stringify(ok.body)).toBe(201)
  })

  it('refuses more bytes than the cap', async () => {
    process.env.ORDER_UPLOADS_MAX_MB = '1'
    const ids = [await photo(700_000), await photo(700_000)]
    const res = await call('POST', '/orders/public', { body: order(ids) })
    expect(res.status, JSON.stringify(res.body)).toBe(400)
    expect(res.body.errors?.[0]).toEqual({
      field: 'items',
      message: 'Eine Bestellung kann höchstens 10 Dateien mit zusammen höchstens 1 MB enthalten.',
    })
  })
})
