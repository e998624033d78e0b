/** Link block: a button or a text link by variant (primary, secondary, arrow, plain). */
import type { BlockProps } from '../components/BlockList'
import { str } from '../types'
import { SmartLink } from './SmartLink'

export function LinkBlock({ block }: BlockProps<'link'>) {
  const variant = str(block, 'variant') || 'primary'
  const className =
    variant === 'primary'
      ? 'button'
      : variant === 'secondary'
        ? 'button button--ghost'
        : variant === 'arrow'
          ? 'cb-link cb-link--arrow'
          : 'cb-link'
  return (
    <div className="cb cb--width-m">
      <SmartLink className={className} url={str(block, 'url')} target={str(block, 'target')}>
        {str(block, 'label')}
        {variant === 'arrow' ? <span aria-hidden="true"> →</span> : null}
      </SmartLink>
    </div>
  )
}
