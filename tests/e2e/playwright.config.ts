import fs from 'node:fs'

import { defineConfig, devices } from '@playwright/test'

const chromium = '/usr/bin/chromium'
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3210'

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // npm test reads the JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME) for its closing 'N passed, N failed' line
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: '../../.data/e2e-results',
  // screenshots run only through scripts/screenshots.mjs
  grepInvert: process.env.E2E_SCREENSHOTS === '1' ? undefined : /@screenshots/,
  use: {
    baseURL,
    locale: 'de-AT',
    timezoneId: 'Europe/Vienna',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: fs.existsSync(chromium) ? chromium : undefined,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
    },
  },
  projects: [{ name: 'mobile', use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: false } }],
})
