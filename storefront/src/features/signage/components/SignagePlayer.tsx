/**
 * /signage/:identifier#schluessel={key} — the player of a TV (docs/signage.md): full screen, no cursor, plays the
 * TV's stream (StreamView) with the ready zone as an overlay where the stream asks for it, and carries out the
 * commands from the back office (useSignageCommands). The key stays in the fragment and goes only into the
 * WebSocket's first message.
 */
import { useCallback, useEffect } from 'react'
import { useParams } from 'react-router-dom'

import { SIGNAGE_TEXTS } from '@domain'
import type { SignageSegment } from '@contracts'

import { useSignageSocket } from '../useSignageSocket'
import { useSignageCommands } from '../useSignageCommands'
import { useWakeLock } from '../../../lib/useWakeLock'
import { ReadyZone } from './ReadyZone'
import { SceneView } from './SceneView'
import { StreamView } from './StreamView'
import '../signage.css'

/** The key from the address's fragment (#schluessel=…). */
export function keyFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('schluessel') ?? ''
}

export function SignagePlayer() {
  const { identifier = '' } = useParams()
  const key = keyFromHash(window.location.hash)
  const socket = useSignageSocket(identifier, key)
  const { scene, off, muted, reportScreen } = useSignageCommands(socket)
  useWakeLock()
  useEffect(() => {
    document.title = `Signage · ${identifier}`
  }, [identifier])
  const onSegment = useCallback((segment: SignageSegment | null) => reportScreen(segment ? `Segment „${segment.name}“` : SIGNAGE_TEXTS.nothingScheduled), [reportScreen])

  if (socket.status === 'refused' || key === '') {
    return (
      <main className="sg sg--message" role="alert">
        <h1>{SIGNAGE_TEXTS.refused}</h1>
        <p>{SIGNAGE_TEXTS.refusedHint}</p>
      </main>
    )
  }
  const playlist = socket.playlist
  const overlay = playlist?.readyOverlay ?? 'none'
  return (
    <main className={`sg${overlay !== 'none' && !off && !scene ? ` sg--overlay-${overlay}` : ''}`} data-testid="signage-player" data-status={socket.status}>
      <div className="sg-stage">
        {off ? (
          <div className="sg-off" data-testid="signage-off" aria-label={SIGNAGE_TEXTS.off} />
        ) : scene ? (
          <SceneView scene={scene} tickets={socket.tickets} />
        ) : playlist ? (
          <StreamView playlist={playlist} tickets={socket.tickets} muted={muted} onSegment={onSegment} />
        ) : null}
      </div>
      {overlay !== 'none' && !off && !scene && <ReadyZone tickets={socket.tickets} variant={overlay} />}
      {socket.status === 'offline' && (
        <div className="sg-offline" role="status">
          {SIGNAGE_TEXTS.offline}
        </div>
      )}
    </main>
  )
}
