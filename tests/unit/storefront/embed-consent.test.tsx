// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { Iframe } from '../../../storefront/src/features/content/blocks/Iframe'

const block = { blockType: 'iframe', url: 'https://www.openstreetmap.org/export/embed.html', title: 'Karte: Genusswerk Wien', height: 400 } as never

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('the iframe block loads a third party only after consent (TDDDG §25)', () => {
  beforeEach(() => {
    clearCookies()
    vi.resetModules()
  })

  it('without a decision it shows a placeholder naming the host and no frame; "Inhalt laden" loads this embed', async () => {
    const { Iframe: Fresh } = (await import('../../../storefront/src/features/content/blocks/Iframe')) as { Iframe: typeof Iframe }
    const { container } = render(<Fresh block={block} />)
    expect(container.querySelector('iframe')).toBeNull()
    expect(screen.getByText('www.openstreetmap.org')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Inhalt laden' }))
    expect(container.querySelector('iframe')).toHaveAttribute('src', 'https://www.openstreetmap.org/export/embed.html')
  })

  it('after "Nur notwendige" it still loads nothing', async () => {
    const consent = await import('../../../storefront/src/features/consent')
    consent.decideConsent(['necessary'])
    const { Iframe: Fresh } = (await import('../../../storefront/src/features/content/blocks/Iframe')) as { Iframe: typeof Iframe }
    const { container } = render(<Fresh block={block} />)
    expect(container.querySelector('iframe')).toBeNull()
    expect(screen.getByRole('button', { name: 'Inhalt laden' })).toBeInTheDocument()
  })

  it('with consent to external content the frame loads at once', async () => {
    const consent = await import('../../../storefront/src/features/consent')
    consent.decideConsent(['necessary', 'analytics', 'marketing'])
    const { Iframe: Fresh } = (await import('../../../storefront/src/features/content/blocks/Iframe')) as { Iframe: typeof Iframe }
    const { container } = render(<Fresh block={block} />)
    expect(container.querySelector('iframe')).toHaveAttribute('title', 'Karte: Genusswerk Wien')
  })

  it('offline it says so instead of a frame that would fail', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const consent = await import('../../../storefront/src/features/consent')
    consent.decideConsent(['necessary', 'analytics', 'marketing'])
    const { Iframe: Fresh } = (await import('../../../storefront/src/features/content/blocks/Iframe')) as { Iframe: typeof Iframe }
    const { container } = render(<Fresh block={block} />)
    expect(container.querySelector('iframe')).toBeNull()
    expect(screen.getByText('Dieser Inhalt ist offline nicht verfügbar.')).toBeInTheDocument()
  })
})
