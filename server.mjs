#!/usr/bin/env node
// Tresen's production server (`npm start` runs it through scripts/launch.mjs): one process, by default two threads —
// the front in the main thread (platform/front/main.mjs: owns PORT, answers the status poll and anonymous /api/init)
// and Next with Payload in a worker thread (platform/http/next-server.mjs). TRESEN_THREADS=0 runs next-server.mjs
// alone in the main thread. Design and trade-offs: docs/architecture.md § Two threads; measurements: docs/benchmarks.md.
const threads = !/^(0|false|off|no)$/i.test(process.env.TRESEN_THREADS?.trim() ?? '')
await import(threads ? './platform/front/main.mjs' : './platform/http/next-server.mjs')
