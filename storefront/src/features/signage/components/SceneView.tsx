/** A scene: its images one after another (each `imageSeconds`), headline and text, and the ready zone when it has one. */
import { useEffect, useState } from 'react'

import type { SignageScene } from '@contracts'

import { ReadyZone } from './ReadyZone'

export function SceneView({ scene, tickets }: { readonly scene: SignageScene; readonly tickets: readonly string[] }) {
  const [index, setIndex] = useState(0)
  const count = scene.images.length
  useEffect(() => {
    setIndex(0)
    if (count < 2) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), Math.max(1, scene.imageSeconds) * 1000)
    return () => clearInterval(timer)
  }, [scene.id, count, scene.imageSeconds])
  const image = count > 0 ? scene.images[index % count] : null
  const hasText = Boolean(scene.headline || scene.text)
  return (
    <div className={`sg-scene${scene.showReady ? ' sg-scene--ready' : ''}`} data-testid="signage-scene" data-scene={scene.name}>
      {image && <img className="sg-fill" src={image} alt="" />}
      {hasText && (
        <div className="sg-scene__text">
          {scene.headline && <h1>{scene.headline}</h1>}
          {scene.text && <p>{scene.text}</p>}
        </div>
      )}
      {scene.showReady && <ReadyZone tickets={tickets} variant="full" />}
    </div>
  )
}
