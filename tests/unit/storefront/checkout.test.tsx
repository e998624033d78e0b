// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { SWRConfig } from 'swr'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CheckoutErrorRoute, CheckoutRoute } from '../../../storefront/src/features/checkout/components/CheckoutPage'
import { CartStore, resetCartStores } from '../../../storefront/src/features/cart/store'
import { KEYS } from '../../../storefront/src/lib/data'
import { toBranchInput } from '../../../storefront/src/lib/adapters'
import type { BranchDoc } from '../../../storefront/src/lib/types'
import { BRANCH, PIECE, SOUP } from './fixtures'

const fallback = {
  [KEYS.config]: { shopName: 'Genusswerk', enableCash: true, termsAndConditionsText: '# AGB', privacyPolicyText: '# Datenschutz' },
  [KEYS.branches]: [BRANCH],
  [KEYS.products]: [SOUP],
  [KEYS.tables]: [{ id: 5, identifier: 'T3', branch: 1 }],
  [KEYS.donatees]: [],
}

function renderCheckout(path = '/store/graz/checkout', branches: readonly BranchDoc[] = [BRANCH]) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), fallback: { ...fallback, [KEYS.branches]: branches }, revalidateOnMount: false, revalidateIfStale: false }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/store/:branchIdentifier/checkout" element={<CheckoutRoute />} />
          <Route path="/store/:branchIdentifier/checkout/error" element={<CheckoutErrorRoute />} />
          <Route path="/store/:branchIdentifier" element={<p>Speisekarte</p>} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  )
}

function seedCart(amount = 1, type: 'takeaway' | 'delivery' | 'dineIn' = 'takeaway', branch: BranchDoc = BRANCH) {
  const store = new CartStore(toBranchInput(branch))
  store.addItem({ key: 'a', productId: SOUP.id, amount, unitId: PIECE.id, parts: [] })
  store.setDeliveryType(type)
  resetCartStores()
}

beforeEach(() => {
  window.sessionStorage.clear()
  resetCartStores()
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo
})
afterEach(cleanup)

