/** The light block renderers (SF §3), with the spec's constants from domain/content-blocks.ts. */
import {
  CIRCLE_TEXT_DEFAULT_SIZE,
  COLUMNS_MAX,
  MARQUEE_REPEAT,
  circleTextSize,
  marqueeDirection,
  marqueeDuration,
  spacerRem,
} from '@domain'
import type { BlockWidth, SpacerSize } from '@domain'
import { useEffect, useId, useRef, useState } from 'react'
import type { CSSProperties, ReactNode } from 'react'
import { Link } from 'react-router-dom'

import { Picture } from '../../../components/Image'
import { useReusableBlocks } from '../api/useContent'
import { BlockList } from '../components/BlockList'
import type { BlockProps } from '../components/BlockList'
import { Html } from '../components/Html'
import { img, imgs, num, str } from '../types'

export const widthClass = (block: { readonly width?: BlockWidth | null }, fallback: BlockWidth = 'm'): string => {
  const width = str(block, 'width')
  return `cb cb--width-${width === 's' || width === 'm' || width === 'l' ? width : fallback}`
}

/** A link by target kind: internal paths through the router, everything else as <a>; _blank opens safely. */
export function SmartLink({
  url,
  target,
  className,
  children,
}: {
  readonly url: string
  readonly target?: string
  readonly className?: string
  readonly children: ReactNode
}) {
  const blank = target === '_blank'
  if (url.startsWith('/') && !url.startsWith('//') && !blank) {
    return (
      <Link className={className} to={url}>
        {children}
      </Link>
    )
  }
  return (
    <a className={className} href={url} target={blank ? '_blank' : undefined} rel={blank ? 'noopener noreferrer' : undefined}>
      {children}
    </a>
  )
}

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

export function RichText({ block }: BlockProps<'richText'>) {
  return (
    <div className="cb cb--width-m">
      <Html html={str(block, 'textHtml')} />
    </div>
  )
}

export function TextSection({ block }: BlockProps<'textSection'>) {
  return (
    <div className={widthClass(block)}>
      {str(block, 'title') !== '' ? <h2>{str(block, 'title')}</h2> : null}
      <Html html={str(block, 'textHtml')} />
    </div>
  )
}

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

export function Spacer({ block }: BlockProps<'spacer'>) {
  const size: SpacerSize = block.size || 'positive-2'
  const rem = spacerRem(size)
  const style: CSSProperties = rem < 0 ? { marginTop: `${rem}rem` } : { height: `${rem}rem` }
  return <div className={`cb-spacer cb-spacer--${size}`} style={style} aria-hidden="true" />
}

