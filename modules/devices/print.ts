/**
 * POST /devices/{id}/test/print: a test page on a receipt printer through the existing ESC/POS path (receipt blocks
 * → receiptToEscPos → raw TCP, modules/notifications/printing). Sent at once, not queued: staff wait for the answer.
 */
import type { Payload } from 'payload'

import { formatDate, formatTime } from '../../domain'
import type { Device } from '../../contracts/payload-types'
import { ApiError } from '../../platform/api/errors'
import { PrinterError, sendToPrinter } from '../notifications'
import { receiptToEscPos } from '../notifications'
import type { ReceiptBlock } from '../notifications'
import { readSettings, shopLocale } from '../settings'
import { branchIdOf } from './access'
import { DEVICE_MESSAGES as M } from './messages'

const failed = (status: number, reason: string, field = 'printer') => new ApiError(status, [{ field, message: `${M.testFailed} ${reason}` }])

/** The test page: title, device, branch, time and a line with umlauts, ß and € (code page check). */
export function testPageBlocks(device: Pick<Device, 'name' | 'host' | 'port'>, branchName: string, now: number, timeZone: string): ReceiptBlock[] {
  return [
    { kind: 'title', text: 'Testdruck' },
    { kind: 'rule' },
    { kind: 'pair', left: 'Gerät', right: device.name },
    { kind: 'pair', left: 'Filiale', right: branchName },
    { kind: 'pair', left: 'Adresse', right: `${device.host ?? ''}:${device.port ?? 9100}` },
    { kind: 'pair', left: 'Zeit', right: `${formatDate(now, timeZone)} ${formatTime(now, timeZone)}` },
    { kind: 'rule' },
    { kind: 'text', text: 'Zeichensatz: äöü ÄÖÜ ß €' },
    { kind: 'center', text: 'Der Drucker ist richtig eingerichtet.' },
  ]
}

export async function printTestPage(payload: Payload, device: Device, now = Date.now()): Promise<{ printedAt: string; bytes: number }> {
  if (device.type !== 'printer') throw failed(409, M.printOnlyPrinters, 'type')
  const host = device.host?.trim()
  if (!host) throw failed(409, M.printerWithoutHost, 'host')
  // Deliberately overrideAccess: the branch's name for the page; the caller's right to the device was checked before.
  const branch = await payload.findByID({ collection: 'branches', id: branchIdOf(device), depth: 0, overrideAccess: true, disableErrors: true, select: { name: true } })
  const { timeZone } = shopLocale(await readSettings(payload))
  const bytes = receiptToEscPos(testPageBlocks(device, String(branch?.name ?? ''), now, timeZone))
  try {
    await sendToPrinter(host, device.port ?? 9100, bytes)
  } catch (error) {
    throw failed(502, error instanceof PrinterError ? error.message : String(error))
  }
  return { printedAt: new Date(now).toISOString(), bytes: bytes.length }
}
