/**
 * The mapbox-gl map of the home page (SF §2): its own chunk, loaded only when the map section scrolls into view with
 * the plugin on, consent given and a token configured. The CSP build with its worker served from this origin (no CDN,
 * no blob worker); the stylesheet is bundled into this chunk's CSS. Flies in to the configured camera; 3D buildings
 * from zoom 15; one marker per branch with both coordinates, a click opens directions. Any failure (no WebGL, a
 * refused token, the style not loading) calls onFail: the section shows the German notice instead, never an error.
 */
import mapboxgl from 'mapbox-gl/dist/mapbox-gl-csp.js'
import workerUrl from 'mapbox-gl/dist/mapbox-gl-csp-worker.js?url'
import 'mapbox-gl/dist/mapbox-gl.css'
import { useEffect, useRef } from 'react'

import { MAP_DEFAULTS } from './mapSettings'
import type { MapCamera, MapMarker, MapTiles } from './mapSettings'

export interface MapboxMapProps {
  readonly tiles: MapTiles
  readonly camera: MapCamera
  readonly markers: readonly MapMarker[]
  readonly onFail: () => void
}

const BUILDINGS_LAYER = 'tresen-3d-buildings'

function addBuildings(map: mapboxgl.Map): void {
  if (map.getSource('composite') === undefined || map.getLayer(BUILDINGS_LAYER) !== undefined) return
  map.addLayer({
    id: BUILDINGS_LAYER,
    source: 'composite',
    'source-layer': 'building',
    filter: ['==', ['get', 'extrude'], 'true'],
    type: 'fill-extrusion',
    minzoom: MAP_DEFAULTS.buildingsFromZoom,
    paint: {
      'fill-extrusion-color': '#aaaaaa',
      'fill-extrusion-height': ['get', 'height'],
      'fill-extrusion-base': ['get', 'min_height'],
      'fill-extrusion-opacity': 0.6,
    },
  })
}

function markerButton(marker: MapMarker): HTMLButtonElement {
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'home-map__marker'
  button.title = marker.name
  button.setAttribute('aria-label', `Route zu ${marker.name} planen`)
  button.addEventListener('click', () => {
    window.open(marker.directionsUrl, '_blank', 'noopener,noreferrer')
  })
  return button
}

export function MapboxMap({ tiles, camera, markers, onFail }: MapboxMapProps) {
  const container = useRef<HTMLDivElement>(null)
  const fail = useRef(onFail)
  fail.current = onFail

  useEffect(() => {
    const element = container.current
    if (element === null || markers.length === 0) return
    let map: mapboxgl.Map
    try {
      mapboxgl.workerUrl = workerUrl
      const first = markers[0] as MapMarker
      map = new mapboxgl.Map({
        container: element,
        accessToken: tiles.accessToken,
        style: tiles.styleUrl,
        center: [first.longitude, first.latitude],
        zoom: Math.max(camera.zoom - 6, 1),
        pitch: 0,
        bearing: 0,
        cooperativeGestures: true,
        attributionControl: true,
      })
    } catch {
      fail.current()
      return
    }
    map.on('error', () => fail.current())
    map.on('style.load', () => {
      addBuildings(map)
      // SF §2: the map flies in (to the only branch, or over all markers) with the configured camera
      if (markers.length === 1) {
        const only = markers[0] as MapMarker
        map.flyTo({ center: [only.longitude, only.latitude], zoom: camera.zoom, pitch: camera.pitch, bearing: camera.bearing, duration: 3000 })
      } else {
        const bounds = new mapboxgl.LngLatBounds()
        for (const marker of markers) bounds.extend([marker.longitude, marker.latitude])
        map.fitBounds(bounds, { padding: 60, maxZoom: camera.zoom, pitch: camera.pitch, bearing: camera.bearing, duration: 3000 })
      }
    })
    for (const marker of markers) {
      const button = markerButton(marker)
      new mapboxgl.Marker({ element: button }).setLngLat([marker.longitude, marker.latitude]).addTo(map)
      // mapbox-gl marks a marker as an image; ours is a button (keyboard and screen readers open directions)
      button.setAttribute('role', 'button')
    }
    return () => map.remove()
  }, [tiles, camera, markers])

  return <div ref={container} className="home-map__canvas" role="region" aria-label="Karte der Standorte" />
}
