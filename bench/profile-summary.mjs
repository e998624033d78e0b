#!/usr/bin/env node
// Self time by function of a .cpuprofile (bench/profile-hook.mjs): `node bench/profile-summary.mjs <file> [top=40]`.
// Prints each function's share of all samples (idle included) and of the busy samples, with its file — for comparing
// the fast path's profile with the plain baseline's under the same load.
import fs from 'node:fs'

const [file, topArg] = process.argv.slice(2)
if (!file) throw new Error('usage: node bench/profile-summary.mjs <file.cpuprofile> [top]')
const top = Number(topArg || 40)
const profile = JSON.parse(fs.readFileSync(file, 'utf8'))
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const counts = new Map()
for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1)
const total = profile.samples.length
const self = new Map()
for (const [id, n] of counts) {
  const { functionName, url, lineNumber } = byId.get(id).callFrame
  const short = url.replace(/^.*\/node_modules\//, '~/').replace(/^.*\/\.next\//, '.next/').replace(/^file:\/\/.*\/wt-[^/]+\//, '')
  const key = `${functionName || '(anonymous)'}  ${short}${url ? `:${lineNumber + 1}` : ''}`
  self.set(key, (self.get(key) ?? 0) + n)
}
const idle = [...self].filter(([k]) => k.startsWith('(idle)')).reduce((a, [, n]) => a + n, 0)
const busy = total - idle
const ms = (profile.endTime - profile.startTime) / 1000
console.log(`${file}: ${total} samples over ${ms.toFixed(0)} ms, busy ${((busy / total) * 100).toFixed(1)} %`)
console.log('  all %   busy %  function  file:line')
for (const [key, n] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${((n / total) * 100).toFixed(2).padStart(6)}  ${((n / busy) * 100).toFixed(2).padStart(6)}   ${key}`)
