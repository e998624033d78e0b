import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The statistics benchmark (bench/statistics.run.ts): `npx vitest run --config bench/vitest.statistics.config.ts` */
export default defineConfig({
  root,
  resolve: { alias: { '@payload-config': path.resolve(root, 'payload.config.ts') } },
  test: {
    include: ['bench/statistics.run.ts'],
    environment: 'node',
    testTimeout: 3_600_000,
    hookTimeout: 600_000,
  },
})
