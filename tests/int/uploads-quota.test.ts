/**
 * Public uploads (issue 15): a quota per client over 24 h (429, German, Retry-After), and the job deleteStaleUploads
 * that deletes uploads no order refers to 24 h after their upload — the row and its files.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Upload } from '../../contracts/payload-types'
import { CLIENT_IP_HEADER } from '../../platform/http/client'
import { execute, sql } from '../../platform/db'
import { UPLOAD_QUOTA_FILES, deleteStaleUploads } from '../../modules/content/uploads'
import { branchByIdentifier, createTestOrder } from '../fakes/orders'
import { call, loadPayload } from './helpers/api'

type PublicUpload = { id: number; version: number; extension: string; publicHash: string; mimeType: string }

let payload: Payload
const uploadsDir = path.resolve(process.cwd(), 'media/uploads')

const textFile = (n: number) => `data:text/plain;base64,${Buffer.from(`Notiz ${n}\n`).toString('base64')}`
const upload = (ip: string, n: number) =>
  call<PublicUpload>('POST', '/uploads/public', { body: { dataUrl: textFile(n), name: `notiz-${n}.txt`, partType: 'file' }, headers: { [CLIENT_IP_HEADER]: ip } })

beforeAll(async () => {
  payload = await loadPayload()
})

describe('upload quota per client', () => {
  it('answers 429 with a German message and Retry-After once a client used its 24-hour quota; other clients still upload', async () => {
    const ip = '203.0.113.7'
    for (let n = 0; n < UPLOAD_QUOTA_FILES; n++) expect((await upload(ip, n)).status).toBe(201)
    const over = await upload(ip, UPLOAD_QUOTA_FILES)
    expect(over.status).toBe(429)
    expect(over.body.errors).toEqual([{ field: 'dataUrl', message: 'Sie haben in den letzten 24 Stunden zu viele Dateien hochgeladen. Bitte versuchen Sie es später erneut.' }])
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await upload('203.0.113.8', 0)).status).toBe(201)
    // a day later the quota is free again
    await execute(payload, sql`update uploads set created_at = now() - interval '25 hours' where client_key is not null`)
    expect((await upload(ip, UPLOAD_QUOTA_FILES + 1)).status).toBe(201)
  })
})

describe('job deleteStaleUploads', () => {
  it('deletes uploads no order refers to 24 hours after their upload, with their files, and keeps the ones an order refers to', async () => {
    const kept = (await upload('198.51.100.20', 1)).body.data!
    const stale = (await upload('198.51.100.20', 2)).body.data!
    const fresh = (await upload('198.51.100.20', 3)).body.data!
    const keptDoc = (await payload.findByID({ collection: 'uploads', id: kept.id, depth: 0, overrideAccess: true })) as Upload
    const staleDoc = (await payload.findByID({ collection: 'uploads', id: stale.id, depth: 0, overrideAccess: true })) as Upload
    const graz = await branchByIdentifier(payload, 'graz')
    await createTestOrder(payload, graz.id, {
      items: [
        {
          name: 'Torte mit Foto',
          amount: 1,
          unitName: 'Stk',
          unitPrice: 3000,
          gross: 3000,
          taxRate: 10,
          calculationModel: 'fixed',
          parts: [{ name: 'Datei', type: 'file', uploads: [{ id: kept.id, extension: kept.extension, mimeType: kept.mimeType, publicHash: kept.publicHash, filename: keptDoc.filename }] }],
        },
      ],
    })
    await execute(payload, sql`update uploads set created_at = now() - interval '25 hours' where id in (${kept.id}, ${stale.id})`)
    expect(fs.existsSync(path.join(uploadsDir, staleDoc.filename!))).toBe(true)

    expect(await deleteStaleUploads(payload)).toBeGreaterThanOrEqual(1)

    const left = await execute<{ id: number }>(payload, sql`select id from uploads where id in (${kept.id}, ${stale.id}, ${fresh.id}) order by id`)
    expect(left.map((row) => Number(row.id))).toEqual([kept.id, fresh.id])
    expect(fs.existsSync(path.join(uploadsDir, staleDoc.filename!))).toBe(false)
    expect(fs.existsSync(path.join(uploadsDir, keptDoc.filename!))).toBe(true)
  })
})
