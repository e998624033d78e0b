'use client'
/** Device list column "Verbindung": "Online seit 14:05 Uhr" (green) / "Offline seit …" / "Noch nie verbunden" (domain/devices.ts). */
import type { DefaultCellComponentProps } from 'payload'

import { deviceConnection, deviceConnectionText } from '../../domain/devices'

export function DeviceConnectionCell({ rowData }: DefaultCellComponentProps) {
  const row = (rowData ?? {}) as { lastSeenAt?: string | null; onlineSince?: string | null; type?: string }
  if (row.type === 'printer') return <span style={{ opacity: 0.6 }}>–</span>
  const now = Date.now()
  const connection = deviceConnection(row, now)
  return (
    <span data-connection={connection.online ? 'online' : 'offline'} style={{ color: connection.online ? 'var(--theme-success-600)' : connection.since ? 'var(--theme-error-600)' : undefined, fontWeight: 600 }}>
      {connection.online ? '● ' : '○ '}
      {deviceConnectionText(connection, now)}
    </span>
  )
}
