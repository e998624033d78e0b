/** Public API of the kiosk feature (self-service devices). The kiosk layer itself is loaded lazily by the layout. */
export { clearStoredOrderData, isKiosk, kioskHome, kioskIdleMs, DEFAULT_IDLE_SECONDS } from './kiosk'
