/** Meta description and og/twitter tags per site (SF §2, BO §3 page metadata); restored when the page is left. */
import { useEffect } from 'react'

import { imageUrl } from '../../../lib/images'
import { img } from '../types'
import type { SiteDoc } from '../types'

function setMeta(attribute: 'name' | 'property', key: string, content: string | null): () => void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)
  const created = element === null
  const previous = element?.getAttribute('content') ?? null
  if (content === null || content === '') {
    return () => undefined
  }
  if (element === null) {
    element = document.createElement('meta')
    element.setAttribute(attribute, key)
    document.head.appendChild(element)
  }
  element.setAttribute('content', content)
  const target = element
  return () => {
    if (created) target.remove()
    else if (previous !== null) target.setAttribute('content', previous)
  }
}

export function useSiteMeta(site: SiteDoc | null): void {
  const title = site === null ? null : site.title || site.name
  const description = site?.description ?? null
  const image = img(site?.ogImage)
  const imagePath = image === null ? null : imageUrl(image, 'large')
  useEffect(() => {
    if (title === null) return undefined
    const image = imagePath === null ? null : new URL(imagePath, window.location.origin).href
    const undo = [
      setMeta('name', 'description', description),
      setMeta('property', 'og:title', title),
      setMeta('property', 'og:description', description),
      setMeta('property', 'og:image', image),
      setMeta('name', 'twitter:card', image === null ? 'summary' : 'summary_large_image'),
      setMeta('name', 'twitter:title', title),
      setMeta('name', 'twitter:description', description),
      setMeta('name', 'twitter:image', image),
    ]
    return () => undo.forEach((fn) => fn())
  }, [title, description, imagePath])
}
