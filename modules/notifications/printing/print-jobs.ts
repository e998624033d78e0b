/**
 * Receipt printing through the job queue (task `printReceipt`), recorded in `print-jobs`.
 *
 * Automatic prints follow the branch's `autoPrint` (onArrival | onConfirmation | manual) and exist at most once
 * per order and printer (unique dedupeKey `auto:{order}:{device}`), so a repeated event never prints twice.
 * Reprints are explicit (POST /api/orders/:id/print) and printed right away.
 * A job claims its row atomically (queued → printing); a failed connect is retried with backoff, a failure after
 * bytes reached the printer is not (it may have printed) and stays 'failed' for an explicit reprint.
 *
 * Every Local API call here is a system operation and passes overrideAccess deliberately: print jobs are written only
 * by the server; reprints are authorised by the endpoint before (findOrderForStaff).
 */
import type { Payload, PayloadRequest } from 'payload'

import type { Device, PrintJob } from '../../../contracts/payload-types'
import { printerCanPrint } from '../../../domain'
import { isUniqueViolation } from '../../../platform/db'
import { workClaimedRow } from '../../../platform/jobs/claimed-rows'
import type { ClaimedRowResult, ClaimedRowsSpec } from '../../../platform/jobs/claimed-rows'
import { errorText } from '../../../platform/jobs/log'
import { TASK_ATTEMPTS } from '../../../platform/jobs/tasks'
import { loadOrderBundle } from '../order-data'
import type { OrderBundle } from '../order-data'
import { PrinterError, sendToPrinter } from './printer'
import { probePrinter, probeReason } from './printer-status'
import { buildReceipt, receiptToEscPos } from './receipt'

export const PRINT_TASK = 'printReceipt'
export const PRINT_MAX_ATTEMPTS = TASK_ATTEMPTS.printReceipt

export const PRINT_MESSAGES = {
  failed: 'Beleg konnte nicht gedruckt werden.',
  noPrinter: 'Für diese Filiale ist kein aktiver Bondrucker (Gerät der Art „Bondrucker“ mit Host) eingerichtet.',
  maybePrinted: 'Verbindung während des Druckens abgebrochen – der Beleg wurde eventuell teilweise gedruckt. Bitte bei Bedarf nachdrucken.',
} as const

export type PrintState = 'queued' | 'printing' | 'printed' | 'failed' | 'skipped'
/** A print job as Payload reads it (the generated record type). */
export type PrintJobRow = PrintJob

export type AutoPrintTrigger = 'onArrival' | 'onConfirmation'

const idOf = (value: number | { id: number } | null | undefined): number | null => (value === null || value === undefined ? null : typeof value === 'number' ? value : value.id)

/** The enabled receipt printers of a branch (devices of type 'printer' with a host). */
export async function branchPrinters(payload: Payload, branchId: number): Promise<Device[]> {
  const { docs } = await payload.find({
    collection: 'devices',
    where: { and: [{ branch: { equals: branchId } }, { type: { equals: 'printer' } }, { isEnabled: { not_equals: false } }] },
    limit: 20,
    depth: 0,
    // Deliberately overrideAccess: system read of the branch's printers (the caller was authorised for the order).
    overrideAccess: true,
  })
  return (docs as Device[]).filter((d) => typeof d.host === 'string' && d.host.trim() !== '')
}

type PrintJobData = Omit<PrintJob, 'id' | 'createdAt' | 'updatedAt'>

async function createRow(payload: Payload, data: PrintJobData, req?: PayloadRequest): Promise<PrintJobRow | null> {
  try {
    // Deliberately overrideAccess: print jobs are written only by the server.
    return await payload.create({ collection: 'print-jobs', data, depth: 0, overrideAccess: true, req })
  } catch (error) {
    // in a request's transaction the failed insert aborted the transaction: the caller must see it
    if (!req && typeof data.dedupeKey === 'string' && isUniqueViolation(error, 'dedupeKey')) return null
    throw error
  }
}

type Queued = { row: PrintJobRow; jobId: number | string | null }

/** Writing in a request's transaction: its request and the branch's printers, read before the transaction began. */
export type InOrderTransaction = { req: PayloadRequest; printers: Device[] }

