/**
 * Tests against the real server process (server.mjs on the production build): a fresh seeded database and three
 * servers on it — two with the fast paths (A, B: two processes, as when scaled out) and one with TRESEN_FAST_PATHS=0
 * (N: every request through Next), so both paths can be compared. Needs `npm run build` (scripts/e2e.mjs runs
 * this suite after its build check).
 */
import fs from 'node:fs'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { dropDatabase, ensureDatabaseExists, migrate, root, seedDatabase } from '../../scripts/lib/database.mjs'
import { startServerProcess } from './helpers/process'
import type { ServerProcess } from './helpers/process'

const servers: ServerProcess[] = []
let url: string | undefined

export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) throw new Error('Kein Produktions-Build: zuerst `npm run build` ausführen.')
  const server = (process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres').replace(/\/[^/?]*(\?.*)?$/, '')
  url = `${server}/tresen_server_${process.pid}_${Date.now().toString(36)}`
  await ensureDatabaseExists(url)
  await migrate(url, { quiet: true })
  await seedDatabase(url, { quiet: true })
  const base = Number(process.env.SERVER_TEST_PORT || 3320)
  const [a, b, n] = await Promise.all([
    startServerProcess({ databaseUrl: url, port: base }),
    startServerProcess({ databaseUrl: url, port: base + 1 }),
    startServerProcess({ databaseUrl: url, port: base + 2, fast: false }),
  ])
  servers.push(a, b, n)
  project.provide('serverTest', { databaseUrl: url, a: a.base, b: b.base, next: n.base, nextPort: base + 10 })
  return async () => {
    await Promise.all(servers.map((s) => s.stop()))
    if (url) await dropDatabase(url).catch(() => {})
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    serverTest: { databaseUrl: string; a: string; b: string; next: string; nextPort: number }
  }
}
