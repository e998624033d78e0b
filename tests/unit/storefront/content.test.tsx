// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { MemoryRouter } from 'react-router-dom'

import { Html } from '../../../storefront/src/features/content/components/Html'
import PreviewHtml, { markdownToSafeHtml, sanitize } from '../../../storefront/src/features/content/components/PreviewHtml'
import { findSite } from '../../../storefront/src/features/content/api/useContent'
import type { SiteDoc } from '../../../storefront/src/features/content'
import { itemHref } from '../../../storefront/src/features/navigation'
import { Spacer } from '../../../storefront/src/features/content/blocks/Spacer'

afterEach(cleanup)

const HOSTILE =
  '<p onclick="x()">Hallo</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">böse</a><iframe src="https://x"></iframe>'

describe('content rendered in the storefront', () => {
  it('renders the HTML the server sanitised as is; in the live preview it sanitises the unsaved values itself', async () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/seite']}>
        <Html html="<p>Vom <strong>Server</strong> bereinigt</p>" markdown="ignored" />
      </MemoryRouter>,
    )
    expect(container.querySelector('.prose')?.innerHTML).toBe('<p>Vom <strong>Server</strong> bereinigt</p>')
    cleanup()
    const preview = render(
      <MemoryRouter initialEntries={['/seite?vorschau=1']}>
        <Html html={HOSTILE} />
      </MemoryRouter>,
    )
    await preview.findByText('Hallo')
    expect(preview.container.querySelector('script, iframe, [onerror], [onclick]')).toBeNull()
    expect(preview.container.querySelector('a')?.getAttribute('href') ?? null).toBeNull()
  })

  it('sanitises editor HTML in the preview: no script, event handler, javascript: URL or frame', () => {
    const html = sanitize(HOSTILE)
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i)
    expect(html).toContain('Hallo')
    const { container } = render(<PreviewHtml html={HOSTILE} />)
    expect(container.querySelector('script, iframe, [onerror], [onclick]')).toBeNull()
    expect(container.querySelector('a')?.getAttribute('href') ?? null).toBeNull()
  })

  it('sanitises markdown in the preview: raw HTML and javascript: links are stripped', () => {
    const html = markdownToSafeHtml(
      '**fett** <img src=x onerror=alert(1)> [klick](javascript:alert(2)) <script>alert(3)</script>',
    )
    expect(html).toContain('<strong>fett</strong>')
    expect(html).not.toMatch(/onerror|javascript:|<script/i)
  })

  it('finds a site by its path: segments joined by slashes, case and slashes at the ends ignored', () => {
    const sites: SiteDoc[] = [
      { id: 1, name: 'A', path: 'magazin/artikel', type: 'default' },
      { id: 2, name: 'B', path: 'ueber-uns', type: 'default' },
    ]
    expect(findSite(sites, 'Magazin/Artikel/')?.id).toBe(1)
    expect(findSite(sites, '/ueber-uns')?.id).toBe(2)
    expect(findSite(sites, 'magazin')).toBeNull()
  })

  it('spacer sizes: positive sizes are heights, negative sizes pull the next block up (rem)', () => {
    const { container, rerender } = render(<Spacer block={{ blockType: 'spacer', size: 'positive-8' }} />)
    expect(container.firstElementChild).toHaveStyle({ height: '8rem' })
    rerender(<Spacer block={{ blockType: 'spacer', size: 'negative-3' }} />)
    expect(container.firstElementChild).toHaveStyle({ marginTop: '-3rem' })
  })
})

describe('navigation item links', () => {
  const sites = [{ id: 7, path: 'ueber-uns' }]
  it('home, site (by path or id), branch and link, each with the suffix', () => {
    expect(itemHref({ type: 'home', label: 'Start', suffix: '#oben' }, sites)).toBe('/#oben')
    expect(itemHref({ type: 'site', label: 'Über uns', target: '7' }, sites)).toBe('/ueber-uns')
    expect(itemHref({ type: 'site', label: 'Jobs', target: 'jobs', suffix: '#newsletter' }, sites)).toBe('/jobs#newsletter')
    expect(itemHref({ type: 'branch', label: 'Graz', target: 'graz', suffix: '?table=4' }, sites)).toBe('/store/graz?table=4')
    expect(itemHref({ type: 'link', label: 'Instagram', target: 'https://instagram.com/x' }, sites)).toBe(
      'https://instagram.com/x',
    )
  })
})
