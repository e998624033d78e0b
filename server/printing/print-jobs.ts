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
import type { Payload } from 'payload'

import type { Device, Order, PrintJob } from '../../payload-types'
import { errorText, logFailure } from '../jobs/log'
import { STALE_CLAIM_MS, isDedupeViolation, run, sql } from '../jobs/sql'
import { loadOrderBundle } from '../notifications/order-data'
import type { OrderBundle } from '../notifications/order-data'
import { PrinterError, sendToPrinter } from './printer'
import { buildReceipt, receiptToEscPos } from './receipt'

export const PRINT_TASK = 'printReceipt'
export const PRINT_MAX_ATTEMPTS = 4

export const PRINT_MESSAGES = {
  failed: 'Beleg konnte nicht gedruckt werden.',
  noPrinter: 'Für diese Filiale ist kein aktiver Bondrucker (Gerät der Art „Bondrucker“ mit Host) eingerichtet.',
  maybePrinted: 'Verbindung während des Druckens abgebrochen – der Beleg wurde eventuell teilweise gedruckt. Bitte bei Bedarf nachdrucken.',
} as const

export type PrintState = 'queued' | 'printing' | 'printed' | 'failed' | 'skipped'
export type PrintJobRow = {
  id: number
  order?: number | Order | null
  device?: number | Device | null
  kind: 'auto' | 'reprint'
  state: PrintState
  attempts?: number | null
  lastError?: string | null
  printedAt?: string | null
}

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

async function createRow(payload: Payload, data: PrintJobData): Promise<PrintJobRow | null> {
  try {
    // Deliberately overrideAccess: print jobs are written only by the server.
    return (await payload.create({ collection: 'print-jobs', data, depth: 0, overrideAccess: true })) as unknown as PrintJobRow
  } catch (error) {
    if (typeof data.dedupeKey === 'string' && isDedupeViolation(error)) return null
    throw error
  }
}

type Queued = { row: PrintJobRow; jobId: number | string | null }

async function createAndQueue(payload: Payload, bundle: OrderBundle, kind: 'auto' | 'reprint', userId: number | null): Promise<Queued[]> {
  const { order, branch } = bundle
  const printers = await branchPrinters(payload, branch.id)
  const base = { order: order.id, branch: branch.id, kind, attempts: 0, requestedBy: userId } as const
  if (printers.length === 0) {
    const row = await createRow(payload, { ...base, state: 'skipped', lastError: PRINT_MESSAGES.noPrinter, dedupeKey: kind === 'auto' ? `auto:${order.id}:none` : null })
    return row ? [{ row, jobId: null }] : []
  }
  const queued: Queued[] = []
  for (const device of printers) {
    const row = await createRow(payload, { ...base, device: device.id, state: 'queued', dedupeKey: kind === 'auto' ? `auto:${order.id}:${device.id}` : null })
    if (!row) continue // printed (or queued) automatically before
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

/** Queues the automatic print of an order when the branch prints on this trigger (at most once per printer). */
export async function queueAutoPrint(payload: Payload, bundle: OrderBundle, trigger: AutoPrintTrigger): Promise<PrintJobRow[]> {
  const setting = bundle.branch.autoPrint ?? 'onConfirmation'
  if (setting !== trigger) return []
  return (await createAndQueue(payload, bundle, 'auto', null)).map((q) => q.row)
}

/** Explicit reprint (staff): one new print job per printer, printed right away; answers the resulting rows. */
export async function reprintOrder(payload: Payload, orderId: number, userId: number | null): Promise<PrintJobRow[]> {
  const bundle = await loadOrderBundle(payload, orderId)
  const queued = await createAndQueue(payload, bundle, 'reprint', userId)
  const rows: PrintJobRow[] = []
  for (const { row, jobId } of queued) {
    if (jobId !== null) await payload.jobs.runByID({ id: jobId, silent: true })
    rows.push((await payload.findByID({ collection: 'print-jobs', id: row.id, depth: 0, overrideAccess: true })) as unknown as PrintJobRow)
  }
  return rows
}

export class PrintRetryError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PrintRetryError'
  }
}

async function update(payload: Payload, id: number, data: Record<string, unknown>) {
  // Deliberately overrideAccess: print jobs are written only by the server.
  await payload.update({ collection: 'print-jobs', id, data, depth: 0, overrideAccess: true })
}

/** The job body: claims and prints one print job. Throws PrintRetryError when the job should retry. */
export async function runPrintJob(payload: Payload, printJobId: number): Promise<{ state: PrintState | 'missing' | 'busy' }> {
  // Print jobs left 'printing' by a process that died end as failed (maybe partly printed); Payload never runs such a
  // job again, so every later print job sweeps them (as the outbox does).
  await run(
    payload,
    sql`update print_jobs set state = 'failed', last_error = ${PRINT_MESSAGES.maybePrinted}, updated_at = now()
        where state = 'printing' and claimed_at < now() - make_interval(secs => ${STALE_CLAIM_MS / 1000})`,
  )
  const claimed = await run(
    payload,
    sql`update print_jobs set state = 'printing', attempts = coalesce(attempts, 0) + 1, claimed_at = now(), updated_at = now()
        where id = ${printJobId} and state = 'queued' returning id, attempts`,
  )
  if (claimed.length === 0) {
    const current = (await payload.find({ collection: 'print-jobs', where: { id: { equals: printJobId } }, limit: 1, depth: 0, overrideAccess: true }))
      .docs[0] as unknown as PrintJobRow | undefined
    if (!current) return { state: 'missing' }
    return { state: current.state === 'printing' ? 'busy' : current.state }
  }
  const attempts = Number(claimed[0]?.attempts ?? 1)
  const job = (await payload.findByID({ collection: 'print-jobs', id: printJobId, depth: 0, overrideAccess: true })) as unknown as PrintJobRow
  try {
    const orderId = idOf(job.order as number | { id: number } | null)
    const deviceId = idOf(job.device as number | { id: number } | null)
    if (orderId === null || deviceId === null) throw new PrinterError(PRINT_MESSAGES.noPrinter, false)
    const device = (await payload.findByID({ collection: 'devices', id: deviceId, depth: 0, overrideAccess: true })) as Device
    if (!device.host) throw new PrinterError(PRINT_MESSAGES.noPrinter, false)
    const bundle = await loadOrderBundle(payload, orderId)
    const bytes = receiptToEscPos(buildReceipt(bundle, { reprint: job.kind === 'reprint' }))
    await sendToPrinter(device.host, device.port ?? 9100, bytes)
    await update(payload, printJobId, { state: 'printed', printedAt: new Date().toISOString(), lastError: null })
    return { state: 'printed' }
  } catch (error) {
    const delivered = error instanceof PrinterError && error.delivered
    const final = delivered || attempts >= PRINT_MAX_ATTEMPTS
    await update(payload, printJobId, { state: final ? 'failed' : 'queued', lastError: delivered ? `${PRINT_MESSAGES.maybePrinted} (${errorText(error)})` : errorText(error) })
    if (final) {
      await logFailure(payload, 'printing', `Druckauftrag ${printJobId} fehlgeschlagen`, error, { printJobId })
      return { state: 'failed' }
    }
    throw new PrintRetryError(`Versuch ${attempts} fehlgeschlagen: ${errorText(error)}`)
  }
}
