/**
 * POST /api/uploads/public: the type is decided by content (magic bytes), not by the claimed mime type or name;
 * image parts accept jpg/png/gif only; 10 MB limit. And: an order's file/image parts accept only fitting uploads.
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DAY_MS } from '../../domain'
import type { Order, Product, Upload } from '../../contracts/payload-types'
import type { PublicUpload } from '../../contracts'
import { MAX_UPLOAD_BYTES, createPublicUpload, detectFileType } from '../../modules/content/uploads'
import { call, loadPayload } from './helpers/api'

const UNPROCESSABLE = 'Die Datei kann nicht verarbeitet werden. Sie ist möglicherweise zu groß oder hat ein unbekanntes Format.'

const dataUrl = (mime: string, data: Buffer) => `data:${mime};base64,${data.toString('base64')}`
const created: number[] = []
const upload = async (body: unknown) => {
  const res = await call<PublicUpload>('POST', '/uploads/public', { body })
  if (res.body.data?.id) created.push(res.body.data.id)
  return res
}

// the test files land in media/uploads of the checkout: remove them again
afterAll(async () => {
  const payload = await loadPayload()
  for (const id of created) await payload.delete({ collection: 'uploads', id, overrideAccess: true }).catch(() => {})
})

let png: Buffer
let jpeg: Buffer
let gif: Buffer
let webp: Buffer
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nxref\n0 1\n0000000000 65535 f \ntrailer << /Root 1 0 R >>\nstartxref\n9\n%%EOF\n', 'latin1')
const text = Buffer.from('Allergien: keine Nüsse, bitte.\n', 'utf8')
const csv = Buffer.from('Name;Menge\nSchnitzel;20\n', 'utf8')

/** A minimal zip with one stored entry of the given name (enough for the magic-byte check). */
function zipWith(entryName: string): Buffer {
  const name = Buffer.from(entryName, 'utf8')
  const header = Buffer.alloc(30)
  header.writeUInt32LE(0x04034b50, 0)
  header.writeUInt16LE(name.length, 26)
  return Buffer.concat([header, name, Buffer.from('x')])
}

const countUploads = async () => (await (await loadPayload()).count({ collection: 'uploads', overrideAccess: true })).totalDocs

beforeAll(async () => {
  const base = sharp({ create: { width: 40, height: 30, channels: 3, background: '#b23a48' } })
  png = await base.clone().png().toBuffer()
  jpeg = await base.clone().jpeg().toBuffer()
  gif = await base.clone().gif().toBuffer()
  webp = await base.clone().webp().toBuffer()
})

describe('detectFileType (magic bytes)', () => {
  it('recognises the supported types by content', () => {
    expect(detectFileType(png)).toEqual({ extension: 'png', mimeType: 'image/png' })
    expect(detectFileType(jpeg)).toEqual({ extension: 'jpg', mimeType: 'image/jpeg' })
    expect(detectFileType(gif)).toEqual({ extension: 'gif', mimeType: 'image/gif' })
    expect(detectFileType(webp)).toEqual({ extension: 'webp', mimeType: 'image/webp' })
    expect(detectFileType(pdf)).toEqual({ extension: 'pdf', mimeType: 'application/pdf' })
    expect(detectFileType(text)).toEqual({ extension: 'txt', mimeType: 'text/plain' })
    expect(detectFileType(csv, { name: 'liste.csv' })).toEqual({ extension: 'csv', mimeType: 'text/csv' })
    expect(detectFileType(zipWith('readme.txt'))?.extension).toBe('zip')
    expect(detectFileType(Buffer.concat([zipWith('[Content_Types].xml'), zipWith('word/document.xml')]))?.extension).toBe('docx')
    expect(detectFileType(Buffer.concat([zipWith('[Content_Types].xml'), zipWith('xl/workbook.xml')]))?.extension).toBe('xlsx')
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom', 'latin1'), Buffer.alloc(12)])
    expect(detectFileType(mp4)).toEqual({ extension: 'mp4', mimeType: 'video/mp4' })
    const mov = Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  ', 'latin1'), Buffer.alloc(8)])
    expect(detectFileType(mov)).toEqual({ extension: 'mov', mimeType: 'video/quicktime' })
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('....B\x82\x84webm', 'latin1')])
    expect(detectFileType(webm)).toEqual({ extension: 'webm', mimeType: 'video/webm' })
  })

  it('refuses binary garbage, NUL bytes and invalid UTF-8', () => {
    expect(detectFileType(Buffer.from([0x00, 0x01, 0x02, 0x03]))).toBeNull()
    expect(detectFileType(Buffer.from('Text\u0000mit NUL'))).toBeNull()
    expect(detectFileType(Buffer.from([0xc3, 0x28, 0x41]))).toBeNull()
    expect(detectFileType(Buffer.alloc(0))).toBeNull()
  })
})