/** A continuously scrolling track: the loop time follows the measured width and the speed in px/s. */
function useMarquee(speed: unknown) {
  const ref = useRef<HTMLDivElement>(null)
  const [duration, setDuration] = useState<number | null>(null)
  useEffect(() => {
    const element = ref.current
    if (element === null) return undefined
    const measure = () => setDuration(marqueeDuration(element.scrollWidth / 2, speed))
    measure()
    if (typeof ResizeObserver === 'undefined') return undefined
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [speed])
  return { ref, duration }
}

export function Marquee({ block }: BlockProps<'marquee'>) {
  const text = str(block, 'text')
  const direction = marqueeDirection(typeof block.direction === 'string' ? block.direction : null)
  const { ref, duration } = useMarquee(block.speed)
  const copy = Array.from({ length: MARQUEE_REPEAT }, () => text).join(' · ')
  return (
    <div className="cb-marquee" aria-label={text} role="marquee">
      <div
        ref={ref}
        className={`cb-marquee__track cb-marquee__track--${direction}`}
        style={duration === null ? undefined : { animationDuration: `${duration}s` }}
        aria-hidden="true"
      >
        <span>{copy} · </span>
        <span>{copy} · </span>
      </div>
    </div>
  )
}

export function ImageMarquee({ block }: BlockProps<'imageMarquee'>) {
  const images = imgs(block.images)
  const direction = marqueeDirection(typeof block.direction === 'string' ? block.direction : null)
  const { ref, duration } = useMarquee(block.speed)
  return (
    <div className="cb-marquee cb-marquee--images">
      <div
        ref={ref}
        className={`cb-marquee__track cb-marquee__track--${direction}`}
        style={duration === null ? undefined : { animationDuration: `${duration}s` }}
      >
        {[0, 1].map((copy) =>
          images.map((image) => (
            <Picture key={`${copy}-${image.id}`} image={image} sizes="240px" max="small" alt={copy === 0 ? undefined : ''} />
          )),
        )}
      </div>
    </div>
  )
}

export function Accordion({ block }: BlockProps<'accordion'>) {
  const items = Array.isArray(block.items) ? block.items : []
  return (
    <div className="cb cb--width-m cb-accordion">
      {items.map((item, index) => (
        <details key={item.id ?? index}>
          <summary>{str(item, 'title')}</summary>
          <Html html={str(item, 'textHtml')} />
        </details>
      ))}
    </div>
  )
}

export function ImageBlock({ block }: BlockProps<'image'>) {
  const image = img(block.image)
  if (image === null) return null
  const width = str(block, 'width')
  return (
    <figure className={widthClass(block, 'l')}>
      <Picture
        image={image}
        sizes={width === 's' ? '(min-width: 40rem) 40rem, 100vw' : width === 'm' ? '(min-width: 60rem) 60rem, 100vw' : '100vw'}
      />
      {str(block, 'caption') !== '' ? <figcaption>{str(block, 'caption')}</figcaption> : null}
    </figure>
  )
}

export function Collage({ block }: BlockProps<'collage'>) {
  const images = imgs(block.images).slice(0, 6)
  return (
    <div className={`cb cb--width-l cb-collage cb-collage--${images.length}`}>
      {images.map((image) => (
        <Picture key={image.id} image={image} sizes="(min-width: 60rem) 30rem, 50vw" max="medium" />
      ))}
    </div>
  )
}

export function CircleText({ block }: BlockProps<'circleText'>) {
  const id = useId()
  const text = str(block, 'text')
  const size = circleTextSize(num(block, 'fontSize') ?? CIRCLE_TEXT_DEFAULT_SIZE)
  const radius = 80
  return (
    <div className="cb cb-circle">
      <svg viewBox="0 0 200 200" role="img" aria-label={text} className="cb-circle__svg">
        <defs>
          <path
            id={`circle-${id}`}
            d={`M 100,100 m -${radius},0 a ${radius},${radius} 0 1,1 ${radius * 2},0 a ${radius},${radius} 0 1,1 -${radius * 2},0`}
          />
        </defs>
        <text style={{ fontSize: size }} aria-hidden="true">
          <textPath href={`#circle-${id}`} textLength={Math.floor(2 * Math.PI * radius) - 4} lengthAdjust="spacingAndGlyphs">
            {text}
          </textPath>
        </text>
      </svg>
    </div>
  )
}

const HEX = /^#[0-9a-f]{3,8}$/i

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

export function Iframe({ block }: BlockProps<'iframe'>) {
  const url = str(block, 'url')
  if (!/^https:\/\//i.test(url)) return null
  return (
    <div className="cb cb--width-l">
      <iframe
        className="cb-iframe"
        src={url}
        title={str(block, 'title') || 'Eingebettete Seite'}
        height={num(block, 'height') ?? 480}
        loading="lazy"
        sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  )
}

export function Columns({ block }: BlockProps<'columns'>) {
  const columns = (Array.isArray(block.columns) ? block.columns : []).slice(0, COLUMNS_MAX)
  return (
    <div className={`cb cb--width-l cb-columns cb-columns--${Math.max(1, columns.length)}`}>
      {columns.map((column, index) => (
        <div key={column.id ?? index} className="cb-columns__column">
          <Html html={str(column, 'textHtml')} />
        </div>
      ))}
    </div>
  )
}

export function Reference({ block, depth = 0 }: BlockProps<'reference'>) {
  const blocks = useReusableBlocks()
  const ref = block.block
  const id = ref !== null && typeof ref === 'object' ? ref.id : ref
  const found = blocks.find((candidate) => candidate.id === id)
  const body = found?.content?.body ?? (ref !== null && typeof ref === 'object' ? (ref.content?.body ?? []) : [])
  return <BlockList blocks={body} depth={depth + 1} />
}
