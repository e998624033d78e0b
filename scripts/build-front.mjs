#!/usr/bin/env node
// `npm run build:front` (the last step of `npm run build`): bundles what the main thread answers itself
// (modules/front-hot.ts: the status poll, the anonymous /api/init) into .next/tresen-front/hot.mjs, which platform/front/main.mjs loads without Next. The bundle
// may load only `pg` and Node's own modules: anything else (Payload, Next, drizzle) would bring back the heap and the
// AsyncLocalStorage the front exists to avoid, so the build fails naming it (docs/architecture.md § Two threads).
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { build } from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outfile = path.join(root, '.next/tresen-front/hot.mjs')
const ALLOWED = /^(node:.*|pg)$/

const started = Date.now()
const result = await build({
  entryPoints: [path.join(root, 'modules/front-hot.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  metafile: true,
  logLevel: 'warning',
})
const loaded = new Set(Object.values(result.metafile.outputs).flatMap((output) => output.imports.map((i) => i.path)))
const foreign = [...loaded].filter((name) => !ALLOWED.test(name))
if (foreign.length > 0) {
  console.error(`[build:front] Der Haupt-Thread darf nur pg und Node laden, nicht: ${foreign.join(', ')}`)
  process.exit(1)
}
const inputs = Object.keys(result.metafile.inputs).length
console.log(
  `[build:front] ${path.relative(root, outfile)}: ${inputs} Module, lädt ${[...loaded].join(', ')} (${Date.now() - started} ms)`,
)
