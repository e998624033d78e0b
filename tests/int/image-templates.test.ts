/**
 * Image templates rendered on the server (issue 18, docs/image-templates.md): GET /image-templates/{id}/layers and
 * /render.png — PNG dimensions, pixel probes of a shape, an image layer, a QR code and the product's name drawn in the
 * bundled Mulish (its width matches Mulish's metrics: no fallback font), the width scaled by sharp, German errors.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ImageTemplate, Product } from '../../contracts/payload-types'
import { textPath } from '../../modules/devices/fonts/glyphs'
import { productBindings, svgToPng, templateSvg } from '../../modules/devices/image-templates/render'
import { call, loadPayload, login } from './helpers/api'
import { ADMIN, EMPLOYEE } from './helpers/users'

let payload: Payload
let admin: string
let employee: string
let templateId = 0
let imageId = 0
let product: Product

type Raw = { data: Buffer; width: number; height: number; channels: number }
const raw = async (png: Buffer): Promise<Raw> => {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height, channels: info.channels }
}
const pixel = (img: Raw, x: number, y: number) => {
  const i = (y * img.width + x) * img.channels
  return [img.data[i], img.data[i + 1], img.data[i + 2]]
}
/** Bounding box of the dark pixels (all channels < 100) inside a region. */
function darkBox(img: Raw, x0: number, y0: number, x1: number, y1: number) {
  let minX = Infinity
  let maxX = -Infinity
  let count = 0
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const [r, g, b] = pixel(img, x, y) as [number, number, number]
      if (r < 100 && g < 100 && b < 100) {
        count++
        minX = Math.min(minX, x)
        maxX = Math.max(maxX, x)
      }
    }
  }
  return { count, width: maxX - minX + 1 }
}

const renderPng = async (query = '', token = admin) => {
  const res = await fetchPng(`/image-templates/${templateId}/render.png${query}`, token)
  return res
}
async function fetchPng(path: string, token?: string) {
  const { createRouter } = await import('../../platform/api/router')
  const { apiEndpoints } = await import('../../modules/endpoints')
  const router = createRouter(apiEndpoints, loadPayload)
  const headers: Record<string, string> = token ? { authorization: `JWT ${token}` } : {}
  const response = await router(new Request(`http://localhost:3000/api${path}`, { headers }), new URL(`http://localhost:3000/api${path}`).pathname.slice(4))
  return { status: response.status, type: response.headers.get('content-type'), body: Buffer.from(await response.arrayBuffer()) }
}

beforeAll(async () => {
  payload = await loadPayload()
  admin = await login(ADMIN.email, ADMIN.password)
  employee = await login(EMPLOYEE.email, EMPLOYEE.password)
  const { docs } = await payload.find({ collection: 'products', where: { sku: { equals: 'GW-FRITTATENSUPPE' } }, limit: 1, depth: 1, overrideAccess: true })
  product = docs[0] as Product
  const blue = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#0050ff' } }).png().toBuffer()
  imageId = (await payload.create({ collection: 'images', data: { alt: 'Blau' }, file: { data: blue, mimetype: 'image/png', name: `blau-${Date.now()}.png`, size: blue.length }, overrideAccess: true })).id
  const template = await payload.create({
    collection: 'image-templates',
    data: {
      name: 'Aktion Hochformat',
      width: 1080,
      height: 1920,
      backgroundColor: '#ffffff',
      layers: [
        { name: 'Balken', type: 'shape', shape: 'rectangle', x: 100, y: 100, width: 200, height: 200, color: '#ff0000' },
        { name: 'Foto', type: 'image', image: imageId, x: 500, y: 100, width: 300, height: 200, fit: 'cover' },
        { name: 'Name', type: 'text', content: '{{name}}', x: 100, y: 500, width: 900, height: 150, fontSize: 96, fontWeight: '700', color: '#000000' },
        { name: 'Preis', type: 'text', content: '{{price}}', x: 100, y: 700, width: 900, height: 120, fontSize: 80, fontWeight: '800', color: '#000000', textAlign: 'right' },
        { name: 'Allergene', type: 'text', content: '{{allergens}}', x: 100, y: 900, width: 900, height: 200, fontSize: 40, color: '#333333' },
        { name: 'QR', type: 'qr', qrContent: 'https://tresen.example/p/{{name}}', x: 700, y: 1500, width: 300, height: 300 },
        { name: 'Versteckt', type: 'shape', shape: 'rectangle', x: 0, y: 1200, width: 1080, height: 100, color: '#00ff00', isVisible: false },
      ],
    } as Partial<ImageTemplate> as ImageTemplate,
    overrideAccess: true,
  })
  templateId = template.id
})