describe('checkout form rules', () => {
  it('shows the empty-cart message with a link back', () => {
    renderCheckout()
    expect(screen.getByRole('heading', { name: 'Keine Produkte im Warenkorb!' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Zurück zur Speisekarte' })).toHaveAttribute('href', '/store/graz')
  })

  it('lists all errors, highlights the fields, links each to its message and moves the focus to the first (issue #34)', async () => {
    seedCart()
    renderCheckout()
    await userEvent.click(screen.getByRole('button', { name: 'Bestellung abschicken' }))
    const alert = screen.getByRole('alert')
    expect(within(alert).getByText('Bitte überprüfen Sie Ihre Angaben:')).toBeInTheDocument()
    expect(alert).toHaveTextContent('Vorname: Dieser Wert sollte nicht leer sein.')
    expect(alert).toHaveTextContent('Nachname: Dieser Wert sollte nicht leer sein.')
    expect(alert).toHaveTextContent('AGB: Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.')
    expect(alert).toHaveTextContent('Datenschutz: Bitte akzeptieren Sie die Datenschutzerklärung.')
    const firstName = screen.getByLabelText('Vorname')
    expect(firstName).toHaveAttribute('aria-invalid', 'true')
    expect(firstName).toHaveAccessibleDescription('Dieser Wert sollte nicht leer sein.')
    expect(screen.getByRole('checkbox', { name: /AGB/ })).toHaveAccessibleDescription('Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.')
    await waitFor(() => expect(firstName).toHaveFocus())
  })

  it('drops a field’s error frame once the customer changes it (the ticked AGB box stayed red)', async () => {
    seedCart()
    renderCheckout()
    await userEvent.click(screen.getByRole('button', { name: 'Bestellung abschicken' }))
    const terms = document.querySelector<HTMLInputElement>('input[name="legalInstructions"]')!
    expect(terms).toHaveAttribute('aria-invalid', 'true')
    expect(terms.closest('label')).toHaveClass('is-invalid')
    await userEvent.click(terms)
    expect(terms).toBeChecked()
    expect(terms).not.toHaveAttribute('aria-invalid')
    expect(terms.closest('label')).not.toHaveClass('is-invalid')
    // an untouched field keeps its frame
    expect(screen.getByLabelText('Vorname')).toHaveAttribute('aria-invalid', 'true')
  })

  it('requires a table for dine-in', async () => {
    seedCart(1, 'dineIn')
    renderCheckout()
    expect(screen.getByText('Die Tischnummer finden Sie in der Mitte des QR-Codes auf Ihrem Tisch.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Bestellung abschicken' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Tischnummer: Dieser Wert sollte nicht leer sein.')
    expect(screen.getByRole('combobox', { name: 'Tischnummer' })).toHaveAttribute('aria-invalid', 'true')
  })

  it('blocks delivery below the minimum order value', async () => {
    seedCart(1, 'delivery')
    renderCheckout()
    expect(screen.getAllByText('Sie haben den Mindestbestellwert in Höhe von 15,00 € leider noch nicht erreicht.').length).toBeGreaterThan(0)
    await userEvent.click(screen.getByRole('button', { name: 'Bestellung abschicken' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Liefergebiet: Sie haben den Mindestbestellwert in Höhe von 15,00 € leider noch nicht erreicht.')
  })

  it('shows the payment failure message on /checkout/error', () => {
    seedCart()
    renderCheckout('/store/graz/checkout/error')
    expect(screen.getByRole('alert')).toHaveTextContent('Leider ist Ihre Zahlung fehlgeschlagen. Bitte überprüfen Sie Ihre Daten und versuchen Sie es erneut.')
  })

  it('sends only the items it shows and checked (not one whose product left the catalogue)', async () => {
    const store = new CartStore(toBranchInput(BRANCH))
    store.addItem({ key: 'a', productId: SOUP.id, amount: 2, unitId: PIECE.id, parts: [] })
    store.addItem({ key: 'gone', productId: 999, amount: 1, unitId: PIECE.id, parts: [] })
    resetCartStores()
    const sent: unknown[] = []
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)))
      return new Response(JSON.stringify({ data: { uid: 'u1', hash: 'h1' } }), { status: 201, headers: { 'content-type': 'application/json' } })
    })
    vi.stubGlobal('fetch', fetchMock)
    try {
      renderCheckout()
      await userEvent.type(screen.getByLabelText('Vorname'), 'Erika')
      await userEvent.type(screen.getByLabelText('Nachname'), 'Muster')
      for (const box of screen.getAllByRole('checkbox').filter((el) => !(el as HTMLInputElement).checked && el.getAttribute('name') !== 'isCompany'))
        await userEvent.click(box)
      await userEvent.click(screen.getByRole('button', { name: 'Bestellung abschicken' }))
      expect(screen.queryByRole('alert')?.textContent ?? '').toBe('')
      expect(sent).toHaveLength(1)
      expect((sent[0] as { items: { product: number; amount: number }[] }).items).toEqual([expect.objectContaining({ product: SOUP.id, amount: 2 })])
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('sends a lost order again with the same Idempotency-Key and keeps the button disabled while sending', async () => {
    seedCart()
    const keys: (string | null)[] = []
    let answer: (() => void) | null = null
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      keys.push(new Headers(init?.headers).get('Idempotency-Key'))
      if (keys.length === 1) throw new TypeError('Failed to fetch')
      if (keys.length === 2) return new Response(JSON.stringify({ errors: [{ field: null, message: 'Nicht erreichbar' }] }), { status: 503 })
      await new Promise<void>((resolve) => (answer = resolve))
      return new Response(JSON.stringify({ data: { uid: 'u1', hash: 'h1' } }), { status: 201, headers: { 'content-type': 'application/json' } })
    })
    vi.stubGlobal('fetch', fetchMock)
    try {
      renderCheckout()
      await userEvent.type(screen.getByLabelText('Vorname'), 'Erika')
      await userEvent.type(screen.getByLabelText('Nachname'), 'Muster')
      for (const box of screen.getAllByRole('checkbox').filter((el) => !(el as HTMLInputElement).checked && el.getAttribute('name') !== 'isCompany'))
        await userEvent.click(box)
      const button = screen.getByRole('button', { name: 'Bestellung abschicken' })
      await userEvent.click(button)
      await vi.waitFor(() => expect(keys).toHaveLength(3), { timeout: 5000 })
      expect(screen.getByRole('button', { busy: true })).toBeDisabled()
      answer!()
      await vi.waitFor(() => expect(screen.queryByRole('button', { busy: true })).toBeNull())
      expect(new Set(keys).size).toBe(1)
      expect(keys[0]).toMatch(/^[\x21-\x7e]{1,255}$/)
    } finally {
      vi.unstubAllGlobals()
    }
   }, 20_000)

  it('cancel returns to the menu', async () => {
    seedCart()
    renderCheckout()
    await userEvent.click(screen.getByRole('link', { name: 'Abbrechen' }))
    expect(screen.getByText('Speisekarte')).toBeInTheDocument()
  })
})

describe('delivery areas by postcode (issue 33)', () => {
  const POSTCODE_BRANCH: BranchDoc = {
    ...BRANCH,
    deliveryAreas: [
      { id: 'a1', area: '1070 Neubau', postcodes: ['1070'], price: 290, tax: 20, freeFromOrderValue: 2500, minimumOrderValue: 1500 },
      { id: 'a2', area: '1060 Mariahilf', postcodes: ['1060'], price: 390, tax: 20, minimumOrderValue: 0, note: 'Lieferung in ca. 45 Minuten.' },
    ],
  }

  it('says at once that a PLZ is not served, refuses it on submit, and takes the area and fee of a served PLZ', async () => {
    seedCart(4, 'delivery', POSTCODE_BRANCH)
    renderCheckout('/store/graz/checkout', [POSTCODE_BRANCH])
    expect(screen.queryByRole('combobox', { name: 'Liefergebiet' })).toBeNull()
    expect(screen.getByText('Das Liefergebiet ergibt sich aus Ihrer Postleitzahl. Wir liefern an: 1060, 1070.')).toBeInTheDocument()
    const zip = screen.getByRole('textbox', { name: 'PLZ' })
    await userEvent.type(zip, '1010')
    expect(screen.getByText('Leider liefern wir nicht an die Postleitzahl 1010.')).toHaveAttribute('role', 'status')
    await userEvent.click(screen.getByRole('button', { name: 'Bestellung abschicken' }))
    expect(screen.getByRole('alert')).toHaveTextContent('PLZ: Leider liefern wir nicht an die Postleitzahl 1010.')
    expect(zip).toHaveAttribute('aria-invalid', 'true')

    fireEvent.change(zip, { target: { value: '1060' } })
    expect(await screen.findByText(/^1060 Mariahilf \(3,90\s€\) – nach Ihrer PLZ 1060$/, undefined, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByText('Lieferung in ca. 45 Minuten.')).toBeInTheDocument()
    // the address section no longer refuses (the summary at the top keeps the last submit's errors)
    expect(document.querySelector('#checkout-address')?.closest('section')).not.toHaveTextContent('Leider liefern wir nicht')
    expect(zip).not.toHaveAttribute('aria-invalid')
    const fee = [...document.querySelectorAll('.costs__row')].find((row) => row.textContent?.includes('Liefergebühr'))
    expect(fee).toHaveTextContent(/3,90\s€/)
  })
})
