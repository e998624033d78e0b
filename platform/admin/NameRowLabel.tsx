'use client'
import { Pill, useConfig, useRowLabel } from '@payloadcms/ui'
import type { BlockSlug } from 'payload'

/** Row label for arrays whose rows have a `name` or `area` or `label` field. */
export const NameRowLabel = () => {
  const { data, rowNumber } = useRowLabel<{
    name?: string
    area?: string
    label?: string
    question?: string
    value?: { question?: string }
  }>()
  const text = data?.name || data?.area || data?.label || data?.question || data?.value?.question || 'Eintrag'
  return <span>{`${(rowNumber ?? 0) + 1}. ${text}`}</span>
}

type BlockRow = { blockType?: string; blockName?: unknown; title?: unknown; label?: unknown; caption?: unknown; text?: unknown }

const MAX_TITLE = 80
const plain = (value: unknown): string => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '')

/** What a block's row shows as its title: the title (or heading, link label, caption, short text) typed into it. */
export function blockRowTitle(row: BlockRow | undefined): string {
  const title = plain(row?.blockName) || plain(row?.title) || plain(row?.label) || plain(row?.caption) || plain(row?.text)
  return title.length > MAX_TITLE ? `${title.slice(0, MAX_TITLE - 1)}…` : title
}

/**
 * Row label of a content block: number, block type and the title typed into the block, live. Payload's own header
 * showed only the separate block-name input ("Ohne Titel"), which stayed empty when editors typed the block's title.
 */
export const BlockRowLabel = () => {
  const { data, rowNumber } = useRowLabel<BlockRow>()
  const { config } = useConfig()
  const singular = data?.blockType ? config.blocksMap?.[data.blockType as BlockSlug]?.labels?.singular : undefined
  const type = typeof singular === 'string' ? singular : (data?.blockType ?? 'Block')
  const title = blockRowTitle(data)
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
      <span className="blocks-field__block-number">{String((rowNumber ?? 0) + 1).padStart(2, '0')}</span>
      <Pill className="blocks-field__block-pill" pillStyle="white" size="small">
        {type}
      </Pill>
      {title ? <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{title}</span> : null}
    </span>
  )
}
