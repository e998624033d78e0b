import { describe, expect, it } from 'vitest'

import { forVisitors } from '../../../platform/records/visitor-records'
import { lexicalParagraph as lexical } from '../../fakes/lexical'

describe('forVisitors (what anonymous visitors get of storefront content)', () => {
  it('drops the timestamps at every level, also of populated records', () => {
    const product = {
      id: 7,
      name: 'Kletzenbrot',
      createdAt: '2026-11-25T08:54:41.878Z',
      updatedAt: '2026-11-25T08:54:41.879Z',
      images: [{ id: 75, filename: 'brot.webp', createdAt: 'x', updatedAt: 'y' }],
      unit: { id: 1, name: 'Stück', updatedAt: 'y' },
    }
    expect(forVisitors(product)).toEqual({
      id: 7,
      name: 'Kletzenbrot',
      images: [{ id: 75, filename: 'brot.webp' }],
      unit: { id: 1, name: 'Stück' },
    })
  })

  it('drops a Lexical state where its HTML is beside it, in pages and in blocks, and keeps the HTML', () => {
    const site = {
      id: 1,
      content: {
        text: lexical('Willkommen'),
        textHtml: '<p>Willkommen</p>',
        body: [
          { blockType: 'richText', text: lexical('Block'), textHtml: '<p>Block</p>' },
          { blockType: 'columns', columns: [{ text: lexical('Spalte'), textHtml: '<p>Spalte</p>' }] },
        ],
      },
    }
    expect(forVisitors(site)).toEqual({
      id: 1,
      content: {
        textHtml: '<p>Willkommen</p>',
        body: [
          { blockType: 'richText', textHtml: '<p>Block</p>' },
          { blockType: 'columns', columns: [{ textHtml: '<p>Spalte</p>' }] },
        ],
      },
    })
  })

  it('keeps a Lexical state without its HTML, a markdown source beside its HTML, and values that only look alike', () => {
    const block = {
      old: { blockType: 'richText', text: lexical('Alt') },
      markdown: { blockType: 'markdown', text: 'Hallo **Welt**', textHtml: '<p>Hallo <strong>Welt</strong></p>' },
      other: { blockType: 'x', text: { root: { type: 'not-root' } }, textHtml: '<p>x</p>', createdAtLabel: 'bleibt' },
      nothing: null,
      list: [1, 'zwei', null],
    }
    expect(forVisitors(block)).toEqual(block)
  })

  it('returns copies and leaves the records passed in unchanged', () => {
    const doc = { id: 1, createdAt: 'x', content: { text: lexical('A'), textHtml: '<p>A</p>' } }
    const before = structuredClone(doc)
    const out = forVisitors(doc)
    expect(doc).toEqual(before)
    expect(out.content).not.toBe(doc.content)
  })
})
