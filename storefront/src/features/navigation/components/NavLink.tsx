import { Link } from 'react-router-dom'

import { isInternal } from '../navigation'

/** One navigation link; external http(s) links open in a new tab. */
export function NavLink({
  href,
  label,
  onChoose,
  className,
}: {
  readonly href: string
  readonly label: string
  readonly onChoose?: () => void
  readonly className?: string
}) {
  if (isInternal(href))
    return (
      <Link className={className} to={href} onClick={onChoose}>
        {label}
      </Link>
    )
  const external = /^https?:/i.test(href)
  return (
    <a
      className={className}
      href={href}
      onClick={onChoose}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
    >
      {label}
    </a>
  )
}
