/**
 * The block picker's thumbnails (issue 35: every block showed the same placeholder): each content block has its own
 * drawing — a committed SVG file under public/ (served by Next, no CDN), distinct from every other block's, with a
 * German alternative text. That the URLs answer 200 image/svg+xml is checked by tests/e2e/content-editor-pickers.spec.ts.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { BLOCK_THUMBNAIL_DIR, CONTENT_BLOCKS } from '../../../modules/content/collections/blocks'

const root = path.resolve(__dirname, '../../..')
const fileOf = (url: string) => path.join(root, 'public', url.replace(/^\//, ''))

describe('block picker thumbnails', () => {
  it('every block has its own local SVG drawing', () => {
    const hashes = new Map<string, string>()
    for (const block of CONTENT_BLOCKS) {
      const url = block.imageURL ?? ''
      expect(url, block.slug).toBe(`/block-thumbnails/${block.slug}.svg`)
      const file = fileOf(url)
      expect(file.startsWith(path.join(root, BLOCK_THUMBNAIL_DIR)), block.slug).toBe(true)
      expect(fs.existsSync(file), `${block.slug}: ${file}`).toBe(true)
      const svg = fs.readFileSync(file, 'utf8')
      expect(svg, block.slug).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 120 80"/)
      // drawn locally: no external references (CDN, fonts, images)
      expect(svg, block.slug).not.toMatch(/href=|url\(|@import|<image|<script/i)
      const hash = createHash('sha256').update(svg).digest('hex')
      expect(hashes.get(hash), `${block.slug} draws the same as ${hashes.get(hash)}`).toBeUndefined()
      hashes.set(hash, block.slug)
    }
    expect(hashes.size).toBe(CONTENT_BLOCKS.length)
  })

  it('every block has a German alternative text for its thumbnail', () => {
    for (const block of CONTENT_BLOCKS) expect(block.imageAltText, block.slug).toMatch(/^Skizze: \S/)
  })

  it('no stray drawing without a block', () => {
    const files = fs.readdirSync(path.join(root, BLOCK_THUMBNAIL_DIR)).sort()
    expect(files).toEqual(CONTENT_BLOCKS.map((b) => `${b.slug}.svg`).sort())
  })
})
