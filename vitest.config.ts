import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve(dirname, 'payload.config.ts'),
      // the storefront's aliases (storefront/tsconfig.json, storefront/vite.config.ts)
      '@domain': path.resolve(dirname, 'domain/index.ts'),
      '@client': path.resolve(dirname, 'platform/client/index.ts'),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // no test measures time; a rendered form (jsdom) or a lint of the tree takes several seconds on a loaded
          // 2-core machine, where the 5 s default failed tests that were right
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/int/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          // real server processes (server.mjs, production build) — run by scripts/e2e.mjs after its build check
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/server/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
})
