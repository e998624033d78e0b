/**
 * Plays a playlist: the scheduled segments in order (domain/signage.ts nextSegmentIndex with the branch's time zone and
 * opening hours), each for its duration; a video also ends at its end. Nothing scheduled: a dark screen, checked again
 * every 30 s.
 */
import { useCallback, useEffect, useMemo, useState } from 'react'

import { SIGNAGE_TEXTS, nextSegmentIndex } from '@domain'
import type { SignagePlaylist, SignageSegment } from '@contracts'

import { ReadyZone } from './ReadyZone'
import { SceneView } from './SceneView'
import { VideoSegment } from './VideoSegment'

const RECHECK_MS = 30_000

function SegmentView({ segment, tickets, muted, onEnded }: { readonly segment: SignageSegment; readonly tickets: readonly string[]; readonly muted: boolean; readonly onEnded: () => void }) {
  switch (segment.type) {
    case 'image':
      return segment.imageUrl ? <img className="sg-fill" src={segment.imageUrl} alt="" /> : null
    case 'video':
      return segment.url ? <VideoSegment url={segment.url} muted={muted} onEnded={onEnded} /> : null
    case 'url':
      return segment.url ? <iframe className="sg-fill sg-frame" src={segment.url} title={segment.name} sandbox="allow-scripts allow-same-origin" /> : null
    case 'text':
      return (
        <div className="sg-text">
          <p>{segment.text}</p>
        </div>
      )
    case 'scene':
      return segment.scene ? <SceneView scene={segment.scene} tickets={tickets} /> : null
    case 'ready':
      return <ReadyZone tickets={tickets} variant="full" />
  }
}

export function StreamView({
  playlist,
  tickets,
  muted,
  onSegment,
}: {
  readonly playlist: SignagePlaylist
  readonly tickets: readonly string[]
  readonly muted: boolean
  readonly onSegment?: (segment: SignageSegment | null) => void
}) {
  const context = useMemo(() => ({ timeZone: playlist.timeZone, openingHours: playlist.openingHours }), [playlist])
  const [position, setPosition] = useState<{ index: number | null; round: number }>(() => ({
    index: nextSegmentIndex(playlist.segments, null, Date.now(), context, playlist.loop),
    round: 0,
  }))

  // a new playlist starts from its first scheduled segment
  useEffect(() => {
    setPosition((p) => ({ index: nextSegmentIndex(playlist.segments, null, Date.now(), context, playlist.loop), round: p.round + 1 }))
  }, [playlist, context])

  const advance = useCallback(() => {
    setPosition((p) => ({ index: nextSegmentIndex(playlist.segments, p.index, Date.now(), context, playlist.loop), round: p.round + 1 }))
  }, [playlist, context])

  const segment = position.index === null ? null : (playlist.segments[position.index] ?? null)
  useEffect(() => {
    // each segment for its duration (a video may end earlier); with nothing scheduled, look again later
    const timer = setTimeout(advance, segment ? Math.max(1, segment.duration) * 1000 : RECHECK_MS)
    return () => clearTimeout(timer)
  }, [segment, position.round, advance])
  useEffect(() => onSegment?.(segment), [segment, onSegment])

  if (!segment) {
    return (
      <div className="sg-idle" data-testid="signage-idle">
        <p>{SIGNAGE_TEXTS.nothingScheduled}</p>
      </div>
    )
  }
  return (
    <div className="sg-segment" key={`${position.round}-${segment.id}`} data-testid="signage-segment" data-segment={segment.name} data-type={segment.type}>
      <SegmentView segment={segment} tickets={tickets} muted={muted} onEnded={advance} />
    </div>
  )
}
