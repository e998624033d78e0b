#!/usr/bin/env node
// `npm test`: unit + integration tests (vitest, real PostgreSQL), then the browser tests (Playwright in Chromium)
// when the storefront suite exists. Prints one closing line "N passed, N failed".
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { root } from './lib/database.mjs'

const reports = path.join(root, '.data', 'reports')
fs.mkdirSync(reports, { recursive: true })
let passed = 0
let failed = 0
let status = 0
/** Names of the failed tests, repeated at the very end: CI keeps only the tail of the output. */
const failures = []
const firstLine = (text) => String(text ?? '').split('\n').find((line) => line.trim()) ?? ''
const relative = (file) => path.relative(root, file ?? '')

/** vitest's JSON report (Jest's shape): failed tests, and files that failed to load. */
function vitestFailures(r) {
  for (const file of r.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed')
    for (const t of failedTests) failures.push(`${relative(file.name)} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`)
    if (file.status === 'failed' && failedTests.length === 0) failures.push(`${relative(file.name)}: ${firstLine(file.message)}`)
  }
}

/** Playwright's JSON report: specs whose tests ended unexpected or flaky. */
function playwrightFailures(suite) {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      if (t.status !== 'unexpected' && t.status !== 'flaky') continue
      const error = t.results?.find((res) => res.error)?.error?.message
      failures.push(`${spec.file}:${spec.line} [${t.projectName}] › ${spec.title} (${t.status}): ${firstLine(error)}`)
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child)
}

/** Keeps the last bytes of a step's output, to repeat an unhandled error at the end (memory bounded). */
const TAIL_BYTES = 2 * 1024 * 1024

async function run(label, cmd, args, env = {}) {
  console.log(`\n[test] ${label} …`)
  const child = spawn(cmd, args, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, ...env } })
  const chunks = []
  let bytes = 0
  const keep = (chunk, out) => {
    out.write(chunk)
    chunks.push(chunk)
    bytes += chunk.length
    while (chunks.length > 1 && bytes - chunks[0].length >= TAIL_BYTES) bytes -= chunks.shift().length
  }
  child.stdout.on('data', (chunk) => keep(chunk, process.stdout))
  child.stderr.on('data', (chunk) => keep(chunk, process.stderr))
  const code = await new Promise((resolve) => child.on('close', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))))
  if (code !== 0) status = code || 1
  return { ok: code === 0, code, tail: Buffer.concat(chunks).toString('utf8') }
}

/** A step that failed without a failed test (an unhandled error, a failing hook): its error lines go to the end too. */
function unexplained(label, result, before) {
  if (result.ok || failures.length > before) return
  // eslint-disable-next-line no-control-regex
  const lines = result.tail.replace(/\u001b\[[0-9;]*m/g, '').split('\n')
  // vitest's "Unhandled Errors" block, else a failed hook or file, else the step's last lines
  const last = (pattern) => lines.findLastIndex((line) => pattern.test(line))
  const found = [last(/Unhandled (Error|Rejection)/), last(/\bFAIL\b|hook (timed out|failed)/)].find((at) => at >= 0)
  const from = found ?? Math.max(0, lines.length - 16)
  const excerpt = lines.slice(from, from + 16).map((line) => line.trimEnd()).filter(Boolean)
  failures.push(`${label}: Exit-Code ${result.code} ohne fehlgeschlagenen Test${excerpt.length ? `\n      ${excerpt.join('\n      ')}` : ''}`)
}

// 1. vitest: unit + int
const vitestJson = path.join(reports, 'vitest.json')
fs.rmSync(vitestJson, { force: true })
const beforeVitest = failures.length
const vitestRun = await run('Unit- und Integrationstests (vitest)', process.execPath, [
  path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'unit', '--project', 'int', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`,
])
if (fs.existsSync(vitestJson)) {
  const r = JSON.parse(fs.readFileSync(vitestJson, 'utf8'))
  passed += r.numPassedTests ?? 0
  failed += r.numFailedTests ?? 0
  // a suite that failed to load has no failed tests of its own
  if ((r.numFailedTestSuites ?? 0) > 0 && (r.numFailedTests ?? 0) === 0) failed += r.numFailedTestSuites
  vitestFailures(r)
} else {
  failed += 1
}
unexplained('vitest (unit, int)', vitestRun, beforeVitest)

// 2. browser tests (need the production build; scripts/e2e.mjs builds when needed)
if (fs.existsSync(path.join(root, 'scripts', 'e2e.mjs')) && process.env.SKIP_E2E !== '1') {
  const e2eJson = path.join(reports, 'playwright.json')
  const serverJson = path.join(reports, 'server.json')
  fs.rmSync(e2eJson, { force: true })
  fs.rmSync(serverJson, { force: true })
  const beforeE2e = failures.length
  const e2eRun = await run('Browsertests (Playwright, Chromium) und Serverprozess-Tests', process.execPath, [path.join(root, 'scripts', 'e2e.mjs')], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
    SERVER_TESTS_JSON: serverJson,
  })
  if (fs.existsSync(serverJson)) {
    const r = JSON.parse(fs.readFileSync(serverJson, 'utf8'))
    passed += r.numPassedTests ?? 0
    failed += r.numFailedTests ?? 0
    if ((r.numFailedTestSuites ?? 0) > 0 && (r.numFailedTests ?? 0) === 0) failed += r.numFailedTestSuites
    vitestFailures(r)
  } else if (process.env.E2E_SERVER_TESTS !== '0') {
    failed += 1
  }
  if (fs.existsSync(e2eJson)) {
    const r = JSON.parse(fs.readFileSync(e2eJson, 'utf8'))
    passed += r.stats?.expected ?? 0
    failed += (r.stats?.unexpected ?? 0) + (r.stats?.flaky ?? 0)
    playwrightFailures(r)
  } else if (status !== 0) {
    failed += 1
  }
  unexplained('scripts/e2e.mjs (Browser- und Serverprozess-Tests)', e2eRun, beforeE2e)
}

if (status !== 0 && failed === 0) failed = 1
if (failures.length > 0) console.log(`\nFehlgeschlagen:\n${failures.map((line) => `  ✗ ${line.slice(0, 2000)}`).join('\n')}`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(status)
