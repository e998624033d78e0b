/**
 * Integration tests run against a real PostgreSQL: a fresh throwaway database per run, migrated from
 * migrations/ and seeded with the demo data. TEST_DATABASE_URL / DATABASE_URL pick the server (its
 * database part is replaced); without either, the tests' own embedded server is started (.data/postgres-test on
 * TEST_EMBEDDED_PG_PORT, never the one of a running `npm start`).
 */
import type { TestProject } from 'vitest/node'

import { dropDatabase, ensureDatabaseExists, migrate, seedDatabase, startEmbeddedServer, stopEmbeddedServer, TEST_EMBEDDED } from '../../scripts/lib/database.mjs'

let url: string | undefined

export default async function setup(project: TestProject) {
  const server = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL
  const base = server ? server.replace(/\/[^/?]*(\?.*)?$/, '') : await startEmbeddedServer({ log: () => {}, ...TEST_EMBEDDED })
  url = `${base}/tresen_test_${process.pid}_${Date.now().toString(36)}`
  await ensureDatabaseExists(url)
  await migrate(url, { quiet: true })
  await seedDatabase(url, { quiet: true })
  process.env.DATABASE_URL = url
  project.provide('databaseUrl', url)
  return async () => {
    if (url) await dropDatabase(url).catch(() => {})
    if (!server) await stopEmbeddedServer()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
  }
}
