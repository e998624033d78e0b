/** Waves block: a decorative wave divider in the editor's hex colour (else the theme's first colour). */
import type { BlockProps } from '../components/BlockList'
import { str } from '../types'
import { HEX } from './style'

export function Waves({ block }: BlockProps<'waves'>) {
  const color = HEX.test(str(block, 'color')) ? str(block, 'color') : 'var(--c1)'
  return (
    <svg
      className={`cb-waves${block.flip === true ? ' cb-waves--flip' : ''}`}
      viewBox="0 0 1440 120"
      preserveAspectRatio="none"
      aria-hidden="true"
    >
      <path fill={color} d="M0,64 C180,112 360,112 540,80 C720,48 900,0 1080,16 C1260,32 1350,80 1440,96 L1440,120 L0,120 Z" />
    </svg>
  )
}
