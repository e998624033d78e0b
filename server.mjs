#!/usr/bin/env node
// Tresen's production server (`npm start` runs it through scripts/launch.mjs): one process, by default two threads —
//
//   main thread   platform/front/main.mjs: owns PORT, answers the public order status poll itself (no Next, no Payload
//                 in its heap) and hands everything else to
//   worker thread platform/http/next-server.mjs: Next's request handler with Payload inside it and the hot paths beside it
//
// TRESEN_THREADS=0 runs platform/http/next-server.mjs alone in the main thread (everything answered there, as before the
// front existed). Design and trade-offs: docs/architecture.md § Two threads; measurements: docs/benchmarks.md.
const threads = !/^(0|false|off|no)$/i.test(process.env.TRESEN_THREADS?.trim() ?? '')
await import(threads ? './platform/front/main.mjs' : './platform/http/next-server.mjs')
