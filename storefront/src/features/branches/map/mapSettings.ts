/**
 * SF §2 home page map, the parts without the map library: the tile adapter (token and style from the settings), the
 * camera from the config (SF §9 defaults zoom 19, pitch 55, bearing -85, 3D buildings from zoom 15), the markers
 * (only branches with both coordinates) and the directions link a marker opens.
 */
import type { BranchDoc, ConfigDoc } from '../../../lib/types'

export const MAP_DEFAULTS = { zoom: 19, pitch: 55, bearing: -85, buildingsFromZoom: 15 } as const

/** The theme's map settings (GET /backend/api/globals/theme: public read). */
export interface MapTheme {
  readonly mapboxToken?: string | null
  readonly mapStyle?: 'dark' | 'light' | null
}

/** What the map library needs from the tile provider: without a public token there is no map (German notice instead). */
export interface MapTiles {
  readonly accessToken: string
  readonly styleUrl: string
}

export interface MapCamera {
  readonly zoom: number
  readonly pitch: number
  readonly bearing: number
}

export interface MapMarker {
  readonly id: string
  readonly name: string
  readonly address: string
  readonly latitude: number
  readonly longitude: number
  readonly directionsUrl: string
}

const STYLES = { dark: 'mapbox://styles/mapbox/dark-v11', light: 'mapbox://styles/mapbox/light-v11' } as const
const PUBLIC_TOKEN = /^pk\.[\w-]+\.[\w-]+$/

/** Mapbox tiles from the theme: a public token (pk.…) and the style (dark/light); null when not configured. */
export function mapboxTiles(theme: MapTheme | null): MapTiles | null {
  const token = theme?.mapboxToken?.trim() ?? ''
  if (!PUBLIC_TOKEN.test(token)) return null
  return { accessToken: token, styleUrl: STYLES[theme?.mapStyle === 'light' ? 'light' : 'dark'] }
}

const THEME_URL = '/backend/api/globals/theme?depth=0'

/** Reads the theme's map settings; null when they cannot be read (then the notice shows, never an error). */
export async function loadMapTiles(): Promise<MapTiles | null> {
  try {
    const response = await fetch(THEME_URL, { credentials: 'same-origin', headers: { accept: 'application/json' } })
    if (!response.ok) return null
    return mapboxTiles((await response.json()) as MapTheme)
  } catch {
    return null
  }
}

const finite = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback)

/** The camera of the config (mapboxZoom/Pitch/Bearing are in the public config subset, modules/settings/update.ts). */
export function mapCamera(config: ConfigDoc): MapCamera {
  const map = config as { mapboxZoom?: number | null; mapboxPitch?: number | null; mapboxBearing?: number | null }
  return { zoom: finite(map.mapboxZoom, MAP_DEFAULTS.zoom), pitch: finite(map.mapboxPitch, MAP_DEFAULTS.pitch), bearing: finite(map.mapboxBearing, MAP_DEFAULTS.bearing) }
}

/** Directions to a branch in the visitor's map app: by coordinates when both exist, else by address. */
export function directionsUrl(branch: BranchDoc): string {
  const destination =
    typeof branch.latitude === 'number' && typeof branch.longitude === 'number'
      ? `${branch.latitude},${branch.longitude}`
      : [branch.street, branch.zipCode, branch.city].filter(Boolean).join(', ')
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`
}

/** Markers only for branches with both coordinates (SF §2). */
export function markersOf(branches: readonly BranchDoc[]): MapMarker[] {
  return branches.flatMap((branch) =>
    typeof branch.latitude === 'number' && typeof branch.longitude === 'number' && Number.isFinite(branch.latitude) && Number.isFinite(branch.longitude)
      ? [
          {
            id: String(branch.id),
            name: branch.name ?? '',
            address: [branch.street, [branch.zipCode, branch.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
            latitude: branch.latitude,
            longitude: branch.longitude,
            directionsUrl: directionsUrl(branch),
          },
        ]
      : [],
  )
}
