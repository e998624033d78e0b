/**
 * BO §7 standard record calls of images and uploads with their file: POST and PUT take multipart/form-data with a
 * `file` part or JSON with `dataUrl`, checked like the customers' uploads (type by content, images decoded, ≤ 10 MB);
 * PUT replaces the file (version + 1), DELETE removes record and files. German 400s, nothing stored on failure.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { MEDIA_DIRS } from '../../platform/media-dirs'
import { execute, sql } from '../../platform/db'
import { call, loadPayload, login } from './helpers/api'
import { ADMIN, EMPLOYEE } from './helpers/users'

type Media = { id: number; filename: string; extension: string; version: number; alt?: string | null; mimeType: string; publicHash?: string }

const UNPROCESSABLE = 'Die Datei kann nicht verarbeitet werden. Sie ist möglicherweise zu groß oder hat ein unbekanntes Format.'
const SCRIPT_GIF = Buffer.from('R0lGODlhPHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'base64')

let payload: Payload
let admin: string
let employee: string
let png: Buffer
let gif: Buffer
let jpeg: Buffer

const form = (fields: Record<string, string>, file?: { data: Buffer; name: string; type?: string }) => {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.append(key, value)
  if (file) body.append('file', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }), file.name)
  return body
}
const dataUrl = (mime: string, data: Buffer) => `data:${mime};base64,${data.toString('base64')}`
const count = async (table: string) => Number((await execute<{ n: number }>(payload, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]?.n)
const stored = (dir: string, filename: string) => fs.existsSync(path.join(dir, filename))

beforeAll(async () => {
  payload = await loadPayload()
  admin = await login(ADMIN.email, ADMIN.password)
  employee = await login(EMPLOYEE.email, EMPLOYEE.password)
  const image = () => sharp({ create: { width: 80, height: 60, channels: 3, background: '#336699' } })
  png = await image().png().toBuffer()
  gif = await image().gif().toBuffer()
  jpeg = await image().jpeg().toBuffer()
})

describe('POST, PUT and DELETE /api/images', () => {
  it('creates an image from a multipart `file` part with its fields, replaces the file by PUT, deletes it with its files', async () => {
    const created = await call<Media>('POST', '/images', { token: employee, form: form({ alt: 'Schnitzel' }, { data: png, name: 'Wiener Schnitzel.png', type: 'image/png' }) })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const image = created.body.data!
    expect(image).toMatchObject({ alt: 'Schnitzel', extension: 'png', version: 1, mimeType: 'image/png' })
    expect(image.filename).toMatch(/^wiener-schnitzel-[0-9a-f]{12}\.png$/)
    expect(stored(MEDIA_DIRS.images, image.filename)).toBe(true)
    expect((await call<Media>('GET', `/images/${image.id}`)).body.data).toMatchObject({ id: image.id, alt: 'Schnitzel' })

    const renamed = await call<Media>('PUT', `/images/${image.id}`, { token: employee, body: { alt: 'Wiener Schnitzel' } })
    expect(renamed.status).toBe(200)
    expect(renamed.body.data).toMatchObject({ alt: 'Wiener Schnitzel', version: 1, filename: image.filename })

    const replaced = await call<Media>('PUT', `/images/${image.id}`, { token: employee, form: form({}, { data: gif, name: 'neu.gif' }) })
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200)
    expect(replaced.body.data).toMatchObject({ alt: 'Wiener Schnitzel', version: 2, extension: 'gif', mimeType: 'image/gif' })
    const filename = replaced.body.data!.filename
    expect(stored(MEDIA_DIRS.images, filename)).toBe(true)

    const deleted = await call('DELETE', `/images/${image.id}`, { token: employee })
    expect(deleted.status).toBe(200)
    expect((await call('GET', `/images/${image.id}`)).status).toBe(404)
    expect(stored(MEDIA_DIRS.images, filename)).toBe(false)
  })

  it('creates an image from JSON with a data URL; the type comes from the content, not the claimed one', async () => {
    const res = await call<Media>('POST', '/images', { token: admin, body: { dataUrl: dataUrl('image/png', jpeg), name: 'foto.png', alt: 'Foto' } })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.data).toMatchObject({ alt: 'Foto', extension: 'jpg', mimeType: 'image/jpeg', version: 1 })
    expect(res.body.data!.filename).toMatch(/^foto-[0-9a-f]{12}\.jpg$/)
    await call('DELETE', `/images/${res.body.data!.id}`, { token: admin })
  })

  it('refuses what is no decodable image with the German 400 and stores nothing', async () => {
    const before = await count('images')
    const cases = [
      [{ form: form({ alt: 'x' }, { data: SCRIPT_GIF, name: 'x.gif', type: 'image/gif' }) }, 'file'],
      [{ form: form({}, { data: Buffer.from('nur Text'), name: 'x.png', type: 'image/png' }) }, 'file'],
      [{ body: { dataUrl: dataUrl('image/gif', SCRIPT_GIF) } }, 'dataUrl'],
      [{ body: { dataUrl: 'data:image/png;base64,%%%' } }, 'dataUrl'],
      [{ body: { dataUrl: 42 } }, 'dataUrl'],
    ] as const
    for (const [options, field] of cases) {
      const res = await call('POST', '/images', { token: admin, ...options })
      expect(res.status, JSON.stringify(res.body)).toBe(400)
      expect(res.body.errors).toEqual([{ field, message: UNPROCESSABLE }])
    }
    const big = await call('POST', '/images', { token: admin, form: form({}, { data: Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]), name: 'gross.png' }) })
    expect(big.status).toBe(400)
    expect(big.body.errors).toEqual([{ field: 'file', message: 'Die Datei ist zu groß (höchstens 10 MB).' }])
    const none = await call('POST', '/images', { token: admin, form: form({ alt: 'ohne Datei' }) })
    expect(none.status).toBe(400)
    expect(none.body.errors).toEqual([{ field: 'file', message: 'Bitte wählen Sie eine Datei aus.' }])
    expect((await call('POST', '/images', { form: form({}, { data: png, name: 'a.png' }) })).status).toBe(401)
    expect(await count('images')).toBe(before)
  })
})

describe('POST, PUT and DELETE /api/uploads', () => {
  it('creates an upload with its public address from a multipart file; PUT replaces the file (version + 1); DELETE removes it', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
    const created = await call<Media>('POST', '/uploads', {
      token: employee,
      form: form({ publicHash: 'geraten', clientKey: 'x' }, { data: pdf, name: 'Angebot.pdf', type: 'application/pdf' }),
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const upload = created.body.data!
    expect(upload).toMatchObject({ extension: 'pdf', version: 1, mimeType: 'application/pdf' })
    expect(upload.publicHash).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect((await payload.findByID({ collection: 'uploads', id: upload.id, overrideAccess: true })).clientKey ?? null).toBeNull()
    expect(stored(MEDIA_DIRS.uploads, upload.filename)).toBe(true)

    const replaced = await call<Media>('PUT', `/uploads/${upload.id}`, { token: admin, body: { dataUrl: dataUrl('image/png', png), name: 'skizze.png' } })
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200)
    expect(replaced.body.data).toMatchObject({ extension: 'png', version: 2, publicHash: upload.publicHash, mimeType: 'image/png' })
    // uploads are changed and deleted by admins (collection access), not by employees
    expect((await call('DELETE', `/uploads/${upload.id}`, { token: employee })).status).toBe(403)
    const deleted = await call('DELETE', `/uploads/${upload.id}`, { token: admin })
    expect(deleted.status).toBe(200)
    expect(stored(MEDIA_DIRS.uploads, replaced.body.data!.filename)).toBe(false)
    expect((await call('GET', `/uploads/${upload.id}`, { token: admin })).status).toBe(404)
  })

  it('checks the file as the customers’ uploads are checked: an image part takes only jpg/png/gif', async () => {
    const before = await count('uploads')
    const text = await call('POST', '/uploads', { token: admin, body: { dataUrl: dataUrl('text/plain', Buffer.from('Notiz')), partType: 'image' } })
    expect(text.status).toBe(400)
    expect(text.body.errors).toEqual([{ field: 'dataUrl', message: UNPROCESSABLE }])
    const script = await call('POST', '/uploads', { token: admin, form: form({}, { data: SCRIPT_GIF, name: 'x.gif' }) })
    expect(script.body.errors).toEqual([{ field: 'file', message: UNPROCESSABLE }])
    const wrongPart = await call('POST', '/uploads', { token: admin, body: { dataUrl: dataUrl('image/png', png), partType: 'video' } })
    expect(wrongPart.body.errors).toEqual([{ field: 'partType', message: 'Dieser Wert ist ungültig.' }])
    expect(await count('uploads')).toBe(before)
  })
})
