/**
 * Preview mode of content pages (`?vorschau=1`, admins only): the site's latest version (saved draft, else the
 * published page) from GET /api/sites/{id}/preview instead of the published page, and — inside the admin's live
 * preview frame — the editor's unsaved form values as they arrive over postMessage (Payload's live-preview protocol:
 * the frame says `{ type: 'payload-live-preview', ready: true }`, the admin then posts `{ type, data }` on every
 * change). Only messages from this origin count (the admin is served by the same server).
 *
 * The form values carry relationship ids; images the page already showed are put back by id, an image newly chosen
 * in the form appears after saving. Wysiwyg HTML is written on save (modules/content/html.ts), so rich text also
 * follows after „Entwurf speichern“; every other field follows while typing.
 */
import { useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import useSWR from 'swr'

import { fetcher } from '../../lib/api'
import { PREVIEW_PARAM } from '../../lib/previewFrame'
import type { SiteDoc } from './types'
const MESSAGE_TYPE = 'payload-live-preview'

export function usePreviewRequested(): boolean {
  const { search } = useLocation()
  return new URLSearchParams(search).has(PREVIEW_PARAM)
}

type Json = unknown
const isObject = (value: Json): value is Record<string, Json> => value !== null && typeof value === 'object' && !Array.isArray(value)
const isPopulated = (value: Json): value is Record<string, Json> => isObject(value) && 'id' in value && 'extension' in value

/** Every populated upload (by id) and the keys they were found under. */
function collectUploads(value: Json, found: Map<Json, Json>, keys: Set<string>, key = ''): void {
  if (Array.isArray(value)) {
    for (const entry of value) collectUploads(entry, found, keys, key)
  } else if (isObject(value)) {
    if (isPopulated(value)) {
      found.set(value.id, value)
      if (key !== '') keys.add(key)
      return
    }
    for (const [k, v] of Object.entries(value)) collectUploads(v, found, keys, k)
  }
}

/** The form values with the ids of known uploads replaced by the populated uploads (only under upload keys). */
function restoreUploads(value: Json, found: Map<Json, Json>, keys: Set<string>, key = ''): Json {
  if (Array.isArray(value)) return value.map((entry) => restoreUploads(entry, found, keys, key))
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, restoreUploads(v, found, keys, k)]))
  if (keys.has(key) && (typeof value === 'number' || typeof value === 'string') && found.has(value)) return found.get(value)
  return value
}

/** List fields of blocks: the form reports an empty list as its row count 0. */
const LIST_KEYS = new Set(['body', 'blocks', 'items', 'columns', 'images', 'pages'])

/** Empty lists as lists again (a form value `0` where a list belongs). */
function normalizeLists(value: Json, key = ''): Json {
  if (Array.isArray(value)) return value.map((entry) => normalizeLists(entry, key))
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalizeLists(v, k)]))
  if (LIST_KEYS.has(key) && typeof value === 'number') return []
  return value
}

export function mergeLiveData(base: SiteDoc, incoming: Record<string, Json>): SiteDoc {
  const found = new Map<Json, Json>()
  const keys = new Set<string>()
  collectUploads(base, found, keys)
  return { ...base, ...(restoreUploads(normalizeLists(incoming), found, keys) as Partial<SiteDoc>), id: base.id }
}

/**
 * The site to render: the published one, or in preview mode (admins) the latest draft, followed live while the admin
 * frames the page. Undefined while the draft loads (nothing is shown meanwhile, like while sites load).
 */
export function usePreviewSite(site: SiteDoc | null, enabled: boolean): SiteDoc | null | undefined {
  const active = enabled && site !== null
  const { data: draft, error } = useSWR<SiteDoc>(active ? `/api/sites/${site.id}/preview` : null, fetcher, {
    revalidateOnFocus: false,
  })
  const [live, setLive] = useState<SiteDoc | null>(null)

  useEffect(() => {
    if (!active || draft === undefined) return
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return
      const message: Json = event.data
      if (!isObject(message) || message.type !== MESSAGE_TYPE || !isObject(message.data)) return
      const incoming = message.data
      setLive((previous) => mergeLiveData(previous ?? draft, incoming))
    }
    window.addEventListener('message', onMessage)
    if (window.parent !== window) window.parent.postMessage({ type: MESSAGE_TYPE, ready: true }, window.location.origin)
    return () => window.removeEventListener('message', onMessage)
  }, [active, draft])

  if (!active) return site
  if (error !== undefined) return site
  if (draft === undefined) return undefined
  return live ?? draft
}
