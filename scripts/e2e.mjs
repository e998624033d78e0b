#!/usr/bin/env node
// `npm run test:e2e`: a fresh database tresen_e2e_<pid> (DATABASE_URL's server or the embedded one), migrations,
// demo seed, production build when needed, `node server.mjs` on port 3210 (hot paths beside Next, as `npm start`),
// Playwright, then the server-process tests (vitest project 'server', own database and servers), then clean up.
// Extra arguments go to Playwright (e.g. `npm run test:e2e -- --grep takeaway`).
// E2E_BUILD=1 forces a build, E2E_BUILD=0 skips the Next build check; E2E_KEEP=1 keeps server and database running after the tests (manual checks).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { dropDatabase, ensureDatabaseExists, migrate, root, seedDatabase, startEmbeddedServer, stopEmbeddedServer, TEST_EMBEDDED } from './lib/database.mjs'

const PORT = Number(process.env.E2E_PORT || 3210)
const BASE_URL = `http://127.0.0.1:${PORT}`
const log = (message) => console.log(`[e2e] ${message}`)

function newestMtime(entries) {
  let newest = 0
  const visit = (file) => {
    let stat
    try {
      stat = fs.statSync(file)
    } catch {
      return
    }
    if (stat.isDirectory()) {
      const name = path.basename(file)
      if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return
      for (const child of fs.readdirSync(file)) visit(path.join(file, child))
    } else if (stat.mtimeMs > newest) newest = stat.mtimeMs
  }
  for (const entry of entries) visit(path.join(root, entry))
  return newest
}

function mtime(file) {
  try {
    return fs.statSync(path.join(root, file)).mtimeMs
  } catch {
    return 0
  }
}

function run(command, args, env) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} ist fehlgeschlagen (Exit ${result.status}).`)
}

/** SIGTERM to the server's process group; resolves when it has exited (SIGKILL after 15 s). */
async function stopServer(child) {
  if (child === null || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    return // already gone
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      /* gone meanwhile */
    }
  }, 15_000)
  await exited
  clearTimeout(timer)
}

async function waitForInit(server, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`Der Server wurde beendet (Exit ${server.exitCode}).`)
    try {
      const response = await fetch(`${BASE_URL}/api/init`)
      if (response.ok) return
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error('/api/init antwortet nicht.')
}

async function main() {
  const base = process.env.DATABASE_URL
    ? (() => {
        const url = new URL(process.env.DATABASE_URL)
        url.pathname = ''
        return url.toString().replace(/\/$/, '')
      })()
    : await startEmbeddedServer({ log, ...TEST_EMBEDDED })
  const dbUrl = `${base}/tresen_e2e_${process.pid}`
  const env = { ...process.env, DATABASE_URL: dbUrl, NODE_OPTIONS: '--no-deprecation' }
  let server = null
  let status = 1
  try {
    log(`Datenbank tresen_e2e_${process.pid} anlegen …`)
    await ensureDatabaseExists(dbUrl)
    await migrate(dbUrl, { quiet: process.env.E2E_VERBOSE !== '1' })
    log('Demo-Daten anlegen …')
    await seedDatabase(dbUrl, { quiet: process.env.E2E_VERBOSE !== '1' })

    const force = process.env.E2E_BUILD === '1'
    const storefrontSources = newestMtime(['storefront/src', 'storefront/index.html', 'storefront/vite.config.ts', 'domain', 'contracts', 'platform/client'])
    if (force || mtime('storefront/dist/index.html') < storefrontSources) {
      log('Storefront bauen …')
      run('npm', ['run', 'build:storefront'], env)
    }
    const serverSources = newestMtime(['app', 'modules', 'platform', 'contracts', 'domain', 'seed', 'migrations', 'payload.config.ts', 'payload-instance.ts', 'jobs.ts', 'instrumentation.ts', 'next.config.mjs'])
    if (force || (process.env.E2E_BUILD !== '0' && mtime('.next/BUILD_ID') < serverSources)) {
      log('Next-Produktionsbuild …')
      run(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], env)
    }

    log(`Server auf ${BASE_URL} starten …`)
    server = spawn(process.execPath, [path.join(root, 'server.mjs')], {
      cwd: root,
      // the browser tests are one client placing many orders: no per-client rate limits (docs/security.md)
      env: { ...env, PORT: String(PORT), HOSTNAME: '127.0.0.1', RATE_LIMITS: '0' },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    })
    await waitForInit(server)
    log('Playwright …')
    const result = spawnSync('npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', ...process.argv.slice(2)], {
      cwd: root,
      // E2E_DATABASE_URL: tests that must move a stored day (kitchen-control.spec.ts) write it directly
      env: { ...process.env, E2E_BASE_URL: BASE_URL, E2E_DATABASE_URL: dbUrl },
      stdio: 'inherit',
    })
    status = result.status ?? 1
    if (process.env.E2E_KEEP === '1') {
      log(`E2E_KEEP=1: Server läuft weiter auf ${BASE_URL} (PID ${server.pid}), Datenbank ${dbUrl}. Beenden mit Strg+C.`)
      await new Promise((resolve) => process.once('SIGINT', resolve))
    }
    // the server-process tests start their own servers and measure: this one must not share the two cores with them
    await stopServer(server)
    if (process.env.E2E_SERVER_TESTS !== '0' && process.argv.length <= 2) {
      log('Tests gegen echte Serverprozesse (server.mjs) …')
      const json = process.env.SERVER_TESTS_JSON
      const serverTests = spawnSync(
        process.execPath,
        [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'server', '--reporter=default', ...(json ? ['--reporter=json', `--outputFile.json=${json}`] : [])],
        { cwd: root, env, stdio: 'inherit' },
      )
      if (serverTests.status !== 0) status = serverTests.status ?? 1
    }
  } catch (error) {
    console.error(`[e2e] ${error instanceof Error ? error.message : String(error)}`)
    status = 1
  } finally {
    await stopServer(server)
    await dropDatabase(dbUrl).catch(async () => {
      // the embedded server may have been stopped meanwhile: start it again and retry once
      if (!process.env.DATABASE_URL) await startEmbeddedServer({ log, ...TEST_EMBEDDED }).catch(() => {})
      await dropDatabase(dbUrl).catch((error) => console.error(`[e2e] Datenbank nicht gelöscht: ${error.message}`))
    })
    await stopEmbeddedServer()
  }
  process.exit(status)
}

main()
