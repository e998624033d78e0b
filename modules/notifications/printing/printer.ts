/**
 * Raw TCP printing ("port 9100", JetDirect): connect, write the ESC/POS bytes, close.
 * The error says whether anything reached the printer (`delivered`), so a retry never prints a receipt twice:
 * a failed connect can be retried safely, a failure after writing cannot (the paper may be out already).
 */
import net from 'node:net'

export class PrinterError extends Error {
  constructor(
    message: string,
    readonly delivered: boolean,
  ) {
    super(message)
    this.name = 'PrinterError'
  }
}

const CONNECT_TIMEOUT_MS = 5_000
const WRITE_TIMEOUT_MS = 15_000

export function sendToPrinter(host: string, port: number, data: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    let connected = false
    let settled = false
    const socket = net.createConnection({ host, port })
    const finish = (error?: PrinterError) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      socket.destroy()
      if (error) reject(error)
      else resolve()
    }
    let timer = setTimeout(() => finish(new PrinterError(`Drucker ${host}:${port} antwortet nicht (Zeitüberschreitung).`, false)), CONNECT_TIMEOUT_MS)
    socket.once('connect', () => {
      connected = true
      clearTimeout(timer)
      timer = setTimeout(() => finish(new PrinterError(`Drucker ${host}:${port}: Zeitüberschreitung beim Senden.`, true)), WRITE_TIMEOUT_MS)
      socket.end(data)
    })
    // all bytes were handed to the OS and the printer closed or acknowledged the end of the stream
    socket.once('finish', () => socket.once('close', () => finish()))
    socket.once('error', (error: NodeJS.ErrnoException) => {
      const reason = error.code === 'ECONNREFUSED' ? 'Verbindung abgelehnt' : error.code === 'EHOSTUNREACH' ? 'nicht erreichbar' : error.message
      finish(new PrinterError(`Drucker ${host}:${port}: ${reason}.`, connected))
    })
  })
}
