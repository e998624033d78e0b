import { describe, expect, it } from 'vitest'

import { directionsUrl, MAP_DEFAULTS, mapboxTiles, mapCamera, markersOf } from '../../../storefront/src/features/branches/map/mapSettings'
import type { BranchDoc } from '../../../storefront/src/lib/types'

const branch = (fields: Partial<BranchDoc>): BranchDoc => ({ id: 1, name: 'Wien', street: 'Neubaugasse 1', zipCode: '1070', city: 'Wien', ...fields }) as BranchDoc

describe('home page map settings (SF §2, §9)', () => {
  it('tiles only with a public token; style from the theme, dark by default', () => {
    expect(mapboxTiles(null)).toBeNull()
    expect(mapboxTiles({ mapboxToken: '' })).toBeNull()
    expect(mapboxTiles({ mapboxToken: '   ' })).toBeNull()
    // a secret token never goes to the browser's map
    expect(mapboxTiles({ mapboxToken: 'sk.eyJ1IjoieCJ9.abc' })).toBeNull()
    expect(mapboxTiles({ mapboxToken: 'pk.eyJ1IjoieCJ9' })).toBeNull()
    expect(mapboxTiles({ mapboxToken: ' pk.eyJ1IjoieCJ9.abc-_1 ' })).toEqual({ accessToken: 'pk.eyJ1IjoieCJ9.abc-_1', styleUrl: 'mapbox://styles/mapbox/dark-v11' })
    expect(mapboxTiles({ mapboxToken: 'pk.a.b', mapStyle: 'light' })?.styleUrl).toBe('mapbox://styles/mapbox/light-v11')
  })

  it('camera from the config, the SF §9 defaults otherwise', () => {
    expect(mapCamera({})).toEqual({ zoom: 19, pitch: 55, bearing: -85 })
    expect(MAP_DEFAULTS.buildingsFromZoom).toBe(15)
    expect(mapCamera({ mapboxZoom: 16, mapboxPitch: 0, mapboxBearing: 20 } as never)).toEqual({ zoom: 16, pitch: 0, bearing: 20 })
    expect(mapCamera({ mapboxZoom: null, mapboxPitch: Number.NaN } as never)).toEqual({ zoom: 19, pitch: 55, bearing: -85 })
  })

  it('markers only for branches with both coordinates; directions by coordinates, else by address', () => {
    const both = branch({ id: 1, latitude: 48.2, longitude: 16.35 })
    const onlyLatitude = branch({ id: 2, latitude: 47.1, longitude: null })
    const none = branch({ id: 3 })
    const markers = markersOf([both, onlyLatitude, none])
    expect(markers).toEqual([
      { id: '1', name: 'Wien', address: 'Neubaugasse 1, 1070 Wien', latitude: 48.2, longitude: 16.35, directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=48.2%2C16.35' },
    ])
    expect(directionsUrl(none)).toBe('https://www.google.com/maps/dir/?api=1&destination=Neubaugasse%201%2C%201070%2C%20Wien')
  })
})
