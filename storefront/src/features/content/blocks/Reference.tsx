/** Reference block: a reusable block's body, from the initial load (else as populated in the reference), one level deeper. */
import { useReusableBlocks } from '../api/useContent'
import { BlockList } from '../components/BlockList'
import type { BlockProps } from '../components/BlockList'

export function Reference({ block, depth = 0 }: BlockProps<'reference'>) {
  const blocks = useReusableBlocks()
  const ref = block.block
  const id = ref !== null && typeof ref === 'object' ? ref.id : ref
  const found = blocks.find((candidate) => candidate.id === id)
  const body = found?.content?.body ?? (ref !== null && typeof ref === 'object' ? (ref.content?.body ?? []) : [])
  return <BlockList blocks={body} depth={depth + 1} />
}
