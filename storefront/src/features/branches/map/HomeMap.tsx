/**
 * SF §2 home page map section: only with the 3D-map plugin on and the visitor's consent to external services
 * ('Alle akzeptieren': map tiles come from a third party, SF §4). mapbox-gl is loaded (its own chunk) only when the
 * section scrolls into view; without a token, offline, or when the map fails, a static German notice with the branches'
 * addresses and directions links — never an error.
 */
import { Component, Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react'
import type { ReactNode } from 'react'

import { useConsent } from '../../consent'
import { useOnline } from '../../pwa'
import type { BranchDoc, ConfigDoc } from '../../../lib/types'
import { loadMapTiles, mapCamera, markersOf } from './mapSettings'
import type { MapMarker, MapTiles } from './mapSettings'
import './home-map.css'

const MapboxMap = lazy(() => import('./MapboxMap').then((m) => ({ default: m.MapboxMap })))

/** A map that throws while rendering (no WebGL …) shows the notice instead. */
class MapBoundary extends Component<{ readonly fallback: ReactNode; readonly children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

function MapNotice({ markers, offline }: { readonly markers: readonly MapMarker[]; readonly offline: boolean }) {
  return (
    <div className="home-map__notice" role="note">
      <p>
        Die Karte ist derzeit nicht verfügbar.{offline ? ' Bitte überprüfen Sie Ihre Internetverbindung.' : ''}
      </p>
      {markers.length > 0 ? (
        <ul className="home-map__list">
          {markers.map((marker) => (
            <li key={marker.id}>
              <strong>{marker.name}</strong>
              {marker.address !== '' ? <span>{marker.address}</span> : null}
              <a href={marker.directionsUrl} target="_blank" rel="noopener noreferrer">
                Route planen
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

type Tiles = 'waiting' | MapTiles | null

export function HomeMap({ config, branches }: { readonly config: ConfigDoc; readonly branches: readonly BranchDoc[] }) {
  const consent = useConsent()
  const online = useOnline()
  const section = useRef<HTMLElement>(null)
  const [inView, setInView] = useState(false)
  const [tiles, setTiles] = useState<Tiles>('waiting')
  const [failed, setFailed] = useState(false)
  const enabled = config.enablePlugin3DMap === true && consent?.categories.includes('marketing') === true
  // the map is rebuilt only when a marker or the camera really changes (the branch list is a new array every render)
  const markerList = markersOf(branches)
  const markerKey = JSON.stringify(markerList)
  const markers = useMemo(() => JSON.parse(markerKey) as MapMarker[], [markerKey])
  const cameraValue = mapCamera(config)
  const cameraKey = JSON.stringify(cameraValue)
  const camera = useMemo(() => JSON.parse(cameraKey) as typeof cameraValue, [cameraKey])

  useEffect(() => {
    const element = section.current
    if (!enabled || element === null || inView) return
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true)
      return
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setInView(true)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [enabled, inView])

  useEffect(() => {
    if (!inView) return
    let active = true
    void loadMapTiles().then((result) => active && setTiles(result))
    return () => {
      active = false
    }
  }, [inView])

  if (!enabled) return null
  const notice = <MapNotice markers={markers} offline={!online} />
  let body: ReactNode = <div className="home-map__canvas home-map__canvas--waiting" aria-hidden="true" />
  if (tiles === null || failed || !online || (tiles !== 'waiting' && markers.length === 0)) body = notice
  else if (tiles !== 'waiting')
    body = (
      <MapBoundary fallback={notice}>
        <Suspense fallback={<div className="home-map__canvas home-map__canvas--waiting" aria-hidden="true" />}>
          <MapboxMap tiles={tiles} camera={camera} markers={markers} onFail={() => setFailed(true)} />
        </Suspense>
      </MapBoundary>
    )
  return (
    <section ref={section} className="card home-map" aria-labelledby="home-map-title">
      <h2 id="home-map-title">Unsere Standorte</h2>
      {body}
    </section>
  )
}
