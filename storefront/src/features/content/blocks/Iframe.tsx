/** Iframe block: an https page embedded sandboxed and lazily; any other URL renders nothing. */
import type { BlockProps } from '../components/BlockList'
import { num, str } from '../types'

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