describe('POST /api/uploads/public', () => {
  it('stores a PNG for an image part and answers id, version, extension, publicHash, mimeType', async () => {
    const res = await upload({ dataUrl: dataUrl('image/png', png), name: 'Foto Torte.PNG', partType: 'image' })
    expect(res.status).toBe(201)
    const data = res.body.data!
    expect(data).toMatchObject({ version: 1, extension: 'png', mimeType: 'image/png' })
    expect(Object.keys(data).sort()).toEqual(['extension', 'id', 'mimeType', 'publicHash', 'version'])
    expect(Buffer.from(data.publicHash, 'base64url').length).toBeGreaterThanOrEqual(16) // ≥ 128 bits
    const stored = (await (await loadPayload()).findByID({ collection: 'uploads', id: data.id, overrideAccess: true })) as Upload
    expect(stored.filename).toMatch(/^foto-torte-[0-9a-f]{12}\.png$/)
    expect(stored.sizes?.preview?.filename).toMatch(/\.jpe?g$/)
  })

  it('goes by content: a PNG claimed as application/pdf named .pdf is stored as PNG', async () => {
    const res = await upload({ dataUrl: dataUrl('application/pdf', png), name: 'rechnung.pdf', partType: 'file' })
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({ extension: 'png', mimeType: 'image/png' })
  })

  it('goes by content: text claiming image/png is no image', async () => {
    const before = await countUploads()
    const res = await upload({ dataUrl: dataUrl('image/png', text), name: 'bild.png', partType: 'image' })
    expect(res.status).toBe(400)
    expect(res.body.errors?.[0]?.message).toBe(UNPROCESSABLE)
    expect(await countUploads()).toBe(before)
    // … but is accepted as plain text for a file part
    const asFile = await upload({ dataUrl: dataUrl('image/png', text), name: 'bild.png', partType: 'file' })
    expect(asFile.status).toBe(201)
    expect(asFile.body.data).toMatchObject({ extension: 'txt', mimeType: 'text/plain' })
  })

  it('accepts only jpg, png and gif for image parts', async () => {
    expect((await upload({ dataUrl: dataUrl('image/jpeg', jpeg), partType: 'images' })).status).toBe(201)
    expect((await upload({ dataUrl: dataUrl('image/gif', gif), partType: 'image' })).status).toBe(201)
    expect((await upload({ dataUrl: dataUrl('image/webp', webp), partType: 'image' })).status).toBe(400)
    expect((await upload({ dataUrl: dataUrl('application/pdf', pdf), partType: 'image' })).status).toBe(400)
    expect((await upload({ dataUrl: dataUrl('image/webp', webp), partType: 'file' })).status).toBe(201)
  })

  it('accepts pdf, csv and zip for file parts', async () => {
    expect((await upload({ dataUrl: dataUrl('application/pdf', pdf), name: 'menue.pdf', partType: 'file' })).body.data).toMatchObject({
      extension: 'pdf',
      mimeType: 'application/pdf',
    })
    expect((await upload({ dataUrl: dataUrl('text/csv', csv), name: 'gaeste.csv', partType: 'files' })).body.data).toMatchObject({
      extension: 'csv',
      mimeType: 'text/csv',
    })
    expect((await upload({ dataUrl: dataUrl('application/zip', zipWith('plan.txt')), partType: 'files' })).body.data).toMatchObject({
      extension: 'zip',
    })
  })

  it('refuses unknown content, broken data URLs, a bad partType and a corrupt video', async () => {
    const before = await countUploads()
    const garbage = Buffer.from([0x00, 0xff, 0x10, 0x80, 0x00, 0x42])
    const fakeMp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom', 'latin1'), Buffer.alloc(12)])
    for (const body of [
      { dataUrl: dataUrl('application/octet-stream', garbage) },
      { dataUrl: 'data:image/png;base64,@@@@' },
      { dataUrl: 'kein data url' },
      { dataUrl: 'data:image/png;base64,' },
      { dataUrl: 42 },
      {},
      { dataUrl: dataUrl('video/mp4', fakeMp4), partType: 'file' },
    ]) {
      const res = await upload(body)
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(res.body.errors?.[0]?.message).toBe(UNPROCESSABLE)
    }
    const badPart = await upload({ dataUrl: dataUrl('image/png', png), partType: 'select' })
    expect(badPart.status).toBe(400)
    expect(badPart.body.errors?.[0]?.field).toBe('partType')
    expect(await countUploads()).toBe(before)
  })

  it('refuses files over 10 MB', async () => {
    const before = await countUploads()
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x41) // valid text, one byte too large
    const req = { payload: await loadPayload() } as Parameters<typeof createPublicUpload>[0]
    await expect(createPublicUpload(req, { dataUrl: dataUrl('text/plain', big), partType: 'file' }, '198.51.100.1')).rejects.toMatchObject({
      status: 400,
      errors: [{ field: 'dataUrl', message: UNPROCESSABLE }],
    })
    // through the API the router's body limit (12 MB of JSON) answers first
    const viaApi = await upload({ dataUrl: dataUrl('text/plain', big), partType: 'file' })
    expect([400, 413]).toContain(viaApi.status)
    expect(await countUploads()).toBe(before)
  })
})

