/**
 * A network receipt printer for the tests: a TCP listener (ephemeral port, like port 9100) that parses the
 * ESC/POS bytes of each connection into text lines (decoded with code page PC858 once ESC t 19 was sent),
 * styles, QR codes and cuts. Unknown commands make the parse fail loudly.
 * It answers the real-time status queries (DLE EOT 1/2/4) at once, like a real printer, and can simulate paper out,
 * an open cover, a printer without status support and a printer that is switched off (connections refused).
 */
import net from 'node:net'
import type { AddressInfo } from 'node:net'

import { CP858_DECODE } from '../../modules/notifications/printing/codepage'

export type PrintedLine = { text: string; bold: boolean; width: number; height: number; align: 'left' | 'center' | 'right' }
export type PrintedReceipt = {
  lines: PrintedLine[]
  qr: { data: string; model: number; size: number; errorCorrection: string }[]
  cuts: number
  initialised: boolean
  codePage: number | null
  bytes: Buffer
  /** All text lines joined with '\n'. */
  text: string
}

export function parseEscPos(bytes: Buffer): PrintedReceipt {
  const lines: PrintedLine[] = []
  const qr: PrintedReceipt['qr'] = []
  let cuts = 0
  let initialised = false
  let codePage: number | null = null
  let bold = false
  let width = 1
  let height = 1
  let align: PrintedLine['align'] = 'left'
  let current = ''
  let lineStyle: Omit<PrintedLine, 'text'> | null = null
  const pendingQr = { model: 0, size: 0, errorCorrection: '', data: '' }
  const at = (i: number) => {
    const b = bytes[i]
    if (b === undefined) throw new Error(`ESC/POS: unexpected end at ${i}`)
    return b
  }
  const flush = () => {
    const style = lineStyle ?? { bold, width, height, align }
    lines.push({ text: current, ...style })
    current = ''
    lineStyle = null
  }
  let i = 0
  while (i < bytes.length) {
    const b = at(i)
    if (b === 0x10 && bytes[i + 1] === 0x04) {
      // DLE EOT n: a real-time status query, answered on arrival (startFakePrinter), prints nothing
      i += 3
    } else if (b === 0x1b) {
      const cmd = at(i + 1)
      if (cmd === 0x40) {
        initialised = true
        bold = false
        width = 1
        height = 1
        align = 'left'
        i += 2
      } else if (cmd === 0x74) {
        codePage = at(i + 2)
        i += 3
      } else if (cmd === 0x45) {
        bold = at(i + 2) === 1
        i += 3
      } else if (cmd === 0x61) {
        align = (['left', 'center', 'right'] as const)[at(i + 2) % 3] ?? 'left'
        i += 3
      } else if (cmd === 0x64) {
        for (let n = 0; n < at(i + 2); n += 1) flush()
        i += 3
      } else throw new Error(`ESC/POS: unknown ESC 0x${cmd.toString(16)} at ${i}`)
    } else if (b === 0x1d) {
      const cmd = at(i + 1)
      if (cmd === 0x21) {
        const n = at(i + 2)
        width = (n >> 4) + 1
        height = (n & 0x0f) + 1
        i += 3
      } else if (cmd === 0x56) {
        const m = at(i + 2)
        cuts += 1
        i += m === 65 || m === 66 ? 4 : 3
      } else if (cmd === 0x28 && at(i + 2) === 0x6b) {
        const len = at(i + 3) + at(i + 4) * 256
        const cn = at(i + 5)
        const fn = at(i + 6)
        const data = bytes.subarray(i + 7, i + 5 + len)
        if (cn !== 0x31) throw new Error('ESC/POS: GS ( k only for QR (cn 49)')
        if (fn === 0x41) pendingQr.model = (data[0] ?? 0) - 0x30
        else if (fn === 0x43) pendingQr.size = data[0] ?? 0
        else if (fn === 0x45) pendingQr.errorCorrection = ({ 48: 'L', 49: 'M', 50: 'Q', 51: 'H' } as Record<number, string>)[data[0] ?? 0] ?? '?'
        else if (fn === 0x50) pendingQr.data = Buffer.from(data.subarray(1)).toString('utf8')
        else if (fn === 0x51) qr.push({ ...pendingQr })
        else throw new Error(`ESC/POS: unknown QR function ${fn}`)
        i += 5 + len
      } else throw new Error(`ESC/POS: unknown GS 0x${cmd.toString(16)} at ${i}`)
    } else if (b === 0x0a) {
      flush()
      i += 1
    } else if (b >= 0x20) {
      if (current === '') lineStyle = { bold, width, height, align }
      current += codePage === 19 ? (CP858_DECODE[b] ?? '?') : String.fromCharCode(b)
      i += 1
    } else throw new Error(`ESC/POS: unexpected control byte 0x${b.toString(16)} at ${i}`)
  }
  if (current) flush()
  return { lines, qr, cuts, initialised, codePage, bytes, text: lines.map((l) => l.text).join('\n') }
}

/** What the fake printer reports; 'silent' accepts connections but never answers a status query. */
export type FakePrinterCondition = 'online' | 'paperLow' | 'paperOut' | 'coverOpen' | 'silent'

/** The answer byte to DLE EOT n in a condition (fixed bits 0x12; see domain/printer-status.ts). */
export function fakeStatusByte(condition: FakePrinterCondition, n: number): number {
  const paperOut = condition === 'paperOut'
  const coverOpen = condition === 'coverOpen'
  if (n === 1) return 0x12 | (paperOut || coverOpen ? 0x08 : 0)
  if (n === 2) return 0x12 | (paperOut ? 0x20 : 0) | (coverOpen ? 0x04 : 0)
  if (n === 4) return 0x12 | (paperOut ? 0x60 : 0) | (condition === 'paperLow' ? 0x0c : 0)
  return 0x12
}

export async function startFakePrinter() {
  const receipts: PrintedReceipt[] = []
  const sockets = new Set<net.Socket>()
  let condition: FakePrinterCondition = 'online'
  /** Status queries answered (one per DLE EOT). */
  let statusQueries = 0
  const server = net.createServer((socket) => {
    sockets.add(socket)
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk)
      if (condition === 'silent') return
      // answer every DLE EOT n in this chunk (queries are 3 bytes and are sent in one write)
      for (let i = 0; i + 2 < chunk.length; i += 1) {
        if (chunk[i] === 0x10 && chunk[i + 1] === 0x04) {
          statusQueries += 1
          socket.write(Buffer.from([fakeStatusByte(condition, chunk[i + 2] ?? 0)]))
          i += 2
        }
      }
    })
    socket.on('end', () => {
      const parsed = parseEscPos(Buffer.concat(chunks))
      // a status-only connection prints nothing; without paper nothing comes out either
      if ((parsed.lines.length > 0 || parsed.cuts > 0) && condition !== 'paperOut' && condition !== 'coverOpen') receipts.push(parsed)
      socket.end()
    })
    socket.on('error', () => socket.destroy())
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    host: '127.0.0.1',
    port,
    receipts,
    get statusQueries() {
      return statusQueries
    },
    setCondition(value: FakePrinterCondition) {
      condition = value
    },
    /** Simulates a printer that is switched off: the port stops listening (connections are refused); false listens again. */
    async setOffline(value: boolean) {
      if (value) {
        for (const s of sockets) s.destroy()
        await new Promise<void>((resolve) => server.close(() => resolve()))
      } else {
        await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        if (!server.listening) return resolve()
        server.close(() => resolve())
      }),
  }
}
