/**
 * A video segment: a file the browser plays itself, or an HLS stream (.m3u8) — natively where the browser can
 * (Safari, many TVs), otherwise through hls.js (loaded only then). `onEnded` ends the segment early.
 */
import { useEffect, useRef } from 'react'

export const isHls = (url: string): boolean => /\.m3u8(\?|#|$)/i.test(url)

export function VideoSegment({ url, muted, onEnded }: { readonly url: string; readonly muted: boolean; readonly onEnded: () => void }) {
  const video = useRef<HTMLVideoElement>(null)
  useEffect(() => {
    const element = video.current
    if (!element) return
    let destroy: (() => void) | null = null
    let cancelled = false
    const play = () => {
      element.play().catch(() => {
        // autoplay with sound refused by the browser: play muted rather than not at all
        element.muted = true
        void element.play().catch(() => {})
      })
    }
    if (isHls(url) && !element.canPlayType('application/vnd.apple.mpegurl')) {
      void import('hls.js').then(({ default: Hls }) => {
        if (cancelled) return
        if (!Hls.isSupported()) return onEnded()
        const hls = new Hls()
        hls.loadSource(url)
        hls.attachMedia(element)
        hls.on(Hls.Events.MANIFEST_PARSED, play)
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) onEnded()
        })
        destroy = () => hls.destroy()
      })
    } else {
      element.src = url
      play()
    }
    return () => {
      cancelled = true
      destroy?.()
    }
  }, [url, onEnded])
  useEffect(() => {
    if (video.current) video.current.muted = muted
  }, [muted])
  return <video ref={video} className="sg-fill" muted={muted} playsInline autoPlay onEnded={onEnded} onError={onEnded} data-testid="signage-video" />
}
