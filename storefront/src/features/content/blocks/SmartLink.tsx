/** A link by target kind: internal paths through the router, everything else as <a>; _blank opens safely. */
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

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
