#!/usr/bin/env node
// Saves every storefront screen at 390×844 and 1280×800 to docs/screenshots/ (Playwright spec tagged @screenshots).
// Runs the same fresh-database production setup as `npm run test:e2e`; with E2E_BASE_URL set it uses that server instead.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const env = { ...process.env, E2E_SCREENSHOTS: '1' }
const result = process.env.E2E_BASE_URL
  ? spawnSync('npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', '--grep', '@screenshots'], { cwd: root, env, stdio: 'inherit' })
  : spawnSync(process.execPath, [path.join(root, 'scripts/e2e.mjs'), '--grep', '@screenshots'], { cwd: root, env, stdio: 'inherit' })
process.exit(result.status ?? 1)
