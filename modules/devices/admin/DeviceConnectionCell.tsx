'use client'
/** Device list column "Verbindung": "Online seit 14:05 Uhr" (green) / "Offline seit …" / "Noch nie verbunden" (domain/devices.ts). */
import type { DefaultCellComponentProps } from 'payload'
import { useEffect, useState } from 'react'

import { deviceConnection, deviceConnectionText } from '../../../domain/devices'

export function DeviceConnectionCell({ rowData }: DefaultCellComponentProps) {
  const row = (rowData ?? {}) as { lastSeenAt?: string | null; onlineSince?: string | null; type?: string }
  // the text depends on the clock: rendered in the browser only (the server's render would not hydrate)
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => setNow(Date.now()), [])
  if (row.type === 'printer') return <span style={{ opacity: 0.6 }}>–</span>
  if (now === null) return <span>…</span>
  const connection = deviceConnection(row, now)
  return (
    <span data-connection={connection.online ? 'online' : 'offline'} style={{ color: connection.online ? '#1a7f37' : connection.since ? '#b42318' : undefined, fontWeight: 600 }}>
      {connection.online ? '● ' : '○ '}
      {deviceConnectionText(connection, now)}
    </span>
  )
}
