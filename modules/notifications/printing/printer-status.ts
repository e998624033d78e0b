/**
 * Real-time status of a network receipt printer: one short TCP connection sends the three DLE EOT queries
 * (domain/printer-status.ts) and reads the three answer bytes. A printer that accepts the connection but does not
 * answer (some do not support DLE EOT over the network) is 'unknown' — the caller then goes by the last print job.
 * A refused or timed-out connection is 'offline'.
 */
import net from 'node:net'

import type { Payload } from 'payload'

import type { Device, PrintJob } from '../../../contracts/payload-types'
import {
  PRINTER_STATE_LABELS,
  PRINTER_STATUS_QUERY,
  printerStateFromLastJob,
  printerStateFromStatusBytes,
  printerStateReason,
} from '../../../domain'
import type { LastPrintJob, PrinterState } from '../../../domain'

export type PrinterProbe = { state: PrinterState; reachable: boolean; detail: string | null }

const CONNECT_TIMEOUT_MS = 2_000
const ANSWER_TIMEOUT_MS = 1_500

export function queryPrinterStatus(host: string, port: number, timeouts = { connect: CONNECT_TIMEOUT_MS, answer: ANSWER_TIMEOUT_MS }): Promise<PrinterProbe> {
  return new Promise((resolve) => {
    const answer: number[] = []
    let connected = false
    let settled = false
    const socket = net.createConnection({ host, port })
    const finish = (probe: PrinterProbe) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      socket.destroy()
      resolve(probe)
    }
    const byAnswer = (): PrinterProbe => ({ state: printerStateFromStatusBytes(answer), reachable: true, detail: null })
    let timer = setTimeout(() => finish({ state: 'offline', reachable: false, detail: 'Zeitüberschreitung' }), timeouts.connect)
    socket.once('connect', () => {
      connected = true
      clearTimeout(timer)
      timer = setTimeout(() => finish(byAnswer()), timeouts.answer)
      socket.write(Buffer.from(PRINTER_STATUS_QUERY))
    })
    socket.on('data', (chunk: Buffer) => {
      answer.push(...chunk)
      if (answer.length >= 3) finish(byAnswer())
    })
    socket.once('close', () => finish(connected ? byAnswer() : { state: 'offline', reachable: false, detail: 'Verbindung abgelehnt' }))
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (connected) return finish(byAnswer())
      finish({ state: 'offline', reachable: false, detail: error.code === 'ECONNREFUSED' ? 'Verbindung abgelehnt' : (error.code ?? error.message) })
    })
  })
}

/** Probes asked for while one to the same printer runs share it (several boards poll the same printer). */
const running = new Map<string, Promise<PrinterProbe>>()

export function probePrinter(host: string, port: number): Promise<PrinterProbe> {
  const key = `${host}:${port}`
  const existing = running.get(key)
  if (existing) return existing
  const probe = queryPrinterStatus(host, port).finally(() => running.delete(key))
  running.set(key, probe)
  return probe
}

/** The sentence for a probe that stops printing (null when the printer can print or its state is unknown). */
export function probeReason(name: string, probe: PrinterProbe): string | null {
  const reason = printerStateReason(name, probe.state)
  return reason && probe.detail ? `${reason} (${probe.detail})` : reason
}

/** A printer of a branch as the board shows it (contracts BoardPrinter). */
export type PrinterStatusRow = {
  device: number
  name: string
  branch: number
  state: PrinterState
  label: string
  reason: string | null
  source: 'printer' | 'lastJob' | 'none'
  checkedAt: string
  lastJob: LastPrintJob | null
}

const branchIdOf = (value: number | { id: number }) => (typeof value === 'number' ? value : value.id)

/**
 * The receipt printers of the given branches (all branches: 'all') with their state: the printer's own answer when
 * it gives one, else the last print job's result. Probes run in parallel, each bounded by its timeouts.
 */
export async function printerStatuses(payload: Payload, branches: readonly number[] | 'all', now = () => new Date()): Promise<PrinterStatusRow[]> {
  if (branches !== 'all' && branches.length === 0) return []
  const { docs } = await payload.find({
    collection: 'devices',
    where: {
      and: [
        { type: { equals: 'printer' } },
        { isEnabled: { not_equals: false } },
        ...(branches === 'all' ? [] : [{ branch: { in: [...branches] } }]),
      ],
    },
    sort: 'name',
    limit: 50,
    depth: 0,
    // Deliberately overrideAccess: the caller was scoped to these branches by the endpoint (staffScope).
    overrideAccess: true,
  })
  const printers = (docs as Device[]).filter((d) => typeof d.host === 'string' && d.host.trim() !== '')
  return Promise.all(
    printers.map(async (device): Promise<PrinterStatusRow> => {
      const [probe, last] = await Promise.all([probePrinter(device.host!.trim(), device.port ?? 9100), lastJobOf(payload, device.id)])
      const checkedAt = now().toISOString()
      const base = { device: device.id, name: device.name, branch: branchIdOf(device.branch), checkedAt, lastJob: last }
      if (probe.state !== 'unknown') return { ...base, state: probe.state, label: PRINTER_STATE_LABELS[probe.state], reason: probeReason(device.name, probe), source: 'printer' }
      const state = printerStateFromLastJob(last)
      const reason = state === 'error' ? (last?.lastError ?? printerStateReason(device.name, state)) : null
      return { ...base, state, label: PRINTER_STATE_LABELS[state], reason, source: last ? 'lastJob' : 'none' }
    }),
  )
}

async function lastJobOf(payload: Payload, deviceId: number): Promise<LastPrintJob | null> {
  const { docs } = await payload.find({
    collection: 'print-jobs',
    where: { and: [{ device: { equals: deviceId } }, { state: { in: ['printed', 'failed', 'queued'] } }] },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    // Deliberately overrideAccess: print jobs are the server's records; the caller was scoped to the branch.
    overrideAccess: true,
  })
  const job = docs[0] as PrintJob | undefined
  if (!job) return null
  return { state: job.state ?? 'queued', lastError: job.lastError ?? null, at: job.printedAt ?? job.updatedAt }
}
