/**
 * /signage/vorschau/:streamId — the admin's preview of a stream (modules/devices/admin/signage/SignageStreamPreview.tsx
 * frames it): the playlist read with the editor's session (GET /api/digital-signage-streams/{id}/playlist), played
 * like on a TV, without a connection to the server's commands; the ready zone shows example numbers.
 */
import { useEffect, useState } from 'react'
import { useParams } from 'react-router-dom'

import type { SignagePlaylist } from '@contracts'

import { apiRequest } from '../../../lib/api'
import { paths } from '../../../paths'
import { ReadyZone } from './ReadyZone'
import { StreamView } from './StreamView'
import '../signage.css'

const EXAMPLE_TICKETS = ['17', '18', '21']

export function SignagePreview() {
  const { streamId = '' } = useParams()
  const [playlist, setPlaylist] = useState<SignagePlaylist | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    let cancelled = false
    apiRequest<SignagePlaylist>(paths.api.signagePlaylist(streamId), { fallback: 'Stream konnte nicht geladen werden.' })
      .then((data) => {
        if (!cancelled) setPlaylist(data)
      })
      .catch((e: unknown) => !cancelled && setError(e instanceof Error ? e.message : String(e)))
    return () => {
      cancelled = true
    }
  }, [streamId])

  if (error) {
    return (
      <main className="sg sg--message" role="alert">
        <h1>{error}</h1>
      </main>
    )
  }
  if (!playlist) return <main className="sg" aria-busy="true" />
  const overlay = playlist.readyOverlay
  return (
    <main className={`sg${overlay !== 'none' ? ` sg--overlay-${overlay}` : ''}`} data-testid="signage-preview">
      <div className="sg-stage">
        <StreamView playlist={playlist} tickets={EXAMPLE_TICKETS} muted />
      </div>
      {overlay !== 'none' && <ReadyZone tickets={EXAMPLE_TICKETS} variant={overlay} />}
    </main>
  )
}
