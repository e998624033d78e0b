// @vitest-environment jsdom
/**
 * The editor's rough edges (issue 35): a content block's row shows the title typed into the block (it stayed
 * "Ohne Titel", Payload's empty block-name input), and "Pfad" is neither marked nor checked as required in the admin
 * while the name it is filled from is there — the server still refuses an empty one.
 */
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen } from '@testing-library/react'
import type { PayloadRequest, TextField } from 'payload'
import type { ComponentProps } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

const form = vi.hoisted(() => ({ row: {} as Record<string, unknown>, rowNumber: 0 }))

vi.mock('@payloadcms/ui', () => ({
  useRowLabel: () => ({ data: form.row, rowNumber: form.rowNumber }),
  useConfig: () => ({ config: { blocksMap: { textSection: { labels: { singular: 'Textabschnitt' } } } } }),
  Pill: ({ children }: { children: string }) => <span>{children}</span>,
  FieldLabel: ({ label, required }: { label: string; required?: boolean }) => <label>{`${label}${required ? ' *' : ''}`}</label>,
}))

import { CONTENT_BLOCKS } from '../../../modules/content/collections/blocks'
import { BlockRowLabel, blockRowTitle } from '../../../platform/admin/NameRowLabel'
import { OptionalFieldLabel } from '../../../platform/admin/OptionalFieldLabel'
import { pathField } from '../../../platform/fields/path'

afterEach(cleanup)

describe('content block rows', () => {
  it('show number, block type and the title typed into the block', () => {
    form.row = { blockType: 'textSection', title: 'Unser Team', blockName: '' }
    form.rowNumber = 2
    render(<BlockRowLabel />)
    expect(screen.getByText('03')).toBeInTheDocument()
    expect(screen.getByText('Textabschnitt')).toBeInTheDocument()
    expect(screen.getByText('Unser Team')).toBeInTheDocument()
    expect(screen.queryByText('Ohne Titel')).not.toBeInTheDocument()
  })

  it('take the title from the block’s own fields, short text only', () => {
    expect(blockRowTitle({ blockType: 'link', label: 'Jetzt bestellen' })).toBe('Jetzt bestellen')
    expect(blockRowTitle({ blockType: 'image', caption: '  Sommer\n am See ' })).toBe('Sommer am See')
    expect(blockRowTitle({ blockType: 'richText', text: { root: {} } })).toBe('')
    expect(blockRowTitle({ blockType: 'markdown', text: 'x'.repeat(200) })).toHaveLength(80)
  })

  it('use that label for every block of the layout builder', () => {
    for (const block of CONTENT_BLOCKS) {
      expect(block.admin?.components?.Label, block.slug).toBe('/platform/admin/NameRowLabel#BlockRowLabel')
    }
  })
})

describe('"Pfad" filled from the name', () => {
  const field: TextField = pathField('name')
  const req = { payload: { config: {} }, t: (key: string) => key } as unknown as PayloadRequest
  type Validate = (value: string | undefined, args: Record<string, unknown>) => string | true
  const validate = (value: string | undefined, data: Record<string, unknown>) =>
    (field.validate as unknown as Validate)(value, { ...(field as unknown as Record<string, unknown>), req, data, siblingData: data })

  it('is not asked for in the admin while the name is there', () => {
    expect(validate('', { name: 'Über uns' })).toBe(true)
    expect(validate(undefined, { name: 'Über uns' })).toBe(true)
  })

  it('is still required without a usable name (the server checks after the fill)', () => {
    expect(validate('', { name: '' })).toBe('validation:required')
    expect(validate('', { name: '!!!' })).toBe('validation:required')
    expect(validate('ueber-uns', {})).toBe(true)
    expect(field.required).toBe(true)
  })

  it('is labelled without the required mark', () => {
    expect(field.admin?.components?.Label).toBe('/platform/admin/OptionalFieldLabel#OptionalFieldLabel')
    const props = { field: { name: 'path', label: 'Pfad', type: 'text', required: true }, path: 'path' }
    render(<OptionalFieldLabel {...(props as unknown as ComponentProps<typeof OptionalFieldLabel>)} />)
    expect(screen.getByText('Pfad')).toBeInTheDocument()
  })
})
