/**
 * A receipt printer's state as the board shows it: read from the ESC/POS real-time status answers (DLE EOT n) when
 * the printer is reachable, else from the last print job's result. Pure: the bytes and the job come in as data.
 *
 * DLE EOT answers (Epson ESC/POS, followed by most 80 mm printers): one byte each, bits 1 and 4 always set, bit 0
 * and 7 clear — a byte that does not look like that is not a status answer.
 *   n = 1 printer status:  bit 3 offline
 *   n = 2 offline cause:   bit 2 cover open, bit 5 printing stopped by paper end, bit 6 error
 *   n = 4 paper sensor:    bits 2+3 paper near end, bits 5+6 paper end
 */

export type PrinterState = 'online' | 'paperLow' | 'paperOut' | 'coverOpen' | 'error' | 'offline' | 'unknown'

/** Short words on the board's printer chip. */
export const PRINTER_STATE_LABELS: Readonly<Record<PrinterState, string>> = {
  online: 'Bereit',
  paperLow: 'Papier fast leer',
  paperOut: 'Papier leer',
  coverOpen: 'Deckel offen',
  error: 'Störung',
  offline: 'Nicht erreichbar',
  unknown: 'Status unbekannt',
}

/** Whether a receipt sent now would come out (paper low still prints). */
export const printerCanPrint = (state: PrinterState): boolean => state === 'online' || state === 'paperLow'

/** The three DLE EOT queries the server sends, in this order (printer status, offline cause, paper sensor). */
export const PRINTER_STATUS_QUERY: readonly number[] = [0x10, 0x04, 0x01, 0x10, 0x04, 0x02, 0x10, 0x04, 0x04]

const isStatusByte = (b: number | undefined): b is number => b !== undefined && (b & 0x93) === 0x12

/** The state from the answers to PRINTER_STATUS_QUERY; 'unknown' when they are missing or malformed. */
export function printerStateFromStatusBytes(bytes: ArrayLike<number>): PrinterState {
  const [status, cause, paper] = [bytes[0], bytes[1], bytes[2]]
  if (!isStatusByte(status) || !isStatusByte(cause) || !isStatusByte(paper)) return 'unknown'
  if ((paper & 0x60) !== 0 || (cause & 0x20) !== 0) return 'paperOut'
  if ((cause & 0x04) !== 0) return 'coverOpen'
  if ((cause & 0x40) !== 0) return 'error'
  if ((status & 0x08) !== 0) return 'error'
  if ((paper & 0x0c) !== 0) return 'paperLow'
  return 'online'
}

/** A print job's outcome as far as the state of its printer goes. */
export type LastPrintJob = { state: string; lastError: string | null; at: string | null }

/** Without a status answer: a printed last job means the printer worked; a failed one that it did not. */
export function printerStateFromLastJob(job: LastPrintJob | null): PrinterState {
  if (!job) return 'unknown'
  if (job.state === 'printed') return 'online'
  if (job.state === 'failed' || (job.state === 'queued' && job.lastError)) return 'error'
  return 'unknown'
}

/** The German sentence for a state that stops printing, naming the printer ("Bondrucker Küche: Papier leer – …"). */
export function printerStateReason(name: string, state: PrinterState): string | null {
  switch (state) {
    case 'paperOut':
      return `${name}: Papier leer – bitte eine neue Papierrolle einlegen.`
    case 'coverOpen':
      return `${name}: Der Deckel ist offen – bitte schließen.`
    case 'error':
      return `${name}: Der Drucker meldet eine Störung.`
    case 'offline':
      return `${name}: nicht erreichbar – ist der Drucker eingeschaltet und im Netzwerk?`
    default:
      return null
  }
}
