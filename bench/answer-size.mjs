#!/usr/bin/env node
// `node bench/answer-size.mjs`: the rate of an answer by its size over loopback — why the size of the anonymous
// /api/init matters more than its bytes suggest.
// A plain Node `http` server answers a fixed body of each size (plus ≈ 700 bytes of headers, as /api/init has); wrk
// asks for it over loopback (bench/lib.mjs wrkWithCpu: 10 connections, 2 s warm-up, 8 s measured, the server's CPU).
// The rate does not fall in proportion to the bytes but in steps (loopback's segments are 64 KB; the client's initial
// receive window is net.ipv4.tcp_rmem's default): on 2026-11-25 bodies of 113–128 KB got ≈ 50k req/s, 130–140 KB
// 17–21k, 145–150 KB 44k, 155–300 KB 25–30k. The demo data's /api/init was 137 KB. Sizes: RW_SIZES (bytes,
// comma-separated). Prints a markdown table (docs/benchmarks.md, "The initial load, 137 → 113 KB").
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'

import { log, wrkWithCpu } from './lib.mjs'

if (spawnSync('wrk', ['--version']).error) throw new Error('wrk fehlt: apt-get install wrk')
const port = Number(process.env.BENCH_PORT || 3499)
const sizes = (process.env.RW_SIZES || '20000,70000,100000,113000,120000,126000,128500,130500,132000,137000,160000').split(',').map(Number)
const rmem = fs.readFileSync('/proc/sys/net/ipv4/tcp_rmem', 'utf8').trim().split(/\s+/)
log(`net.ipv4.tcp_rmem: ${rmem.join(' ')} (Vorgabe ${rmem[1]} Bytes)`)

const SERVER = `
const http = require('node:http')
const body = Buffer.alloc(Number(process.argv[1]), 'a')
const pad = 'p'.repeat(600)
http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length, 'x-pad': pad })
  res.end(body)
}).listen(${port}, '127.0.0.1', () => console.log('bereit'))`

const rows = []
for (const size of sizes) {
  const server = spawn(process.execPath, ['-e', SERVER, String(size)], { stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise((resolve) => server.stdout.once('data', resolve))
  const row = wrkWithCpu(server.pid, `http://127.0.0.1:${port}/`)
  server.kill()
  await new Promise((resolve) => server.once('exit', resolve))
  rows.push({ size, ...row })
  log(`${size} Bytes: ${row.rps} req/s, p50 ${row.p50} ms, CPU ${row.cpuUsPerRequest} µs/req`)
}
console.log('\n| body bytes | req/s | p50 ms | CPU µs/req |\n| ---: | ---: | ---: | ---: |')
for (const r of rows) console.log(`| ${r.size.toLocaleString('en')} | ${r.rps.toLocaleString('en')} | ${r.p50} | ${r.cpuUsPerRequest} |`)
