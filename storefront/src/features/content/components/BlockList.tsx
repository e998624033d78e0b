/**
 * Renders a block list (SF §3 content blocks): one renderer per block type (blocks/index.ts); heavy ones (gallery, flipbook,
 * before/after, video, contact form) are loaded with the first block that needs them; markdown arrives as HTML from
 * the server (no parser here). An unknown block type is skipped (content from a newer version must not break a page).
 *
 * A page's own list (`progressive`) mounts in steps (issue 13): the first render holds the blocks of the first screen
 * (more are added before the browser paints until they reach below it), the rest follow a few blocks per task. On a
 * slow phone a page of many blocks is then no single long commit and layout after the app took over the
 * server-painted page; the blocks below arrive below the visible area, so nothing in view moves.
 */
import { Suspense, startTransition, useLayoutEffect, useRef, useState } from 'react'
import type { ComponentType } from 'react'

import type { ContentBlock, ContentBlockOf, ContentBlockType } from '../types'
import { RENDERERS } from '../blocks'

/** A renderer's props: the block of its type (default: any block). */
export type BlockProps<T extends ContentBlockType = ContentBlockType> = {
  readonly block: ContentBlockOf<T>
  readonly first?: boolean
  readonly depth?: number
}

const MAX_DEPTH = 3

/** Blocks in the first render, and mounted per step after it: each step is a short task (render, commit, layout). */
const STEP = 3
/** The first screen counts as filled once the mounted blocks end this far below the viewport's bottom (px). */
const FIRST_SCREEN_MARGIN = 200

/**
 * How many of `total` blocks are mounted: all at once unless `progressive`; else the first screen's before the first
 * paint (layout effect, synchronous: measured until filled), then STEP more per task in a transition, unmeasured (no
 * forced style and layout: the browser lays each step out when it paints). A link to an anchor (`#…`) and a page
 * already scrolled when the app takes over get all at once (a shorter page would move what the visitor looks at).
 */
function useMountedCount(total: number, progressive: boolean) {
  // a visitor who scrolled before the app took over the server-painted page keeps every block under the finger
  const all = !progressive || (typeof window !== 'undefined' && (window.location.hash !== '' || window.scrollY > 0))
  const [count, setCount] = useState(all ? total : Math.min(total, STEP))
  const firstScreenFilled = useRef(false)
  const end = useRef<HTMLDivElement>(null)
  const mounted = all ? total : Math.min(count, total)
  useLayoutEffect(() => {
    if (mounted >= total) return undefined
    const next = () => setCount((current) => Math.min(total, Math.max(current, mounted) + STEP))
    if (!firstScreenFilled.current) {
      const top = end.current?.getBoundingClientRect().top ?? 0
      if (top < window.innerHeight + FIRST_SCREEN_MARGIN) {
        next()
        return undefined
      }
      firstScreenFilled.current = true
    }
    const timer = window.setTimeout(() => startTransition(next), 0)
    return () => window.clearTimeout(timer)
  }, [mounted, total])
  return { mounted, end }
}

export function BlockList({
  blocks: given,
  heading,
  depth = 0,
  progressive = false,
}: {
  readonly blocks: readonly ContentBlock[]
  readonly heading?: string
  readonly depth?: number
  /** Mount in steps (the page's own list, for visitors and in the live preview: its first screen first; not nested lists). */
  readonly progressive?: boolean
}) {
  // a list from an older or half-edited document (live preview) may be missing
  const blocks = Array.isArray(given) ? given : []
  const startsWithHero = blocks[0]?.blockType === 'hero'
  const { mounted, end } = useMountedCount(blocks.length, progressive && depth === 0)
  // layouts and reusable blocks nest; a block that (indirectly) contains itself stops here
  if (depth > MAX_DEPTH) return null
  return (
    <div className="content-blocks">
      {heading !== undefined && !startsWithHero ? <h1 className="cb cb--width-m content-title">{heading}</h1> : null}
      {blocks.slice(0, mounted).map((block, index) => {
        // a type from newer content has no renderer; TypeScript cannot pair each block with its renderer's props
        const Renderer = (RENDERERS as Partial<Record<string, ComponentType<BlockProps>>>)[block.blockType]
        if (Renderer === undefined) return null
        return (
          <Suspense key={block.id ?? index} fallback={<div className="cb-placeholder" />}>
            <section className={`cb-block cb-block--${block.blockType}`} data-block={block.blockType}>
              <Renderer block={block} first={index === 0 && depth === 0} depth={depth} />
            </section>
          </Suspense>
        )
      })}
      {mounted < blocks.length ? <div ref={end} className="content-blocks__pending" aria-hidden="true" /> : null}
    </div>
  )
}
