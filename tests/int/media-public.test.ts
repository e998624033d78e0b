/**
 * Static assets of SF §7 (modules/content/media.ts, used by app/(media)/image|upload/[...path]/route.ts):
 * correct file and content type, immutable caching, ETag/304, 404 for wrong version, size, hash or path.
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Image } from '../../contracts/payload-types'
import type { PublicUpload } from '../../contracts'
import { IMMUTABLE, safeJoin, serveImage, serveUpload } from '../../modules/content/media'
import { call, loadPayload } from './helpers/api'

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => new Request(`http://localhost${path}`, { method, headers })
const segments = (path: string) => path.split('/').filter(Boolean).slice(1)
const image = async (path: string, headers: Record<string, string> = {}, method = 'GET') => serveImage(get(path, headers, method), segments(path), await loadPayload())
const uploadFile = async (path: string, headers: Record<string, string> = {}) => serveUpload(get(path, headers), segments(path), await loadPayload())

let seeded: Image
let ext: string
let pngUpload: PublicUpload
let pngBytes: Buffer

beforeAll(async () => {
  const payload = await loadPayload()
  const { docs } = await payload.find({ collection: 'images', where: { mimeType: { equals: 'image/png' } }, limit: 1, depth: 0 })
  seeded = docs[0] as Image
  if (!seeded) throw new Error('the seed has no png image')
  ext = (seeded.filename ?? '').split('.').pop()!.toLowerCase()
  pngBytes = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2f6f4f' } }).png().toBuffer()
  const res = await call<PublicUpload>('POST', '/uploads/public', {
    body: { dataUrl: `data:image/png;base64,${pngBytes.toString('base64')}`, name: 'plan.png', partType: 'file' },
  })
  pngUpload = res.body.data!
})

afterAll(async () => {
  await (await loadPayload()).delete({ collection: 'uploads', id: pngUpload.id, overrideAccess: true }).catch(() => {})
})

describe('/image/…', () => {
  it('serves the original with immutable caching, ETag and 304', async () => {
    const path = `/image/${seeded.id}-${seeded.version ?? 1}.${ext}`
    const res = await image(path)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE)
    const body = Buffer.from(await res.arrayBuffer())
    expect(body.length).toBe(seeded.filesize)
    const etag = res.headers.get('etag')!
    expect(etag).toBeTruthy()
    const again = await image(path, { 'if-none-match': etag })
    expect(again.status).toBe(304)
    const head = await image(path, {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(seeded.filesize))
  })

  it('serves the named sizes, and small for product and category images', async () => {
    for (const size of ['icon', 'thumbnail', 'tiny', 'small', 'product', 'category']) {
      const res = await image(`/image/${size}/${seeded.id}-${seeded.version ?? 1}.${ext}`)
      expect(res.status, size).toBe(200)
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
      const expected = { icon: 64, thumbnail: 128, tiny: 256, small: 640, product: 640, category: 640 }[size]!
      expect(meta.width, size).toBeLessThanOrEqual(Math.max(expected, seeded.width ?? 0))
      if ((seeded.width ?? 0) > expected) expect(meta.width, size).toBe(expected)
    }
  })

  it('answers 404 for a wrong version, extension, size, id or a path', async () => {
    const v = seeded.version ?? 1
    for (const path of [
      `/image/${seeded.id}-${v + 1}.${ext}`,
      `/image/${seeded.id}-${v}.gif`,
      `/image/huge/${seeded.id}-${v}.${ext}`,
      `/image/99999999-1.${ext}`,
      `/image/../${seeded.id}-${v}.${ext}`,
      `/image/small/extra/${seeded.id}-${v}.${ext}`,
      `/image/${seeded.filename}`,
    ]) {
      expect((await image(path)).status, path).toBe(404)
    }
    expect((await serveImage(get('/image/x'), ['..', '..', 'package.json'], await loadPayload())).status).toBe(404)
  })
})

describe('/upload/{publicHash}/…', () => {
  it('serves an upload only with its public hash', async () => {
    const path = `/upload/${pngUpload.publicHash}/${pngUpload.id}-${pngUpload.version}.${pngUpload.extension}`
    const res = await uploadFile(path)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await res.arrayBuffer()).equals(pngBytes)).toBe(true)
    expect((await uploadFile(path, { 'if-none-match': res.headers.get('etag')! })).status).toBe(304)
  })

  it('serves the jpeg preview', async () => {
    const res = await uploadFile(`/upload/${pngUpload.publicHash}/preview/${pngUpload.id}-${pngUpload.version}.jpg`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    expect(meta.format).toBe('jpeg')
    expect(meta.width).toBe(640)
  })

  it('answers 404 for a wrong hash, version, extension or shape', async () => {
    const { id, version, publicHash, extension } = pngUpload
    for (const path of [
      // the last character flipped (a fixed replacement would equal the real one in 1 of 64 runs)
      `/upload/${publicHash.slice(0, -1)}${publicHash.endsWith('x') ? 'y' : 'x'}/${id}-${version}.${extension}`,
      `/upload/AAAAAAAAAAAAAAAAAAAAAA/${id}-${version}.${extension}`,
      `/upload/${publicHash}/${id}-${version + 1}.${extension}`,
      `/upload/${publicHash}/${id}-${version}.pdf`,
      `/upload/${publicHash}/preview/${id}-${version}.png`,
      `/upload/${publicHash}/thumbnail/${id}-${version}.jpg`,
      `/upload/${publicHash}`,
    ]) {
      expect((await uploadFile(path)).status, path).toBe(404)
    }
  })

  it('keeps file names inside the static directory', () => {
    expect(safeJoin('/srv/media', '../etc/passwd')).toBeNull()
    expect(safeJoin('/srv/media', '..')).toBeNull()
    expect(safeJoin('/srv/media', 'a/b.png')).toBeNull()
    expect(safeJoin('/srv/media', 'a\u0000.png')).toBeNull()
    expect(safeJoin('/srv/media', 'foto.png')).toBe('/srv/media/foto.png')
  })
})
