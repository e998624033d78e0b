import { describe, expect, it } from 'vitest'

import { markdownToSafeHtml, sanitizeEditorHtml } from '../../../modules/content/html'

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

describe('markdownToSafeHtml (markdown blocks, rendered by the storefront as is)', () => {
  it('converts GitHub-flavoured markdown with line breaks, keeps links and images, strips what is not allowed', () => {
    const html = markdownToSafeHtml(
      '## Titel\n\n**fett** und _kursiv_\nneue Zeile [Link](https://example.org/) ![Bild](/image/1.webp)\n\n- eins\n- zwei\n\n' +
        '[böse](javascript:alert(1)) ![x](data:image/png;base64,AAAA) <script>alert(2)</script><b onclick="x()">b</b>',
    )
    expect(html).toContain('<h2>Titel</h2>')
    expect(html).toContain('<strong>fett</strong> und <em>kursiv</em><br />neue Zeile <a href="https://example.org/">Link</a>')
    expect(html).toContain('<img src="/image/1.webp" alt="Bild" />')
    expect(html).toContain('<ul>\n<li>eins</li>\n<li>zwei</li>\n</ul>')
    expect(html).not.toMatch(/javascript:|data:|<script|onclick/i)
    expect(html).toContain('<b>b</b>')
  })

  it('gives an empty string for an empty or missing source', () => {
    expect(markdownToSafeHtml('')).toBe('')
    expect(markdownToSafeHtml('  \n')).toBe('')
    expect(markdownToSafeHtml(undefined)).toBe('')
  })
})
