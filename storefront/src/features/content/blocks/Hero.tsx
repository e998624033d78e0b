/** Hero block: a large image with title, subtitle and an optional button; the page's first hero is its h1. */
import { Picture } from '../../../components/Image'
import type { BlockProps } from '../components/BlockList'
import { img, str } from '../types'
import { SmartLink } from './SmartLink'

export function Hero({ block, first }: BlockProps<'hero'>) {
  const image = img(block.image)
  const link = block.link ?? {}
  const title = str(block, 'title')
  const Heading = first === true ? 'h1' : 'h2'
  return (
    <div className={`cb-hero${image === null ? ' cb-hero--plain' : ''}`}>
      {image !== null ? <Picture image={image} sizes="100vw" className="cb-hero__image" eager={first === true} alt="" /> : null}
      <div className="cb-hero__text">
        <Heading>{title}</Heading>
        {str(block, 'subtitle') !== '' ? <p>{str(block, 'subtitle')}</p> : null}
        {str(link, 'url') !== '' && str(link, 'label') !== '' ? (
          <SmartLink className="button" url={str(link, 'url')} target={str(link, 'target')}>
            {str(link, 'label')}
          </SmartLink>
        ) : null}
      </div>
    </div>
  )
}
