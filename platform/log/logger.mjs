// Structured logs of the server processes (issue 32): one JSON line per event with time, level, pid, the channel of
// the `[channel] …` prefix our messages carry, the request id where one is known, and the message — via pino.
// LOG_FORMAT=pretty (the default on a terminal) keeps today's human lines; LOG_FORMAT=json (the default when stdout is
// a pipe or file, i.e. under systemd) writes JSON. Plain JavaScript: the front and next-server.mjs install it.
import { AsyncLocalStorage } from 'node:async_hooks'
import crypto from 'node:crypto'
import { format } from 'node:util'

import { pino } from 'pino'

/** The id of the request being answered, for every line logged while it is (next-server.mjs runs each request in it). */
export const requestContext = new AsyncLocalStorage()

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/

/** The request's id: the proxy's X-Request-Id when it is a plausible one, else a new one. */
export function requestIdOf(header) {
  const given = Array.isArray(header) ? header[0] : header
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID()
}

/**
 * `json` or `pretty` from LOG_FORMAT, else by whether stdout is a terminal.
 * @param {Record<string, string | undefined>} [env]
 * @param {boolean} [isTty]
 */
export function logFormat(env = process.env, isTty = Boolean(process.stdout.isTTY)) {
  const wanted = env.LOG_FORMAT?.trim().toLowerCase()
  if (wanted === 'json' || wanted === 'pretty') return wanted
  return isTty ? 'pretty' : 'json'
}

/** Payload's logger in the server process: the same JSON lines with LOG_FORMAT json, else Payload's own (undefined). */
export function payloadLogger() {
  if (process.env.TRESEN_SERVER !== '1' || logFormat() !== 'json') return undefined
  return { options: jsonLoggerOptions('payload'), destination: pino.destination({ dest: 1, sync: true }) }
}

/**
 * A queued job as a log line needs it. Payload logs the whole job (its log of every attempt with stacks, its input and
 * task config, twice: as `job` and inside the error's `args`) with each failed attempt: 5–10 KB per line.
 */
export function jobSummary(job) {
  if (!job || typeof job !== 'object') return job
  const { id, taskSlug, workflowSlug, queue, totalTried, waitUntil } = job
  return { id, taskSlug, workflowSlug, queue, totalTried, waitUntil }
}

/** pino's error serializer, with a Payload task error's copy of the job summarised. */
function errSerializer(error) {
  const out = pino.stdSerializers.err(error)
  if (out && typeof out === 'object' && out.args && typeof out.args === 'object' && 'job' in out.args) {
    const { input, executedAt, job } = out.args
    out.args = { input, executedAt, job: jobSummary(job) }
  }
  return out
}

/** pino's options for our JSON lines (Payload's own logger gets the same, payload.config.ts). */
export function jsonLoggerOptions(name = 'tresen') {
  return {
    name,
    level: process.env.LOG_LEVEL?.trim() || 'info',
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    messageKey: 'msg',
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: errSerializer, job: jobSummary },
    mixin() {
      const id = requestContext.getStore()
      return id ? { req: id } : {}
    },
  }
}

let installed = false

/**
 * With LOG_FORMAT json, console.log/info/debug/warn/error write one JSON line each (synchronously: nothing is lost when
 * the process exits right after). A leading `[channel]` becomes the `channel` field; an Error argument is kept as `err`.
 * @returns {import('pino').Logger | null} the logger, or null when the human format stays
 */
export function installJsonConsole() {
  if (installed || logFormat() !== 'json') return null
  installed = true
  const logger = pino(jsonLoggerOptions(), pino.destination({ dest: 1, sync: true }))
  const write = (level) => (...args) => {
    const err = args.find((a) => a instanceof Error)
    let msg = format(...args.filter((a) => a !== err)) + (err ? ` ${err.message}` : '')
    const channel = /^\[([\w:. -]{1,40})\]\s?/.exec(msg)
    const fields = {}
    if (channel) {
      fields.channel = channel[1]
      msg = msg.slice(channel[0].length)
    }
    if (err) fields.err = err
    logger[level](fields, msg)
  }
  console.log = write('info')
  console.info = write('info')
  console.debug = write('debug')
  console.warn = write('warn')
  console.error = write('error')
  return logger
}
