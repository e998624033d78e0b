'use client'
/** A field's label without the required mark: for keys the server fills when left empty (the path from the name). */
import { FieldLabel } from '@payloadcms/ui'
import type { TextFieldLabelClientComponent } from 'payload'

export const OptionalFieldLabel: TextFieldLabelClientComponent = ({ field, path }) => (
  <FieldLabel label={field?.label} localized={field?.localized} path={path} required={false} />
)
