#!/usr/bin/env node
// `node bench/hot-profile.mjs`: CPU profiles of the hot paths of bench/hot.mjs under wrk (10 connections, 8 s), the
// production server and the plain baseline (bench/baseline-pg.mjs) each profiled by bench/profile-hook.mjs while wrk
// drives one route. Writes bench/results/profiles/<route>.cpuprofile and prints each profile's top self time
// (bench/profile-summary.mjs). PROFILE_ROUTES=plain,order,init,health picks routes. PROFILE_WARMUP=orders first runs 8 s
// of the admin's Payload REST read of an order (what bench/hot.mjs runs before the poll; bench/hot-warmup.mjs).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { adminToken, benchDatabase, ensureBuild, log, orderIdOf, root, seededOrderPath, startPlainBaseline, startServer } from './lib.mjs'

const port = Number(process.env.BENCH_PORT || 3404)
const dir = path.join(root, 'bench/results/profiles')
const routes = (process.env.PROFILE_ROUTES || 'plain,order,init,health').split(',')
ensureBuild()
const db = await benchDatabase()
const hook = `--import ${path.join(root, 'bench/profile-hook.mjs')}`
process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} ${hook}`.trim()
process.env.PROFILE_DIR = dir
const server = await startServer({ databaseUrl: db.url, port })
const baseline = await startPlainBaseline({ databaseUrl: db.url, port: port + 1, env: { PROFILE_NAME: 'baseline' } })

const written = (pid, before) =>
  new Promise((resolve) => {
    const poll = setInterval(() => {
      const now = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => !before.includes(f)) : []
      if (now.length) {
        clearInterval(poll)
        setTimeout(() => resolve(path.join(dir, now[0])), 300)
      }
    }, 100)
  })

async function profile(name, pid, url) {
  const args = ['-t1', '-c10', url]
  spawnSync('wrk', ['-d2s', ...args])
  const before = fs.existsSync(dir) ? fs.readdirSync(dir) : []
  process.kill(pid, 'SIGUSR2')
  const out = spawnSync('wrk', ['-d8s', ...args], { encoding: 'utf8' }).stdout
  process.kill(pid, 'SIGUSR2')
  const file = await written(pid, before)
  const target = path.join(dir, `${name}.cpuprofile`)
  fs.renameSync(file, target)
  log(`${name}: ${/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]} req/s → ${target}`)
  console.log(spawnSync(process.execPath, [path.join(root, 'bench/profile-summary.mjs'), target, '30'], { encoding: 'utf8' }).stdout)
}

try {
  const base = server.base
  const orderPath = await seededOrderPath(base)
  if (process.env.PROFILE_WARMUP === 'orders') {
    const orderId = await orderIdOf(db.url, orderPath)
    const jwt = `authorization: JWT ${await adminToken(base)}`
    spawnSync('wrk', ['-d8s', '-t1', '-c10', '-H', jwt, `${base}/backend/api/orders/${orderId}?depth=0`])
    log('8 s Payload REST (GET /backend/api/orders/:id) vorher')
  }
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  if (routes.includes('plain')) await profile('plain', baseline.pid, `http://127.0.0.1:${port + 1}${orderPath}`)
  if (routes.includes('order')) await profile('order', server.pid, `${base}${orderPath}`)
  if (routes.includes('init')) await profile('init', server.pid, `${base}/api/init`)
  if (routes.includes('health')) await profile('health', server.pid, `${base}/health`)
} finally {
  baseline.kill()
  await server.stop()
  await db.drop()
}
