import type { UploadField } from 'payload'

import { SLUGS } from '../slugs'

export const imageField = (name: string, label: string): UploadField => ({
  name,
  label,
  type: 'upload',
  relationTo: SLUGS.images,
})

export const imagesField = (name: string, label: string): UploadField => ({
  name,
  label,
  type: 'upload',
  relationTo: SLUGS.images,
  hasMany: true,
})
