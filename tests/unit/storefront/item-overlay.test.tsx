// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { UPLOAD_FAILED_MESSAGE } from '../../../storefront/src/features/item-config/api/upload'
import { ItemOverlay, stepState } from '../../../storefront/src/features/item-config/components/ItemOverlay'
import { DAG, LEBERKAESE, MENU_STEPS, PIZZA, SOUP } from './fixtures'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const renderOverlay = (product = PIZZA) => {
  const onSubmit = vi.fn()
  const onClose = vi.fn()
  render(<ItemOverlay product={product} deliveryType="takeaway" currency="EUR" onSubmit={onSubmit} onClose={onClose} />)
  return { onSubmit, onClose }
}

describe('ItemOverlay', () => {
  it('is a labelled dialog', () => {
    renderOverlay()
    expect(screen.getByRole('dialog', { name: 'Pizza Margherita' })).toHaveAttribute('aria-modal', 'true')
  })

  it('requires the required select before adding', async () => {
    const { onSubmit } = renderOverlay()
    await userEvent.click(screen.getByRole('button', { name: /In den Warenkorb/ }))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getByText('Dieser Wert sollte nicht leer sein.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('radio', { name: /Normal/ }))
    await userEvent.click(screen.getByRole('checkbox', { name: /Rucola/ }))
    expect(screen.getByRole('button', { name: /In den Warenkorb · 11,50 €/ })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /In den Warenkorb/ }))
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ productId: PIZZA.id, amount: 1, parts: [{ value: 'Normal' }, null, { values: ['Rucola'] }] }))
  })

  it('deselects an optional select on a second click (a required one stays)', async () => {
    renderOverlay()
    const fries = screen.getByRole('radio', { name: /Pommes/ })
    await userEvent.click(fries)
    expect(fries).toBeChecked()
    await userEvent.click(fries)
    expect(fries).not.toBeChecked()
    const normal = screen.getByRole('radio', { name: /Normal/ })
    await userEvent.click(normal)
    await userEvent.click(normal)
    expect(normal).toBeChecked()
  })

  it('step-by-step: back on step 0 cancels, next only when valid, add on the last step', async () => {
    const { onSubmit, onClose } = renderOverlay(MENU_STEPS)
    expect(screen.getByText('Schritt 1 von 2')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeDisabled()
    await userEvent.click(screen.getByRole('radio', { name: 'Kürbis' }))
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }))
    expect(screen.getByText('Schritt 2 von 2')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /In den Warenkorb/ })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Zurück' }))
    expect(screen.getByText('Schritt 1 von 2')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Kürbis' })).toBeChecked()
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }))
    await userEvent.click(screen.getByRole('radio', { name: 'Torte' }))
    await userEvent.click(screen.getByRole('button', { name: /In den Warenkorb/ }))
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ parts: [{ value: 'Kürbis' }, { value: 'Torte' }] }))
    expect(onClose).not.toHaveBeenCalled()
  })

  it('neither shows nor requires the parts of a product that is not configurable (SF §5), nor prices their options', async () => {
    // the pizza keeps its parts (a required size among them) but is a simple product now
    const { onSubmit } = renderOverlay({ ...PIZZA, type: 'simple' })
    expect(screen.queryByRole('radio', { name: /Normal/ })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /In den Warenkorb/ }))
    expect(screen.queryByText('Dieser Wert sollte nicht leer sein.')).not.toBeInTheDocument()
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ productId: PIZZA.id, amount: 1, parts: [] }))
  })

  it('step counter rules', () => {
    expect(stepState(0, 3, [0, 1, 2])).toEqual({ isFirst: true, isLast: false, canNext: false, canAdd: false })
    expect(stepState(1, 3, [2])).toEqual({ isFirst: false, isLast: false, canNext: true, canAdd: false })
    expect(stepState(2, 3, [])).toEqual({ isFirst: false, isLast: true, canNext: false, canAdd: true })
  })

  it('cancels from step 0', async () => {
    const { onClose } = renderOverlay(MENU_STEPS)
    await userEvent.click(screen.getByRole('button', { name: 'Abbrechen' }))
    expect(onClose).toHaveBeenCalled()
  })

  it('converts the amount when the unit changes and snaps typed quantities', async () => {
    const { onSubmit } = renderOverlay(LEBERKAESE)
    await userEvent.selectOptions(screen.getByLabelText('Einheit'), String(DAG.id))
    const amount = screen.getByLabelText('Menge')
    expect(amount).toHaveValue('10')
    await userEvent.clear(amount)
    await userEvent.type(amount, '12,5{Enter}')
    expect(amount).toHaveValue('15')
    await userEvent.click(screen.getByRole('button', { name: /In den Warenkorb/ }))
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ amount: 15, unitId: DAG.id }))
  })
})

describe('ItemOverlay file parts: what the customer reads when an upload fails', () => {
  const PHOTO_CAKE = { ...SOUP, id: 13, name: 'Fototorte', type: 'configurable' as const, config: { parts: [{ name: 'Foto', type: 'image' as const, optional: true }] } }
  const QUOTA = 'Sie haben in den letzten 24 Stunden zu viele Dateien hochgeladen. Bitte versuchen Sie es später erneut.'

  const uploadAnswering = async (status: number, body: unknown) => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })))
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined)
    render(<ItemOverlay product={PHOTO_CAKE} deliveryType="takeaway" currency="EUR" onSubmit={vi.fn()} onClose={vi.fn()} />)
    // the dialog renders into document.body (a portal)
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!
    await userEvent.upload(input, new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'foto.jpg', { type: 'image/jpeg' }))
    await vi.waitFor(() => expect(alert).toHaveBeenCalledTimes(1))
    return alert.mock.calls[0]?.[0]
  }

  it('the server’s message when the address’s upload quota is used up (429), not “zu groß”', async () => {
    expect(await uploadAnswering(429, { errors: [{ field: 'dataUrl', message: QUOTA }] })).toBe(QUOTA)
  })

  it('the SF §8 alert when the file cannot be processed', async () => {
    expect(await uploadAnswering(400, { errors: [{ field: 'dataUrl', message: 'Die Datei kann nicht verarbeitet werden.' }] })).toBe(UPLOAD_FAILED_MESSAGE)
  })
})
