// @vitest-environment jsdom
/**
 * The image template preview keeps the object URL its <img> shows until the next preview has replaced it: freeing it
 * when the next request started (typing a product id) broke the image still loading from it — CI saw
 * net::ERR_FILE_NOT_FOUND for the blob in the console.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('@payloadcms/ui', () => ({
  useDocumentInfo: () => ({ id: 7, savedDocumentData: { updatedAt: '2026-11-24T06:00:00.000Z' } }),
  useFormModified: () => false,
}))

import { ImageTemplatePreviewField } from '../../../modules/devices/admin/image-templates/ImageTemplatePreviewField'

type Pending = { url: string; resolve: () => void }
let pending: Pending[] = []
let created = 0
const revoked: string[] = []

beforeEach(() => {
  pending = []
  created = 0
  revoked.length = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string) =>
        new Promise<Response>((resolve) => {
          pending.push({ url, resolve: () => resolve(new Response(new Blob(['png'], { type: 'image/png' }))) })
        }),
    ),
  )
  URL.createObjectURL = vi.fn(() => `blob:preview-${++created}`)
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url))
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const shown = () => screen.getByTestId('image-template-preview').getAttribute('src')

describe('image template preview', () => {
  it('frees the shown object URL only after the next preview has replaced it, and the last one on leaving', async () => {
    const { unmount } = render(<ImageTemplatePreviewField />)
    await act(async () => pending[0]!.resolve())
    expect(shown()).toBe('blob:preview-1')

    // a product id is typed: the next request starts while the first image is still shown (and may still be loading)
    fireEvent.change(screen.getByLabelText('Produkt-ID für die Vorschau'), { target: { value: '42' } })
    expect(pending[1]!.url).toContain('product=42')
    await act(async () => {})
    expect(revoked).toEqual([])
    expect(shown()).toBe('blob:preview-1')

    await act(async () => pending[1]!.resolve())
    expect(shown()).toBe('blob:preview-2')
    expect(revoked).toEqual(['blob:preview-1'])

    unmount()
    expect(revoked).toEqual(['blob:preview-1', 'blob:preview-2'])
  })

  it('creates no object URL for an answer that arrives after the product changed again', async () => {
    render(<ImageTemplatePreviewField />)
    fireEvent.change(screen.getByLabelText('Produkt-ID für die Vorschau'), { target: { value: '42' } })
    await act(async () => pending[0]!.resolve())
    expect(created).toBe(0)
    await act(async () => pending[1]!.resolve())
    expect(shown()).toBe('blob:preview-1')
  })
})
