// @vitest-environment jsdom
/**
 * The status page says what is true for the order's delivery type: a takeaway order that is ready reads
 * "abholbereit" (it read "unterwegs zu Ihnen" before), and after a confirm the timeline's current step is "Bestätigt".
 */
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen } from '@testing-library/react'
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
})
