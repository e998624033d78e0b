import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { EMBEDDED_PORT, livePostmasterPid, TEST_EMBEDDED } from '../../../scripts/lib/database.mjs'

describe('the tests’ embedded PostgreSQL', () => {
  it('uses its own data folder and port, never those of `npm start`', () => {
    expect(TEST_EMBEDDED.port).not.toBe(EMBEDDED_PORT)
    expect(path.basename(TEST_EMBEDDED.dataDir)).toBe('postgres-test')
  })

  it('keeps the lock file of a running server and removes only a stale one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tresen-pid-'))
    const pidFile = path.join(dir, 'postmaster.pid')
    fs.writeFileSync(pidFile, `${process.pid}\n/data\n`)
    expect(livePostmasterPid(pidFile)).toBe(process.pid)
    // a process that has exited: its pid is free
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' })
    fs.writeFileSync(pidFile, `${gone.stdout.trim()}\n/data\n`)
    expect(livePostmasterPid(pidFile)).toBeNull()
    expect(livePostmasterPid(path.join(dir, 'missing.pid'))).toBeNull()
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
