// @vitest-environment jsdom
/**
 * A screen that starts before its network (a TV, a kiosk after a power cut) loads by itself: /api/init is tried
 * again with a growing wait and at once when the browser reports the network back — nobody has to tap a TV.
 */
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const seedFromInit = vi.hoisted(() => vi.fn<() => Promise<void>>())
vi.mock('../../../storefront/src/lib/data', () => ({ seedFromInit, isSeeded: () => false, startCatalogueRefresh: () => () => {} }))

import { initRetryDelay, useInitPhase } from '../../../storefront/src/app/useInitPhase'

/** The app shell's phases as App.tsx shows them (the offline notice, then the routes). */
function Shell() {
  const phase = useInitPhase()
  if (phase === 'error') return <h1>Sie sind offline</h1>
  return phase === 'ready' ? <p>Speisekarte</p> : null
}

beforeEach(() => {
  vi.useFakeTimers()
  seedFromInit.mockReset()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('start-up without a network', () => {
  it('waits 5 s, 10 s, 20 s … at most 60 s between tries', () => {
    expect([1, 2, 3, 4, 5, 9].map(initRetryDelay)).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000])
  })

  it('shows the offline notice, then loads by itself on the next try', async () => {
    seedFromInit
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue()
    render(<Shell />)
    await act(async () => {})
    expect(screen.getByRole('heading', { name: 'Sie sind offline' })).toBeTruthy()
    await act(async () => vi.advanceTimersByTimeAsync(5_000))
    expect(seedFromInit).toHaveBeenCalledTimes(2)
    expect(screen.getByRole('heading', { name: 'Sie sind offline' })).toBeTruthy()
    await act(async () => vi.advanceTimersByTimeAsync(9_999))
    expect(seedFromInit).toHaveBeenCalledTimes(2)
    await act(async () => vi.advanceTimersByTimeAsync(1))
    expect(seedFromInit).toHaveBeenCalledTimes(3)
    expect(screen.getByText('Speisekarte')).toBeTruthy()
  })

  it('tries at once when the browser reports the network back', async () => {
    seedFromInit.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue()
    render(<Shell />)
    await act(async () => {})
    expect(screen.getByRole('heading', { name: 'Sie sind offline' })).toBeTruthy()
    await act(async () => {
      window.dispatchEvent(new Event('online'))
    })
    expect(seedFromInit).toHaveBeenCalledTimes(2)
    expect(screen.getByText('Speisekarte')).toBeTruthy()
    // no further tries once loaded
    await act(async () => vi.advanceTimersByTimeAsync(120_000))
    expect(seedFromInit).toHaveBeenCalledTimes(2)
  })
})