describe('uploads in an order', () => {
  let graz = 0
  let fototorte: Product
  let photo: PublicUpload
  let document: PublicUpload

  beforeAll(async () => {
    const payload = await loadPayload()
    graz = (await payload.find({ collection: 'branches', where: { identifier: { equals: 'graz' } }, limit: 1 })).docs[0]!.id
    fototorte = (await payload.find({ collection: 'products', where: { sku: { equals: 'GW-FOTOTORTE' } }, limit: 1, depth: 1 })).docs[0] as Product
    photo = (await upload({ dataUrl: dataUrl('image/jpeg', jpeg), name: 'anna.jpg', partType: 'image' })).body.data!
    document = (await upload({ dataUrl: dataUrl('application/pdf', pdf), name: 'doc.pdf', partType: 'file' })).body.data!
  })

  const order = (photoId: number) => ({
    branch: graz,
    deliveryType: 'takeaway',
    firstName: 'Anna',
    lastName: 'Torte',
    legalInstructions: true,
    privacyPolicy: true,
    // Fototorte: 3 days lead time; Graz is open 24 h
    appointmentDate: new Date(Math.ceil((Date.now() + 4 * DAY_MS) / 3_600_000) * 3_600_000).toISOString(),
    items: [
      {
        product: fototorte.id,
        amount: 1,
        parts: [{ value: 'Ø 20 cm (10–12 Stück)' }, { values: [String(photoId)] }, { value: 'Alles Gute, Anna!' }, null],
      },
    ],
  })

  it('stores the upload reference in the item snapshot', async () => {
    const res = await call<{ uid: string; hash: string }>('POST', '/orders/public', { body: order(photo.id) })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const payload = await loadPayload()
    const stored = (await payload.find({ collection: 'orders', where: { uid: { equals: res.body.data!.uid } }, overrideAccess: true })).docs[0] as Order
    const parts = stored.items?.[0]?.parts as { name: string; uploads?: { id: number; publicHash: string }[] }[]
    expect(parts.find((p) => p.name === 'Foto')?.uploads?.[0]).toMatchObject({ id: photo.id, publicHash: photo.publicHash })
    expect(stored.totalGross).toBe(6500)
    expect(stored.isApproximate).toBe(true) // calculation model 'minimum' (ab)
    // the public view names the file type, never its public hash
    const view = await call<{ items: { parts: { name: string; values: string[] }[] }[] }>(
      'GET',
      `/orders/public/${res.body.data!.uid}/${res.body.data!.hash}`,
    )
    expect(view.body.data!.items[0]!.parts.find((p) => p.name === 'Foto')?.values).toEqual(['Bild (jpg)'])
    expect(JSON.stringify(view.body.data)).not.toContain(photo.publicHash)
  })

  it('refuses a PDF or an unknown upload for an image part', async () => {
    // 99999999999: beyond PostgreSQL's integer range — an unknown upload too, not a database error
    for (const id of [document.id, 99999999, 99999999999]) {
      const res = await call('POST', '/orders/public', { body: order(id) })
      expect(res.status).toBe(400)
      expect(res.body.errors?.map((e) => e.field)).toContain('items.0.parts.1')
    }
  })
})
