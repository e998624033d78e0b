/** Schema changes only through committed migrations: they build the whole schema from an empty database. */
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'

import { dropDatabase, ensureDatabaseExists, migrate, payloadCli } from '../../scripts/lib/database.mjs'
import { migrations } from '../../migrations'

const url = inject('databaseUrl').replace(/\/[^/?]*(\?.*)?$/, `/tresen_migr_${process.pid}`)
/** Payload's CLI on this database (it can exit early without doing anything: see payloadCli). */
const run = (...args: string[]) => payloadCli(args, { env: { ...process.env, DATABASE_URL: url }, quiet: true })

async function query<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(sql)).rows
  } finally {
    await client.end()
  }
}

afterAll(async () => {
  await dropDatabase(url)
})

describe('migrations', () => {
  it('build the schema from an empty database, are recorded, and a second run changes nothing', async () => {
    await ensureDatabaseExists(url)
    await migrate(url, { quiet: true })
    const applied = await query<{ name: string }>('select name from payload_migrations order by id')
    expect(applied.map((m) => m.name)).toEqual(migrations.map((m) => m.name))
    const tables = await query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public'",
    )
    const names = tables.map((t) => t.table_name)
    for (const t of ['orders', 'branches', 'products', 'users', 'sites', 'questionnaires']) expect(names).toContain(t)
    const again = run('migrate')
    expect(again).not.toMatch(/Migrating:/)
  })

  it('can be rolled back completely', async () => {
    const remaining = async () =>
      (
        await query<{ n: number }>(
          "select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name in ('orders','branches','products','order_ticket_counters')",
        )
      )[0]?.n
    for (let attempt = 0; attempt < 5 && (await remaining()) !== 0; attempt++) run('migrate:down')
    expect(await remaining()).toBe(0)
  })
})
