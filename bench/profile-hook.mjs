// A CPU profile of a running server, taken on demand (NODE_OPTIONS refuses --cpu-prof):
//   NODE_OPTIONS="--import /abs/path/bench/profile-hook.mjs" PROFILE_DIR=/tmp/profiles node server.mjs
// `kill -USR2 <pid>` starts node:inspector's Profiler, the next `kill -USR2 <pid>` stops it and writes
// $PROFILE_DIR/<PROFILE_NAME or pid>-<n>.cpuprofile (Chrome DevTools format; bench/profile-summary.mjs reads it).
// Without PROFILE_DIR the hook does nothing, so a child process that inherits NODE_OPTIONS is left alone.
import fs from 'node:fs'
import inspector from 'node:inspector'
import path from 'node:path'

const dir = process.env.PROFILE_DIR
if (dir) {
  const session = new inspector.Session()
  session.connect()
  session.post('Profiler.enable')
  session.post('Profiler.setSamplingInterval', { interval: Number(process.env.PROFILE_INTERVAL_US || 200) })
  let running = false
  let count = 0
  process.on('SIGUSR2', () => {
    if (!running) {
      running = true
      session.post('Profiler.start')
      return
    }
    running = false
    session.post('Profiler.stop', (error, result) => {
      if (error) return console.error('[profile]', error)
      fs.mkdirSync(dir, { recursive: true })
      const file = path.join(dir, `${process.env.PROFILE_NAME || process.pid}-${++count}.cpuprofile`)
      fs.writeFileSync(file, JSON.stringify(result.profile))
      console.log(`[profile] ${file}`)
    })
  })
}
