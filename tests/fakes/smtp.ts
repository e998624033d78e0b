/**
 * A real SMTP server for the tests (smtp-server on an ephemeral port) that keeps every accepted message,
 * parsed by hand (mailparser is not installable): headers, RFC 2047 encoded words, quoted-printable/base64
 * bodies, multipart/alternative (first text/plain part).
 * `failNext(n, code)` rejects the next n messages (451 = temporary, 550 = permanent).
 */
import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

export type ParsedMail = {
  from: string
  to: string[]
  subject: string
  text: string
  headers: Record<string, string>
  raw: string
}

function decodeQuotedPrintable(input: string): Buffer {
  const bytes: number[] = []
  const text = input.replace(/=\r?\n/g, '')
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i)
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(char, 'utf8'))
    }
  }
  return Buffer.from(bytes)
}

/** =?UTF-8?Q?…?= and =?UTF-8?B?…?= (adjacent encoded words are joined without the whitespace between them). */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    )
}

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/)
  const head = at < 0 ? raw : raw.slice(0, at)
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '')
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { headers, body }
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const type = headers['content-type'] ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1).filter((p) => !p.startsWith('--'))
    const decoded = parts.map((p) => splitHead(p.replace(/^\r?\n/, '')))
    const plain = decoded.find((p) => /text\/plain/i.test(p.headers['content-type'] ?? 'text/plain')) ?? decoded[0]
    return plain ? decodeBody(plain.headers, plain.body) : ''
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase()
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body).toString('utf8')
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  return body
}

export function parseMail(raw: string, envelope: { from: string; to: string[] }): ParsedMail {
  const { headers, body } = splitHead(raw)
  return {
    from: envelope.from,
    to: envelope.to,
    subject: decodeEncodedWords(headers.subject ?? ''),
    text: decodeBody(headers, body).replace(/\r\n/g, '\n'),
    headers,
    raw,
  }
}

export type FakeSmtp = {
  port: number
  messages: ParsedMail[]
  failNext(count: number, code?: number): void
  close(): Promise<void>
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const messages: ParsedMail[] = []
  let failures: { count: number; code: number } = { count: 0, code: 451 }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username })
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (failures.count > 0) {
          failures = { ...failures, count: failures.count - 1 }
          const error = new Error(failures.code >= 500 ? 'Mailbox nicht verfügbar' : 'Bitte später erneut versuchen') as Error & { responseCode: number }
          error.responseCode = failures.code
          callback(error)
          return
        }
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        }
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), envelope))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  return {
    port,
    messages,
    failNext(count, code = 451) {
      failures = { count, code }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
