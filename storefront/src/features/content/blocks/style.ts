/** Helpers several block renderers share: the width class and the colour check for editor-given colours. */
import type { BlockWidth } from '@domain'

import { str } from '../types'

export const widthClass = (block: { readonly width?: BlockWidth | null }, fallback: BlockWidth = 'm'): string => {
  const width = str(block, 'width')
  return `cb cb--width-${width === 's' || width === 'm' || width === 'l' ? width : fallback}`
}

/** A CSS hex colour (#rgb … #rrggbbaa): the only colour syntax an editor's value is written into a style with. */
export const HEX = /^#[0-9a-f]{3,8}$/i
