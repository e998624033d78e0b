/**
 * The two threads of server.mjs (docs/architecture.md § Two threads): the front in the main thread hands WebSocket
 * upgrades to the worker's signage server byte for byte, both ways, and refuses nothing itself; and TRESEN_THREADS=0
 * still runs the whole server in one thread, answering like the two-thread processes and draining on SIGTERM.
 * (That both answer the poll and /api/init exactly as Next does, edits included, is tests/server/hot-paths.test.ts:
 * its processes A and B run with the front.)
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { placeGrazSoupOrder } from './helpers/orders'
import { startServerProcess } from './helpers/process'
import type { ServerProcess } from './helpers/process'

const { a, databaseUrl, nextPort } = inject('serverTest')

describe('the front (main thread)', () => {
  it('passes a signage player’s WebSocket to the worker and its answers back: a wrong key is refused in German with 4403', async () => {
    const ws = new WebSocket(`${a.replace('http', 'ws')}/api/signage/ws`)
    const messages: { type: string; message?: string }[] = []
    ws.on('message', (data) => messages.push(JSON.parse(String(data)) as { type: string; message?: string }))
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)))
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve())
      ws.once('error', reject)
    })
    ws.send(JSON.stringify({ type: 'hello', identifier: 'kein-bildschirm', key: 'tk_wrong-key-0123456789' }))
    expect(await closed).toBe(4403)
    expect(messages).toEqual([{ type: 'refused', message: 'Dieser Bildschirm ist nicht freigeschaltet.' }])
  })

  it('closes an upgrade for any other path (the worker refuses it)', async () => {
    const ws = new WebSocket(`${a.replace('http', 'ws')}/api/init`)
    const outcome = await new Promise<string>((resolve) => {
      ws.once('open', () => resolve('open'))
      ws.once('error', () => resolve('error'))
    })
    expect(outcome).toBe('error')
  })
})

describe('TRESEN_THREADS=0 (Next in the main thread, no front)', () => {
  let single: ServerProcess
  beforeAll(async () => {
    single = await startServerProcess({ databaseUrl, port: nextPort + 5, env: { TRESEN_THREADS: '0' } })
  })
  afterAll(async () => {
    await single?.stop()
  })

  it('answers the status poll, its 304 and /api/init as the two-thread process does', async () => {
    const { uid, hash } = await placeGrazSoupOrder(single.base)
    const orderPath = `/api/orders/public/${uid}/${hash}`
    const [one, two] = await Promise.all([fetch(`${single.base}${orderPath}`), fetch(`${a}${orderPath}`)])
    expect(one.status).toBe(200)
    expect(one.headers.get('etag')).toBe(two.headers.get('etag'))
    expect(await one.json()).toEqual(await two.json())
    expect((await fetch(`${single.base}${orderPath}`, { headers: { 'if-none-match': one.headers.get('etag')! } })).status).toBe(
      304,
    )
    const [initOne, initTwo] = await Promise.all([fetch(`${single.base}/api/init`), fetch(`${a}/api/init`)])
    expect(initOne.headers.get('etag')).toBe(initTwo.headers.get('etag'))
    expect(single.output()).not.toContain('Worker-Thread')
  })

  it('drains on SIGTERM and exits 0', async () => {
    expect(await single.stop()).toBe(0)
    expect(single.output()).toContain('Beendet.')
  })
})

describe('the front’s Unix socket', () => {
  it('is removed at start-up when its process died without closing it (SIGKILL), and only then', async () => {
    // a pid that is certainly gone: a process that has ended
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout
    const stale = path.join(os.tmpdir(), `tresen-${dead}-0123456789ab.sock`)
    const alive = path.join(os.tmpdir(), `tresen-${process.pid}-0123456789ab.sock`)
    const other = path.join(os.tmpdir(), `tresen-${dead}-nicht-unsere.sock`)
    for (const file of [stale, alive, other]) fs.writeFileSync(file, '')
    const server = await startServerProcess({ databaseUrl, port: nextPort + 6 })
    try {
      expect(fs.existsSync(stale)).toBe(false)
      expect(fs.existsSync(alive)).toBe(true)
      expect(fs.existsSync(other)).toBe(true)
      // and its own socket goes with a regular shutdown
      const own = fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith(`tresen-${server.child.pid}-`))
      expect(own).toHaveLength(1)
      expect(await server.stop()).toBe(0)
      expect(fs.existsSync(path.join(os.tmpdir(), own[0]!))).toBe(false)
    } finally {
      await server.stop()
      for (const file of [alive, other]) fs.rmSync(file, { force: true })
    }
  })
})
