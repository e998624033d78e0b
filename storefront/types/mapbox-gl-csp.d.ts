/** mapbox-gl's CSP build (worker served from this origin, see features/branches/map/MapboxMap.tsx): the same API. */
declare module 'mapbox-gl/dist/mapbox-gl-csp.js' {
  import mapboxgl from 'mapbox-gl'
  export default mapboxgl
}
