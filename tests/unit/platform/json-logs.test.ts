import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { describe, expect, it } from 'vitest'

import { Writable } from 'node:stream'

import { pino } from 'pino'

import { jsonLoggerOptions, logFormat, requestIdOf } from '../../../platform/log/logger.mjs'

const logger = pathToFileURL(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../platform/log/logger.mjs')).href

/** Runs `code` in a fresh Node process with the JSON console installed; answers its stdout lines. */
function run(code: string, env: Record<string, string> = {}): string[] {
  const script = `const { installJsonConsole, requestContext } = await import(${JSON.stringify(logger)}); installJsonConsole(); ${code}`
  const res = spawnSync(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, LOG_FORMAT: 'json', ...env }, encoding: 'utf8' })
  expect(res.status, res.stderr).toBe(0)
  return res.stdout.split('\n').filter(Boolean)
}

describe('JSON logs (LOG_FORMAT=json)', () => {
  it('writes one JSON line per console call with time, level, pid, channel and message', () => {
    const lines = run(`console.log('[tresen] Server lauscht auf %s:%d', '0.0.0.0', 3000); console.warn('ohne Kanal')`)
    expect(lines).toHaveLength(2)
    const [first, second] = lines.map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(first).toMatchObject({ level: 'info', channel: 'tresen', msg: 'Server lauscht auf 0.0.0.0:3000', name: 'tresen' })
    expect(typeof first!.pid).toBe('number')
    expect(new Date(String(first!.time)).toISOString()).toBe(first!.time)
    expect(second).toMatchObject({ level: 'warn', msg: 'ohne Kanal' })
    expect(second!.channel).toBeUndefined()
  })

  it('keeps an error as err (type, message, stack) and names the request the line was logged in', () => {
    const lines = run(`requestContext.run('req-123', () => console.error('[orders] Druck fehlgeschlagen', new Error('Papier leer')))`)
    const line = JSON.parse(lines[0]!) as { level: string; channel: string; msg: string; req: string; err: { type: string; message: string; stack: string } }
    expect(line).toMatchObject({ level: 'error', channel: 'orders', msg: 'Druck fehlgeschlagen Papier leer', req: 'req-123' })
    expect(line.err).toMatchObject({ type: 'Error', message: 'Papier leer' })
    expect(line.err.stack).toContain('Papier leer')
  })

  it('leaves the human lines alone with LOG_FORMAT=pretty', () => {
    expect(run(`console.log('[tresen] Beendet.')`, { LOG_FORMAT: 'pretty' })).toEqual(['[tresen] Beendet.'])
  })

  it('picks JSON for a pipe and pretty for a terminal unless LOG_FORMAT says', () => {
    expect(logFormat({}, false)).toBe('json')
    expect(logFormat({}, true)).toBe('pretty')
    expect(logFormat({ LOG_FORMAT: 'JSON' }, true)).toBe('json')
    expect(logFormat({ LOG_FORMAT: 'pretty' }, false)).toBe('pretty')
  })

  it('takes a plausible X-Request-Id from the proxy and makes its own otherwise', () => {
    expect(requestIdOf('abc-123')).toBe('abc-123')
    expect(requestIdOf('böse\nzeile')).toMatch(/^[0-9a-f-]{36}$/)
    expect(requestIdOf(undefined)).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("summarises the job in a failed task's line instead of logging the whole job twice (Payload's queue did, 6 KB per attempt)", () => {
    const lines: string[] = []
    const sink = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) })
    const log = pino(jsonLoggerOptions('payload'), sink)
    const attempt = { state: 'failed', error: { stack: `Error: Papier leer\n${'    at frame (file.js:1:1)\n'.repeat(40)}` } }
    const job = { id: 18, taskSlug: 'printReceipt', queue: 'default', totalTried: 2, waitUntil: '2026-11-28T02:05:30.104Z', input: { printJobId: 3 }, log: [attempt, attempt], taskStatus: { printReceipt: { 1: { input: { printJobId: 3 } } } } }
    const err = Object.assign(new Error('Versuch 2 fehlgeschlagen: Papier leer'), { args: { input: { printJobId: 3 }, executedAt: '2026-11-28T02:04:25.040Z', job } })
    log.error({ err, job, msg: 'Error running task 1. Attempt 2', taskSlug: 'printReceipt' })
    expect(lines).toHaveLength(1)
    expect(lines[0]!.length).toBeLessThan(2_000)
    const line = JSON.parse(lines[0]!) as { job: unknown; err: { message: string; stack: string; args: { job: unknown; input: unknown } } }
    const summary = { id: 18, taskSlug: 'printReceipt', queue: 'default', totalTried: 2, waitUntil: '2026-11-28T02:05:30.104Z' }
    expect(line.job).toEqual(summary)
    expect(line.err.args).toEqual({ input: { printJobId: 3 }, executedAt: '2026-11-28T02:04:25.040Z', job: summary })
    expect(line.err.message).toBe('Versuch 2 fehlgeschlagen: Papier leer')
    expect(line.err.stack).toContain('Versuch 2 fehlgeschlagen')
  })
})