afterAll(async () => {
  await payload.delete({ collection: 'image-templates', id: templateId, overrideAccess: true })
  await payload.delete({ collection: 'images', id: imageId, overrideAccess: true })
})

describe('GET /image-templates/{id}/layers', () => {
  it('answers the layers in drawing order for staff', async () => {
    const res = await call<{ name: string; type: string }[]>('GET', `/image-templates/${templateId}/layers`, { token: employee })
    expect(res.status).toBe(200)
    expect(res.body.data!.map((l) => l.type)).toEqual(['shape', 'image', 'text', 'text', 'text', 'qr', 'shape'])
    expect((await call('GET', `/image-templates/${templateId}/layers`)).status).toBe(401)
  })
})

describe('GET /image-templates/{id}/render.png', () => {
  it('renders 1080×1920 with the shape, the image, the product texts and the QR code', async () => {
    const res = await renderPng(`?product=${product.id}`, employee)
    expect(res.status).toBe(200)
    expect(res.type).toBe('image/png')
    const meta = await sharp(res.body).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1080, 1920])
    const img = await raw(res.body)
    expect(pixel(img, 200, 200)).toEqual([255, 0, 0]) // the red rectangle
    expect(pixel(img, 50, 50)).toEqual([255, 255, 255]) // the background
    const [r, g, b] = pixel(img, 650, 200) as [number, number, number] // the blue image, scaled into its box
    expect(r).toBeLessThan(10)
    expect(b).toBeGreaterThan(245)
    expect(g).toBeGreaterThan(60)
    expect(pixel(img, 500, 1250)).toEqual([255, 255, 255]) // the hidden layer is not drawn

    // the name in Mulish Bold at 96 px: the dark pixels span the width Mulish's metrics give (± 3 %)
    const name = darkBox(img, 100, 500, 1000, 650)
    const expected = (textPath(product.name, 700).width * 96) / 1000
    expect(name.count).toBeGreaterThan(1000)
    expect(Math.abs(name.width - expected) / expected).toBeLessThan(0.03)
    // the price is right-aligned: it ends at the layer's right edge (x 1000)
    const price = darkBox(img, 100, 700, 1010, 820)
    expect(price.count).toBeGreaterThan(500)
    // the QR code: white quiet zone at its corner, black finder pattern inside
    expect(pixel(img, 703, 1503)).toEqual([255, 255, 255])
    const qr = darkBox(img, 700, 1500, 1000, 1800)
    expect(qr.count).toBeGreaterThan(300 * 300 * 0.25)
  })

  it('binds placeholders without a product to their German sample texts and scales with sharp', async () => {
    const res = await renderPng('?width=540')
    expect(res.status).toBe(200)
    const meta = await sharp(res.body).metadata()
    expect([meta.width, meta.height]).toEqual([540, 960])
    const img = await raw(res.body)
    expect(pixel(img, 100, 100)).toEqual([255, 0, 0])
  })

  it('draws a text layer in its font family’s uploaded file (nearest weight), and in Mulish when the family has none', async () => {
    // an upload of the family „Testschrift“ (weight 400) whose file is Mulish Black: its width is Mulish 900's
    const woff2 = await readFile(path.join(process.cwd(), 'node_modules/@fontsource/mulish/files/mulish-latin-900-normal.woff2'))
    const font = await payload.create({
      collection: 'font-files',
      data: { family: 'Testschrift', weight: '400', style: 'normal' },
      file: { data: woff2, mimetype: 'font/woff2', name: `testschrift-${Date.now()}.woff2`, size: woff2.length },
      overrideAccess: true,
    })
    const layer = { type: 'text', content: '{{name}}', x: 100, y: 100, width: 950, height: 150, fontSize: 80, fontWeight: '400', color: '#000000' }
    const withFont = await payload.create({
      collection: 'image-templates',
      data: {
        name: 'Schriften',
        width: 1080,
        height: 500,
        backgroundColor: '#ffffff',
        layers: [
          { ...layer, name: 'Hochgeladen', font: 'Testschrift' },
          { ...layer, name: 'Unbekannt', font: 'Gibt es nicht', y: 300 },
        ],
      } as Partial<ImageTemplate> as ImageTemplate,
      overrideAccess: true,
    })
    try {
      const res = await fetchPng(`/image-templates/${withFont.id}/render.png?product=${product.id}`, admin)
      expect(res.status).toBe(200)
      const img = await raw(res.body)
      const uploaded = darkBox(img, 90, 100, 1070, 250)
      const black = (textPath(product.name, 900).width * 80) / 1000
      expect(Math.abs(uploaded.width - black) / black).toBeLessThan(0.03)
      const fallback = darkBox(img, 90, 300, 1070, 450)
      const regular = (textPath(product.name, 400).width * 80) / 1000
      expect(Math.abs(fallback.width - regular) / regular).toBeLessThan(0.03)
      // the two weights differ by more than the tolerance: the test tells them apart
      expect(Math.abs(black - regular) / regular).toBeGreaterThan(0.06)
    } finally {
      await payload.delete({ collection: 'image-templates', id: withFont.id, overrideAccess: true })
      await payload.delete({ collection: 'font-files', id: font.id, overrideAccess: true })
    }
  })

  it('answers German errors', async () => {
    const unknown = await fetchPng('/image-templates/2000000000/render.png', admin)
    expect(unknown.status).toBe(404)
    expect(JSON.parse(unknown.body.toString()).errors[0].message).toBe('Die Bildvorlage wurde nicht gefunden.')
    const noProduct = await renderPng('?product=2000000000')
    expect(noProduct.status).toBe(404)
    expect(JSON.parse(noProduct.body.toString()).errors[0].message).toBe('Das Produkt wurde nicht gefunden.')
    const width = await renderPng('?width=5000')
    expect(width.status).toBe(400)
    expect(JSON.parse(width.body.toString()).errors[0]).toEqual({ field: 'width', message: 'Die Breite muss eine ganze Zahl von 16 bis 1080 sein.' })
    expect((await fetchPng(`/image-templates/${templateId}/render.png`)).status).toBe(401)
  })

  it('measures a 1080×1920 render (printed for docs/benchmarks.md, not asserted)', async () => {
    const template = (await payload.findByID({ collection: 'image-templates', id: templateId, depth: 1, overrideAccess: true })) as ImageTemplate
    const bindings = productBindings(product)
    await svgToPng(await templateSvg(template, bindings))
    const times: number[] = []
    const cpu: number[] = []
    for (let i = 0; i < 7; i++) {
      const started = performance.now()
      const before = process.cpuUsage()
      await svgToPng(await templateSvg(template, bindings))
      const used = process.cpuUsage(before)
      times.push(performance.now() - started)
      cpu.push((used.user + used.system) / 1000)
    }
    times.sort((a, b) => a - b)
    cpu.sort((a, b) => a - b)
    console.log(`[bench] image template 1080×1920 (7 layers): wall median ${times[3]!.toFixed(1)} ms (max ${times[6]!.toFixed(1)}), CPU median ${cpu[3]!.toFixed(1)} ms`)
    expect(times).toHaveLength(7)
  })
})
