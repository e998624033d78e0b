// @vitest-environment jsdom
/**
 * The status page says what is true for the order's delivery type: a takeaway order that is ready reads
 * "abholbereit" (it read "unterwegs zu Ihnen" before), and after a confirm the timeline's current step is "Bestätigt".
 * It shows what a customer checks at the counter (issue 33): items with options and amounts, fees, the total to pay,
 * the payment's state and where the order is picked up, delivered or served.
 */
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { SWRConfig } from 'swr'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { StatusPage } from '../../../storefront/src/features/order-status'
import { KEYS } from '../../../storefront/src/lib/data'
import type { PublicOrder } from '../../../storefront/src/lib/types'
import { paths } from '../../../storefront/src/paths'
import { BRANCH } from './fixtures'

const ORDER: PublicOrder = {
  id: 7,
  uid: 'u7',
  hash: 'h7',
  ticketNumber: 'A07',
  branch: BRANCH.id,
  deliveryType: 'takeaway',
  isRejected: false,
  isCanceled: false,
  isFailed: false,
  isConfirmed: true,
  isCompleted: false,
  isInDelivery: false,
  isDelivered: false,
  isDelivery: false,
  isDineIn: false,
  tableIdentifier: null,
  appointmentDate: null,
  appointment: null,
  counterAppointment: null,
  rejectionMessage: null,
  paymentMethod: 'cash',
  isPaid: false,
  isRefunded: false,
  paymentStatus: null,
  deliveryAddress: [],
  questionnaireRating: null,
  items: [],
  net: 0,
  tax: 0,
  gross: 0,
  deliveryNet: 0,
  deliveryTax: 0,
  deliveryGross: 0,
  totalNet: 0,
  totalTax: 0,
  totalGross: 0,
  taxes: {},
  isApproximate: false,
  createdAt: '2026-11-23T17:00:00.000Z',
  updatedAt: '2026-11-23T17:05:00.000Z',
}

function renderStatus(order: PublicOrder) {
  const fallback = {
    [KEYS.config]: { shopName: 'Genusswerk' },
    [KEYS.branches]: [BRANCH],
    [paths.api.order(order.uid, order.hash)]: order,
  }
  return render(
    <SWRConfig value={{ provider: () => new Map(), fallback, revalidateOnMount: false, revalidateIfStale: false }}>
      <MemoryRouter initialEntries={[`/status/${order.uid}/${order.hash}`]}>
        <Routes>
          <Route path="/status/:uid/:hash" element={<StatusPage />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  )
}

const message = () => document.querySelector('.status-hero__message')
const currentStep = () => document.querySelector('.timeline__step--current .timeline__label')

beforeEach(() => {
  // the page must not reach the network: its data comes from the SWR fallback
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('status page', () => {
  it('tells a takeaway customer whose order is ready that it is ready for pickup, as its timeline does', () => {
    renderStatus({ ...ORDER, isInDelivery: true })
    expect(message()).toHaveTextContent('Ihre Bestellung ist abholbereit.')
    expect(currentStep()).toHaveTextContent('Abholbereit')
  })

  it('tells a delivery customer that the order is on its way', () => {
    renderStatus({ ...ORDER, deliveryType: 'delivery', isDelivery: true, isInDelivery: true })
    expect(message()).toHaveTextContent('Ihre Bestellung ist unterwegs zu Ihnen.')
    expect(currentStep()).toHaveTextContent('In Zustellung')
  })

  it('tells a dine-in guest that the order is ready to be served', () => {
    renderStatus({ ...ORDER, deliveryType: 'dineIn', isDineIn: true, tableIdentifier: '4', isInDelivery: true })
    expect(message()).toHaveTextContent('Ihre Bestellung ist servierbereit und wird gleich an Ihren Tisch gebracht.')
    expect(currentStep()).toHaveTextContent('Servierbereit')
  })

  it('marks the confirmed step as current after a confirm', () => {
    renderStatus(ORDER)
    expect(screen.getByRole('status')).toHaveTextContent('Ihre Bestellung wurde bestätigt und wird gerade zubereitet.')
    expect(currentStep()).toHaveTextContent('Bestätigt – wird zubereitet')
  })

  it('lists the items with amounts and options, the subtotal, the delivery fee and the total to pay, and the payment state', () => {
    renderStatus({
      ...ORDER,
      deliveryType: 'delivery',
      isDelivery: true,
      paymentMethod: 'stripe',
      paymentStatus: 'pending',
      deliveryAddress: ['Neubaugasse 1, Stiege 2, Tür 4', '1070 Wien'],
      items: [
        { name: 'Pizza Margherita', amount: 2, unitName: 'Stk', unitPrice: 950, gross: 1900, taxRate: 10, calculationModel: 'fixed', parts: [{ name: 'Extras', type: 'options', values: ['Rucola', 'Rohschinken'] }] },
        { name: 'Leberkäse', amount: 25, unitName: 'dag', unitPrice: 30, gross: 750, taxRate: 10, calculationModel: 'approximate', parts: [] },
      ],
      gross: 2650,
      deliveryGross: 350,
      totalGross: 3000,
    })
    const summary = screen.getByRole('region', { name: 'Ihre Bestellung' })
    const items = within(summary).getAllByRole('listitem')
    expect(items[0]).toHaveTextContent('2 Stk ×Pizza Margherita19,00 €')
    expect(items[0]).toHaveTextContent('Extras: Rucola, Rohschinken')
    expect(items[1]).toHaveTextContent('25 dag ×Leberkäseca. 7,50 €')
    expect(within(summary).getByText('Zwischensumme').nextElementSibling).toHaveTextContent('26,50 €')
    expect(within(summary).getByText('Liefergebühr').nextElementSibling).toHaveTextContent('3,50 €')
    expect(within(summary).getByText('Zu bezahlen').nextElementSibling).toHaveTextContent('30,00 €')
    expect(within(summary).getByText('Zahlung').nextElementSibling).toHaveTextContent('Ausstehend')
    const where = screen.getByRole('region', { name: 'Lieferung' })
    expect(within(where).getByText('Lieferadresse').nextElementSibling).toHaveTextContent('Neubaugasse 1, Stiege 2, Tür 41070 Wien')
  })

  it('names a paid online payment "Bezahlt" and a cash order "Bei Übergabe"; a pickup shows the branch’s address', () => {
    renderStatus({ ...ORDER, paymentMethod: 'stripe', paymentStatus: 'paid', isPaid: true, gross: 980, totalGross: 980 })
    expect(screen.getByText('Zahlung').nextElementSibling).toHaveTextContent('Bezahlt')
    expect(screen.getByText('Gesamt').nextElementSibling).toHaveTextContent('9,80 €')
    expect(screen.queryByText('Liefergebühr')).toBeNull()
    cleanup()
    renderStatus(ORDER)
    expect(screen.getByText('Zahlung').nextElementSibling).toHaveTextContent('Bei Übergabe')
    const where = screen.getByRole('region', { name: 'Abholung' })
    expect(within(where).getByText('Filiale').nextElementSibling).toHaveTextContent(BRANCH.name)
  })
})
