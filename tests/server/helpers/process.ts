/** Starts server.mjs as its own process (production build) and waits until it answers — with the fast paths active. */
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import path from 'node:path'

import { root } from '../../../scripts/lib/database.mjs'

export type ServerProcess = {
  base: string
  child: ChildProcess
  output: () => string
  /** SIGTERM; resolves with the exit code (SIGKILL after 20 s). */
  stop: () => Promise<number | null>
}

export async function startServerProcess({
  databaseUrl,
  port,
  fast = true,
  env = {},
  nodeArgs = [],
}: {
  databaseUrl: string
  port: number
  fast?: boolean
  env?: Record<string, string>
  /** Flags for node itself (e.g. V8's --trace-gc-nvp). */
  nodeArgs?: string[]
}): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'server.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      JOBS_AUTORUN: '0',
      NEXT_TELEMETRY_DISABLED: '1',
      TRESEN_FAST_PATHS: fast ? '1' : '0',
      // these tests send many requests from one client; a test about the limits turns them on in `env`
      RATE_LIMITS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const base = `http://127.0.0.1:${port}`
  const ready = () => (fast ? output.includes('Schnellpfade aktiv') : output.includes('Schnellpfade nicht aktiv') || output.includes('lauscht'))
  for (let i = 0; i < 1200 && !(ready() && (await answers(`${base}/health`))); i++) {
    if (child.exitCode !== null) throw new Error(`server.mjs beendet:\n${output}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  if (!ready()) throw new Error(`server.mjs nicht bereit:\n${output}`)
  return {
    base,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return child.exitCode
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
      const code = await exited
      clearTimeout(timer)
      return code
    },
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}