async function createAndQueue(payload: Payload, bundle: OrderBundle, kind: 'auto' | 'reprint', userId: number | null, tx?: InOrderTransaction): Promise<Queued[]> {
  const { order, branch } = bundle
  const req = tx?.req
  const printers = tx?.printers ?? (await branchPrinters(payload, branch.id))
  const base = { order: order.id, branch: branch.id, kind, attempts: 0, requestedBy: userId } as const
  if (printers.length === 0) {
    const row = await createRow(payload, { ...base, state: 'skipped', lastError: PRINT_MESSAGES.noPrinter, dedupeKey: kind === 'auto' ? `auto:${order.id}:none` : null }, req)
    return row ? [{ row, jobId: null }] : []
  }
  const queued: Queued[] = []
  for (const device of printers) {
    const row = await createRow(payload, { ...base, device: device.id, state: 'queued', dedupeKey: kind === 'auto' ? `auto:${order.id}:${device.id}` : null }, req)
    if (!row) continue // printed (or queued) automatically before
    if (req) {
      queued.push({ row, jobId: (await payload.jobs.queue({ task: PRINT_TASK, input: { printJobId: row.id }, req })).id })
      continue
    }
    try {
      const job = await payload.jobs.queue({ task: PRINT_TASK, input: { printJobId: row.id } })
      queued.push({ row, jobId: job.id })
    } catch (error) {
      // a row without a job would wait forever: say so on the row
      await update(payload, row.id, { state: 'failed', lastError: `Konnte nicht in die Warteschlange gestellt werden: ${errorText(error)}` })
      throw error
    }
  }
  return queued
}

/**
 * Queues the automatic print of an order when the branch prints on this trigger (at most once per printer). With `tx`
 * the rows and jobs are written in the request's transaction and every failure is thrown.
 */
export async function queueAutoPrint(payload: Payload, bundle: OrderBundle, trigger: AutoPrintTrigger, tx?: InOrderTransaction): Promise<PrintJobRow[]> {
  const setting = bundle.branch.autoPrint ?? 'onConfirmation'
  if (setting !== trigger) return []
  return (await createAndQueue(payload, bundle, 'auto', null, tx)).map((q) => q.row)
}

/** Explicit reprint (staff): one new print job per printer, printed right away; answers the resulting rows. */
export async function reprintOrder(payload: Payload, orderId: number, userId: number | null): Promise<PrintJobRow[]> {
  const bundle = await loadOrderBundle(payload, orderId)
  const queued = await createAndQueue(payload, bundle, 'reprint', userId)
  const rows: PrintJobRow[] = []
  for (const { row, jobId } of queued) {
    if (jobId !== null) await payload.jobs.runByID({ id: jobId, silent: true })
    rows.push(await payload.findByID({ collection: 'print-jobs', id: row.id, depth: 0, overrideAccess: true }))
  }
  return rows
}

async function update(payload: Payload, id: number, data: Record<string, unknown>) {
  // Deliberately overrideAccess: print jobs are written only by the server.
  await payload.update({ collection: 'print-jobs', id, data, depth: 0, overrideAccess: true })
}

/** Prints one claimed print job; claim, sweep, retry and give-up are the claimed-row worker's (platform/jobs/claimed-rows.ts). */
const PRINT_ROWS: ClaimedRowsSpec<PrintJobRow, PrintState> = {
  table: 'print_jobs',
  collection: 'print-jobs',
  claimedState: 'printing',
  maxAttempts: PRINT_MAX_ATTEMPTS,
  // a crash while printing: maybe partly printed, so never printed again automatically
  interrupted: PRINT_MESSAGES.maybePrinted,
  async work(job, { payload }) {
    const orderId = idOf(job.order as number | { id: number } | null)
    const deviceId = idOf(job.device as number | { id: number } | null)
    if (orderId === null || deviceId === null) throw new PrinterError(PRINT_MESSAGES.noPrinter, false)
    const device = (await payload.findByID({ collection: 'devices', id: deviceId, depth: 0, overrideAccess: true })) as Device
    if (!device.host) throw new PrinterError(PRINT_MESSAGES.noPrinter, false)
    // ask the printer first: paper out or an open cover would swallow the bytes without a word (the TCP send succeeds)
    const probe = await probePrinter(device.host, device.port ?? 9100)
    const blocked = probe.state === 'unknown' || printerCanPrint(probe.state) ? null : probeReason(device.name, probe)
    if (blocked) throw new PrinterError(blocked, false)
    const bundle = await loadOrderBundle(payload, orderId)
    const bytes = receiptToEscPos(buildReceipt(bundle, { reprint: job.kind === 'reprint' }))
    await sendToPrinter(device.host, device.port ?? 9100, bytes)
    return { state: 'printed', data: { printedAt: new Date().toISOString() } }
  },
  failure(error) {
    // bytes reached the printer: it may have printed, so no retry (staff reprint explicitly)
    const delivered = error instanceof PrinterError && error.delivered
    return { final: delivered, lastError: delivered ? `${PRINT_MESSAGES.maybePrinted} (${errorText(error)})` : errorText(error) }
  },
  failureLog: (_job, id) => ({ channel: 'printing', message: `Druckauftrag ${id} fehlgeschlagen`, context: { printJobId: id } }),
}

/** The job body: claims and prints one print job. Throws RetryLaterError when the job should retry. */
export async function runPrintJob(payload: Payload, printJobId: number): Promise<ClaimedRowResult<PrintState>> {
  return workClaimedRow(payload, PRINT_ROWS, printJobId)
}
