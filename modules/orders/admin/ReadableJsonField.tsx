'use client'
/**
 * Read-only JSON snapshots of an order shown as German text instead of Payload's JSON editor (which also loads its
 * editor from a CDN): `taxes` ({ "10": 45 } → "10 %: 0,45 €") and an item's `parts` ("Größe: Normal").
 */
import { FieldLabel, useField } from '@payloadcms/ui'
import type { JSONFieldClientProps } from 'payload'

import { readableLines } from './readableJson'

export const ReadableJsonField = ({ field, path: pathFromProps, kind }: JSONFieldClientProps & { kind: 'taxes' | 'parts' }) => {
  const { path, value } = useField<unknown>({ potentiallyStalePath: pathFromProps })
  const lines = readableLines(kind, value)
  return (
    <div className="field-type json read-only">
      <FieldLabel label={field.label} path={path} />
      <div className="field-type__wrap" style={{ padding: '0.4rem 0' }}>
        {lines.length === 0 ? <span style={{ opacity: 0.7 }}>–</span> : lines.map((line) => <div key={line}>{line}</div>)}
      </div>
    </div>
  )
}
