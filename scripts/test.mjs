#!/usr/bin/env node
// `npm test`: unit + integration tests (vitest, real PostgreSQL), then the browser tests (Playwright in Chromium)
// when the storefront suite exists. Prints one closing line "N passed, N failed".
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { root } from './lib/database.mjs'

const reports = path.join(root, '.data', 'reports')
fs.mkdirSync(reports, { recursive: true })
let passed = 0
let failed = 0
let status = 0

function run(label, cmd, args, env = {}) {
  console.log(`\n[test] ${label} …`)
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  if (res.status !== 0) status = res.status || 1
  return res.status === 0
}

// 1. vitest: unit + int
const vitestJson = path.join(reports, 'vitest.json')
fs.rmSync(vitestJson, { force: true })
run('Unit- und Integrationstests (vitest)', process.execPath, [
  path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'unit', '--project', 'int', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`,
])
if (fs.existsSync(vitestJson)) {
  const r = JSON.parse(fs.readFileSync(vitestJson, 'utf8'))
  passed += r.numPassedTests ?? 0
  failed += r.numFailedTests ?? 0
  // a suite that failed to load has no failed tests of its own
  if ((r.numFailedTestSuites ?? 0) > 0 && (r.numFailedTests ?? 0) === 0) failed += r.numFailedTestSuites
} else {
  failed += 1
}

// 2. browser tests (need the production build; scripts/e2e.mjs builds when needed)
if (fs.existsSync(path.join(root, 'scripts', 'e2e.mjs')) && process.env.SKIP_E2E !== '1') {
  const e2eJson = path.join(reports, 'playwright.json')
  const serverJson = path.join(reports, 'server.json')
  fs.rmSync(e2eJson, { force: true })
  fs.rmSync(serverJson, { force: true })
  run('Browsertests (Playwright, Chromium) und Serverprozess-Tests', process.execPath, [path.join(root, 'scripts', 'e2e.mjs')], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
    SERVER_TESTS_JSON: serverJson,
  })
  if (fs.existsSync(serverJson)) {
    const r = JSON.parse(fs.readFileSync(serverJson, 'utf8'))
    passed += r.numPassedTests ?? 0
    failed += r.numFailedTests ?? 0
    if ((r.numFailedTestSuites ?? 0) > 0 && (r.numFailedTests ?? 0) === 0) failed += r.numFailedTestSuites
  } else if (process.env.E2E_SERVER_TESTS !== '0') {
    failed += 1
  }
  if (fs.existsSync(e2eJson)) {
    const r = JSON.parse(fs.readFileSync(e2eJson, 'utf8'))
    passed += r.stats?.expected ?? 0
    failed += (r.stats?.unexpected ?? 0) + (r.stats?.flaky ?? 0)
  } else if (status !== 0) {
    failed += 1
  }
}

if (status !== 0 && failed === 0) failed = 1
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(status)
