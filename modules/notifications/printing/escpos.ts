/**
 * A small ESC/POS encoder for 80 mm thermal printers (Epson TM-T20/T88 and compatibles), font A = 48 characters
 * per line. Commands used:
 *   ESC @            initialise            ESC t n        code page (19 = PC858, see codepage.ts)
 *   ESC E n          bold on/off           ESC a n        align left/center/right
 *   GS ! n           character size (0x11 = double width and height)
 *   ESC d n          feed n lines          GS V 66 n      feed n and (partial) cut
 *   GS ( k …         QR code: model 2, module size, error correction M, store data, print
 */
import { CP858_ESC_T, encodeCp858 } from './codepage'

export const LINE_WIDTH = 48

const ESC = 0x1b
const GS = 0x1d

export class EscPosBuilder {
  private readonly bytes: number[] = []

  init(): this {
    this.bytes.push(ESC, 0x40, ESC, 0x74, CP858_ESC_T)
    return this
  }

  bold(on: boolean): this {
    this.bytes.push(ESC, 0x45, on ? 1 : 0)
    return this
  }

  align(where: 'left' | 'center' | 'right'): this {
    this.bytes.push(ESC, 0x61, where === 'left' ? 0 : where === 'center' ? 1 : 2)
    return this
  }

  /** Character size: 1 or 2 times width and height. */
  size(width: 1 | 2, height: 1 | 2): this {
    this.bytes.push(GS, 0x21, ((width - 1) << 4) | (height - 1))
    return this
  }

  text(value: string): this {
    this.bytes.push(...encodeCp858(value))
    return this
  }

  line(value = ''): this {
    return this.text(value).newline()
  }

  newline(): this {
    this.bytes.push(0x0a)
    return this
  }

  feed(lines: number): this {
    this.bytes.push(ESC, 0x64, Math.max(0, Math.min(255, lines)))
    return this
  }

  /** QR code (model 2, error correction M) with the printer's native GS ( k commands. */
  qr(data: string, moduleSize = 6): this {
    const payload = Buffer.from(data, 'utf8')
    const store = payload.length + 3
    this.bytes.push(GS, 0x28, 0x6b, 0x04, 0x00, 0x31, 0x41, 0x32, 0x00) // model 2
    this.bytes.push(GS, 0x28, 0x6b, 0x03, 0x00, 0x31, 0x43, Math.max(1, Math.min(16, moduleSize))) // module size
    this.bytes.push(GS, 0x28, 0x6b, 0x03, 0x00, 0x31, 0x45, 0x31) // error correction M
    this.bytes.push(GS, 0x28, 0x6b, store & 0xff, (store >> 8) & 0xff, 0x31, 0x50, 0x30, ...payload) // store
    this.bytes.push(GS, 0x28, 0x6b, 0x03, 0x00, 0x31, 0x51, 0x30) // print
    return this
  }

  /** Feeds past the cutter and cuts (partial cut). */
  cut(): this {
    this.bytes.push(GS, 0x56, 0x42, 0x03)
    return this
  }

  build(): Buffer {
    return Buffer.from(this.bytes)
  }
}

/** Breaks text into lines of at most `width` characters (at spaces where possible). */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let current = ''
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      let rest = word
      while (rest.length > width) {
        if (current) {
          lines.push(current)
          current = ''
        }
        lines.push(rest.slice(0, width))
        rest = rest.slice(width)
      }
      if (!current) current = rest
      else if (current.length + 1 + rest.length <= width) current += ` ${rest}`
      else {
        lines.push(current)
        current = rest
      }
    }
    lines.push(current)
  }
  return lines
}

/** Left text and right-aligned amount on one line (the left side wraps when it does not fit). */
export function columns(left: string, right: string, width: number): string[] {
  const indent = /^ */.exec(left)?.[0] ?? ''
  const room = width - right.length - 1 - indent.length
  const lines = wrap(left.trimStart(), Math.max(8, room)).map((line) => indent + line)
  const last = lines.pop() ?? ''
  if (last.length + 1 + right.length <= width) return [...lines, last + ' '.repeat(width - last.length - right.length) + right]
  return [...lines, last, ' '.repeat(Math.max(0, width - right.length)) + right]
}
