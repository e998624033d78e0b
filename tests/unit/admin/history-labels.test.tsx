// @vitest-environment jsdom
/**
 * The order's history in the admin names every code by the domain's tables: payment events were shown as raw codes
 * ('paid', 'payment-failed') by the admin's own copy of the labels; the ready step is named by the delivery type.
 */
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

const form = vi.hoisted(() => ({
  row: {} as { at?: string | null; action?: string | null },
  value: null as string | null,
  deliveryType: 'takeaway',
}))

vi.mock('@payloadcms/ui', () => ({
  useRowLabel: () => ({ data: form.row, rowNumber: 0 }),
  useField: ({ potentiallyStalePath }: { potentiallyStalePath: string }) => ({ path: potentiallyStalePath, value: form.value }),
  useFormFields: <T,>(selector: (context: [Record<string, { value: unknown }>, unknown]) => T): T =>
    selector([
      { deliveryType: { value: form.deliveryType }, isDelivery: { value: false }, isDineIn: { value: false } },
      () => undefined,
    ]),
  FieldLabel: ({ label }: { label: string }) => <label>{label}</label>,
}))

import { CodeLabelField, HistoryRowLabel } from '../../../platform/admin/CodeLabelField'

afterEach(cleanup)

const field = (codes: 'history' | 'state') =>
  render(
    <CodeLabelField
      {...({ field: { name: 'x', label: 'Code' }, path: 'history.0.x', codes } as unknown as Parameters<
        typeof CodeLabelField
      >[0])}
    />,
  )

describe('order history in the admin', () => {
  it('names payment events in German in the row label', () => {
    for (const [code, label] of [
      ['paid', 'Bezahlt'],
      ['payment-failed', 'Zahlung fehlgeschlagen'],
      ['refunded', 'Rückerstattet'],
      ['payment-started', 'Zahlung gestartet'],
    ] as const) {
      form.row = { at: null, action: code }
      const { unmount } = render(<HistoryRowLabel />)
      expect(screen.getByText(`Eintrag 1 · ${label}`)).toBeInTheDocument()
      unmount()
    }
  })

  it('names the ready step by the order delivery type', () => {
    form.row = { at: null, action: 'in-delivery' }
    form.deliveryType = 'dineIn'
    render(<HistoryRowLabel />)
    expect(screen.getByText('Eintrag 1 · Servierbereit')).toBeInTheDocument()
  })

  it('shows the action and the states of a row by their names', () => {
    form.deliveryType = 'takeaway'
    form.value = 'payment-failed'
    field('history')
    expect(screen.getByRole('textbox')).toHaveValue('Zahlung fehlgeschlagen')
    cleanup()
    form.value = 'inDelivery'
    field('state')
    expect(screen.getByRole('textbox')).toHaveValue('Abholbereit')
    cleanup()
    form.value = null
    field('state')
    expect(screen.getByRole('textbox')).toHaveValue('–')
  })
})
