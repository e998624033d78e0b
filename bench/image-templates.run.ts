/**
 * Image template rendering (issue 18, docs/benchmarks.md): a 1080×1920 template with a shape, an image, three product
 * texts and a QR code, rendered N times; prints the median and max of the stages (SVG build, resvg render, PNG encode with sharp)
 * and the whole, wall time and CPU time (the CPU time is what a render costs on a machine that is not shared). No database: the image layer is a generated 120×120 PNG. Run: npx tsx bench/image-templates.run.ts
 */
import os from 'node:os'

import { Resvg } from '@resvg/resvg-js'
import sharp from 'sharp'

import type { ImageTemplate } from '../contracts/payload-types'
import { svgToPng, templateSvg } from '../modules/devices/image-templates/render'
import type { ImageLoader } from '../modules/devices/image-templates/render'

const RUNS = Number(process.env.RUNS ?? 15)

async function main() {
  const blue = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#0050ff' } }).png().toBuffer()
  const loader: ImageLoader = async (_image, width, height, fit) =>
    `data:image/png;base64,${(await sharp(blue).resize(Math.round(width), Math.round(height), { fit }).png().toBuffer()).toString('base64')}`
  const template = {
    id: 1,
    name: 'Bench',
    width: 1080,
    height: 1920,
    backgroundColor: '#ffffff',
    layers: [
      { name: 'Balken', type: 'shape', shape: 'rectangle', x: 100, y: 100, width: 200, height: 200, color: '#ff0000' },
      { name: 'Foto', type: 'image', image: { id: 1, filename: 'x.png' }, x: 500, y: 100, width: 300, height: 200, fit: 'cover' },
      { name: 'Name', type: 'text', content: '{{name}}', x: 100, y: 500, width: 900, height: 150, fontSize: 96, fontWeight: '700', color: '#000000' },
      { name: 'Preis', type: 'text', content: '{{price}}', x: 100, y: 700, width: 900, height: 120, fontSize: 80, fontWeight: '800', color: '#000000', textAlign: 'right' },
      { name: 'Allergene', type: 'text', content: '{{allergens}}', x: 100, y: 900, width: 900, height: 200, fontSize: 40, color: '#333333' },
      { name: 'QR', type: 'qr', qrContent: 'https://tresen.example/p/{{name}}', x: 700, y: 1500, width: 300, height: 300 },
    ],
  } as unknown as ImageTemplate
  const bindings = { name: 'Frittatensuppe mit Schnittlauch', price: '4,90 €', grundpreis: 'Grundpreis 19,60 €/l', allergens: 'Allergene: A, C, G, L' }
  const stages: Record<string, number[]> = { svg: [], render: [], 'render CPU': [], encode: [], total: [], 'total CPU': [] }
  await svgToPng(await templateSvg(template, bindings, loader))
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now()
    const svg = await templateSvg(template, bindings, loader)
    const t1 = performance.now()
    const c1 = process.cpuUsage()
    const image = new Resvg(svg, { font: { loadSystemFonts: false } }).render()
    const c2 = process.cpuUsage(c1)
    stages['render CPU']!.push((c2.user + c2.system) / 1000)
    const t2 = performance.now()
    await sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } }).png({ compressionLevel: 3, adaptiveFiltering: false }).toBuffer()
    const t3 = performance.now()
    stages.svg!.push(t1 - t0)
    stages.render!.push(t2 - t1)
    stages.encode!.push(t3 - t2)
    const s = performance.now()
    const cpu = process.cpuUsage()
    await svgToPng(await templateSvg(template, bindings, loader))
    stages.total!.push(performance.now() - s)
    const used = process.cpuUsage(cpu)
    stages['total CPU']!.push((used.user + used.system) / 1000)
  }
  const stat = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b)
    return `median ${s[Math.floor(s.length / 2)]!.toFixed(1)} ms, max ${s[s.length - 1]!.toFixed(1)} ms`
  }
  for (const [name, xs] of Object.entries(stages)) console.log(`${name.padEnd(10)} ${stat(xs)}`)
  console.log(`load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} on ${os.cpus().length} CPUs; ${RUNS} runs`)
}

void main()
