#!/usr/bin/env node
// `node bench/signage.mjs`: how fast a TV command and a board transition reach signage players (issue 18 target:
// p95 ≤ 2 s). A fresh seeded database, TWO production server processes (server.mjs, as `npm start`), 20 simulated
// players (ws clients, SIGNAGE_BENCH_PLAYERS) connected alternately to both — so half the deliveries cross processes
// through PostgreSQL LISTEN/NOTIFY. All calls go to process A:
//   • commands: per round one POST …/command for every TV at once (20 concurrent), time from the POST's start to the
//     'command' message at the player; the player reports 'done' (the write path is exercised too)
//   • ready zone: per round one order is marked ready (POST /orders/{id}/status/in-delivery); time from the POST's
//     start until every player of the branch got a 'ready' message listing its ticket
// Results → bench/results/signage.json and a markdown table on stdout (docs/benchmarks.md).
import fs from 'node:fs'
import path from 'node:path'

import { WebSocket } from 'ws'

import { benchDatabase, ensureBuild, log, root, rssMiB, startServer } from './lib.mjs'

const PLAYERS = Number(process.env.SIGNAGE_BENCH_PLAYERS || 20)
const ROUNDS = Number(process.env.SIGNAGE_BENCH_ROUNDS || 15)
const PORT = Number(process.env.SIGNAGE_BENCH_PORT || 3291)

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
const stats = (values) => ({
  samples: values.length,
  p50: Math.round(percentile(values, 50)),
  p95: Math.round(percentile(values, 95)),
  max: Math.round(Math.max(...values)),
})

async function api(base, method, route, token, body) {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${text}`)
  return text ? JSON.parse(text) : {}
}

/** A simulated player: hello, then every message timestamped on arrival. */
function player(wsUrl, identifier, key) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl)
    const listeners = new Set()
    ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', identifier, key })))
    ws.on('message', (data) => {
      const at = performance.now()
      const message = JSON.parse(data.toString())
      if (message.type === 'welcome') resolve(p)
      if (message.type === 'refused') reject(new Error(`refused ${identifier}`))
      if (message.type === 'command') ws.send(JSON.stringify({ type: 'report', issuedAt: message.issuedAt, status: 'done' }))
      for (const l of listeners) l(message, at)
    })
    ws.on('error', reject)
    const p = {
      ws,
      /** Resolves with the arrival time of the first message `accept` takes. */
      next: (accept, timeoutMs = 15_000) =>
        new Promise((res, rej) => {
          const timer = setTimeout(() => {
            listeners.delete(l)
            rej(new Error(`timeout ${identifier}`))
          }, timeoutMs)
          const l = (message, at) => {
            if (!accept(message)) return
            clearTimeout(timer)
            listeners.delete(l)
            res(at)
          }
          listeners.add(l)
        }),
    }
  })
}

const db = await benchDatabase(`tresen_bench_signage_${process.pid}`)
ensureBuild()
const servers = []
try {
  log('Zwei Serverprozesse …')
  servers.push(await startServer({ databaseUrl: db.url, port: PORT }))
  servers.push(await startServer({ databaseUrl: db.url, port: PORT + 1 }))
  const [a] = servers
  const token = (await api(a.base, 'POST', '/api/auth/authenticate', null, { email: 'admin@tresen.demo', password: 'tresen-admin' })).data.token
  const branch = (await api(a.base, 'GET', '/backend/api/branches?where[identifier][equals]=wien&depth=0&limit=1', token)).docs[0]
  const soup = (await api(a.base, 'GET', '/backend/api/products?where[sku][equals]=GW-FRITTATENSUPPE&depth=0&limit=1', token)).docs[0].id

  log(`${PLAYERS} TVs und Player …`)
  const tvs = []
  for (let i = 0; i < PLAYERS; i++) {
    const tv = (await api(a.base, 'POST', '/api/digital-signage-devices', token, { name: `Bench TV ${i}`, identifier: `bench-tv-${i}`, branch: branch.id })).data
    const { apiKey } = (await api(a.base, 'POST', `/api/digital-signage-devices/${tv.id}/rotate-api-key`, token)).data
    const server = servers[i % servers.length]
    tvs.push({ id: tv.id, crossProcess: server !== a, player: await player(`${server.base.replace('http', 'ws')}/api/signage/ws`, `bench-tv-${i}`, apiKey) })
  }

  log('Befehle …')
  const commandMs = []
  const commandCrossMs = []
  for (let round = 0; round < ROUNDS; round++) {
    const command = round % 2 === 0 ? 'mute' : 'unmute'
    await Promise.all(
      tvs.map(async (tv) => {
        const started = performance.now()
        const arrived = tv.player.next((m) => m.type === 'command' && m.command === command)
        await api(a.base, 'POST', `/api/digital-signage-devices/${tv.id}/command`, token, { command })
        const ms = (await arrived) - started
        commandMs.push(ms)
        if (tv.crossProcess) commandCrossMs.push(ms)
      }),
    )
  }

  log('Abholbereit …')
  const readyMs = []
  for (let round = 0; round < ROUNDS; round++) {
    const created = await api(a.base, 'POST', '/api/orders/public', null, {
      branch: branch.id,
      deliveryType: 'takeaway',
      firstName: 'Bernd',
      lastName: 'Bench',
      email: 'bench@example.at',
      phone: '+43 664 1234567',
      paymentMethod: 'cash',
      legalInstructions: true,
      privacyPolicy: true,
      items: [{ product: soup, amount: 1 }],
    })
    const order = (await api(a.base, 'GET', `/backend/api/orders?where[uid][equals]=${encodeURIComponent(created.data.uid)}&depth=0`, token)).docs[0]
    await api(a.base, 'POST', `/api/orders/${order.id}/status/confirm`, token, {})
    const started = performance.now()
    const arrivals = tvs.map((tv) => tv.player.next((m) => m.type === 'ready' && m.tickets.includes(order.ticketNumber)))
    await api(a.base, 'POST', `/api/orders/${order.id}/status/in-delivery`, token, {})
    for (const at of await Promise.all(arrivals)) readyMs.push(at - started)
    await api(a.base, 'POST', `/api/orders/${order.id}/status/completed`, token, {})
  }

  const result = {
    date: new Date().toISOString(),
    players: PLAYERS,
    processes: servers.length,
    rounds: ROUNDS,
    command: stats(commandMs),
    commandCrossProcess: stats(commandCrossMs),
    readyZone: stats(readyMs),
    rssMiB: servers.map((s) => rssMiB(s.pid)),
  }
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true })
  fs.writeFileSync(path.join(root, 'bench/results/signage.json'), `${JSON.stringify(result, null, 2)}\n`)
  console.log(
    [
      '| Delivery to 20 players (2 processes) | samples | p50 ms | p95 ms | max ms |',
      '| --- | ---: | ---: | ---: | ---: |',
      `| command (POST → player), all | ${result.command.samples} | ${result.command.p50} | ${result.command.p95} | ${result.command.max} |`,
      `| command, player on the other process | ${result.commandCrossProcess.samples} | ${result.commandCrossProcess.p50} | ${result.commandCrossProcess.p95} | ${result.commandCrossProcess.max} |`,
      `| ready zone (board transition → every player) | ${result.readyZone.samples} | ${result.readyZone.p50} | ${result.readyZone.p95} | ${result.readyZone.max} |`,
    ].join('\n'),
  )
  for (const tv of tvs) tv.player.ws.close()
} finally {
  for (const s of servers) await s.stop()
  await db.drop()
}
