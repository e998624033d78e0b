#!/usr/bin/env node
// `node bench/gc-set.mjs`: why server.mjs counts in-flight requests instead of keeping them in a Set (docs/architecture.md,
// "Garbage collection on the hot paths"). Short-lived objects — ten "in flight" at a time, each gone a tick later — are
// allocated with and without passing through a long-lived Set; V8 (--trace-gc-nvp) reports how much every minor GC
// promoted to the old generation. On Node 20 the Set variant promotes nearly everything that passed through it.
import { spawnSync } from 'node:child_process'
import { setImmediate } from 'node:timers'
import { fileURLToPath } from 'node:url'

if (process.argv[2] === 'child') {
  const useSet = process.argv[3] === 'set'
  const inFlight = new Set()
  // make the Set old first, as a server's would be
  for (let i = 0; i < 5; i++) Array.from({ length: 1e6 }, (_, j) => ({ j }))
  let n = 0
  const tick = () => {
    for (let k = 0; k < 10; k++) {
      const request = { headers: new Array(300).fill(k), url: `/api/orders/public/${n++}` }
      if (useSet) inFlight.add(request)
      setImmediate(() => useSet && inFlight.delete(request))
    }
    if (n < 2e6) setImmediate(tick)
  }
  tick()
} else {
  for (const mode of ['plain', 'set']) {
    const out = spawnSync(process.execPath, ['--trace-gc-nvp', fileURLToPath(import.meta.url), 'child', mode], { encoding: 'utf8' }).stdout
    const promoted = out
      .split('\n')
      .filter((l) => l.includes('gc=s '))
      .map((l) => Number(/ promoted=(\d+)/.exec(l)?.[1]))
      .sort((a, b) => a - b)
    const pauses = out
      .split('\n')
      .filter((l) => l.includes('gc=s '))
      .map((l) => Number(/pause=([\d.]+)/.exec(l)?.[1]))
      .sort((a, b) => a - b)
    const median = (a) => a[a.length >> 1] ?? 0
    console.log(`${mode === 'set' ? 'through a Set' : 'without a Set'}: ${promoted.length} minor GCs, median promoted ${(median(promoted) / 1024).toFixed(0)} KiB, median pause ${median(pauses)} ms`)
  }
}
