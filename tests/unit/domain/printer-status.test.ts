/** The printer's state from the ESC/POS DLE EOT answers and, without them, from the last print job. */
import { describe, expect, it } from 'vitest'

import { printerCanPrint, printerStateFromLastJob, printerStateFromStatusBytes, printerStateReason } from '../../../domain'

describe('printerStateFromStatusBytes', () => {
  it('reads a ready printer', () => {
    expect(printerStateFromStatusBytes([0x12, 0x12, 0x12])).toBe('online')
  })
  it('reads paper out from the paper sensor or the offline cause', () => {
    expect(printerStateFromStatusBytes([0x1a, 0x32, 0x72])).toBe('paperOut')
    expect(printerStateFromStatusBytes([0x1a, 0x32, 0x12])).toBe('paperOut')
  })
  it('reads paper low (still prints), an open cover and an error', () => {
    expect(printerStateFromStatusBytes([0x12, 0x12, 0x1e])).toBe('paperLow')
    expect(printerCanPrint('paperLow')).toBe(true)
    expect(printerStateFromStatusBytes([0x1a, 0x16, 0x12])).toBe('coverOpen')
    expect(printerStateFromStatusBytes([0x1a, 0x52, 0x12])).toBe('error')
  })
  it('is unknown for missing or malformed answers', () => {
    expect(printerStateFromStatusBytes([])).toBe('unknown')
    expect(printerStateFromStatusBytes([0x12, 0x12])).toBe('unknown')
    expect(printerStateFromStatusBytes([0x00, 0x12, 0x12])).toBe('unknown')
    expect(printerStateFromStatusBytes([0x93, 0x12, 0x12])).toBe('unknown')
  })
})

describe('printerStateFromLastJob', () => {
  it('printed → online, failed → error, nothing → unknown', () => {
    expect(printerStateFromLastJob({ state: 'printed', lastError: null, at: null })).toBe('online')
    expect(printerStateFromLastJob({ state: 'failed', lastError: 'x', at: null })).toBe('error')
    expect(printerStateFromLastJob({ state: 'queued', lastError: 'Verbindung abgelehnt', at: null })).toBe('error')
    expect(printerStateFromLastJob(null)).toBe('unknown')
  })
})

it('names the printer in the German reason', () => {
  expect(printerStateReason('Bondrucker Küche', 'paperOut')).toBe('Bondrucker Küche: Papier leer – bitte eine neue Papierrolle einlegen.')
  expect(printerStateReason('Bondrucker Küche', 'online')).toBeNull()
})
