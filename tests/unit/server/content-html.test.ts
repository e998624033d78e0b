import { describe, expect, it } from 'vitest'

import { sanitizeEditorHtml } from '../../../server/content-html'

describe('sanitizeEditorHtml (editor HTML on save)', () => {
  it('strips script, event handlers, javascript: URLs, frames and styles; keeps text structure and links', () => {
    const html = sanitizeEditorHtml(
      '<h2 onclick="x()">Titel</h2><script>alert(1)</script><p style="color:red">Text <img src=x onerror="alert(2)"></p>' +
        '<a href="javascript:alert(3)">böse</a><a href="https://example.org/" target="_blank">gut</a><iframe src="https://x"></iframe>',
    )
    expect(html).toBe(
      '<h2>Titel</h2><p>Text </p><a>böse</a><a href="https://example.org/" target="_blank" rel="noopener noreferrer">gut</a>',
    )
  })
})
