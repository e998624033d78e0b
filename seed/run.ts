/**
 * `payload run seed/run.ts` (used by `npm run seed`, `npm start` on an empty database and the integration tests):
 * seeds the demo data idempotently and exits 0, or prints the error and exits 1.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { DEMO_USERS, seed } from './index'

const log = (message: string) => console.log(`[seed] ${message}`)
const started = Date.now()

try {
  log('Verbinde mit der Datenbank …')
  const payload = await getPayload({ config })
  // TRESEN_SEED_HISTORY=0: the demo without its 60 days of generated history (docs/demo.md)
  const result = await seed(payload, { log, history: process.env.TRESEN_SEED_HISTORY !== '0' })
  log(
    `Filialen: ${Object.keys(result.branches).join(', ')} · ${Object.keys(result.products).length} Produkte · ` +
      `${Object.keys(result.categories).length} Kategorien · ${Object.keys(result.menus).length} Speisekarten`,
  )
  log(
    `Demo-Logins: ${DEMO_USERS.admin.email} / ${DEMO_USERS.admin.password} · ${DEMO_USERS.employee.email} / ${DEMO_USERS.employee.password}`,
  )
  log(`Fertig in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
  await payload.destroy().catch(() => {})
  process.exit(0)
} catch (error) {
  console.error(`[seed] Fehler: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
  const cause = error instanceof Error ? (error.cause as { message?: string; code?: string } | undefined) : undefined
  if (cause) console.error(`[seed] Ursache: ${cause.message ?? String(cause)}${cause.code ? ` (${cause.code})` : ''}`)
  const data = (error as { data?: unknown } | null)?.data
  if (data) console.error(`[seed] Details: ${JSON.stringify(data, null, 2)}`)
  process.exit(1)
}
