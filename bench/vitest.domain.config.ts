import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

/** Benchmarks of the pure rules engine: `npx vitest bench --run --config bench/vitest.domain.config.ts` */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: [],
    benchmark: {
      include: ['bench/domain.bench.ts'],
    },
  },
})
