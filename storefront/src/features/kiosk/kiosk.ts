/**
 * Kiosk mode (SF §1 "meta context self-service"): a device opts in by opening any storefront URL with `?kiosk=1`
 * (optionally `&idle=<seconds>` for the screensaver, default 60 s); the choice is kept in sessionStorage for the tab,
 * so a kiosk browser started on /store/{branch}?kiosk=1 stays in kiosk mode until the tab closes or `?kiosk=0`.
 */
export const KIOSK_KEY = 'tresen.kiosk'
export const KIOSK_IDLE_KEY = 'tresen.kiosk.idle'
export const KIOSK_HOME_KEY = 'tresen.kiosk.home'
export const DEFAULT_IDLE_SECONDS = 60

function session(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

let cached: boolean | undefined

/** Reads `?kiosk=` once per page load and persists it; answers whether this tab is a kiosk. */
export function isKiosk(): boolean {
  if (cached !== undefined) return cached
  const storage = session()
  const params = new URLSearchParams(window.location.search)
  const flag = params.get('kiosk')
  if (flag === '1' || flag === 'true') {
    storage?.setItem(KIOSK_KEY, '1')
    storage?.setItem(KIOSK_HOME_KEY, window.location.pathname)
    const idle = Number(params.get('idle'))
    if (Number.isFinite(idle) && idle >= 5 && idle <= 3600) storage?.setItem(KIOSK_IDLE_KEY, String(Math.round(idle)))
  } else if (flag === '0' || flag === 'false') {
    storage?.removeItem(KIOSK_KEY)
    storage?.removeItem(KIOSK_IDLE_KEY)
    storage?.removeItem(KIOSK_HOME_KEY)
  }
  cached = storage?.getItem(KIOSK_KEY) === '1'
  return cached
}

export function kioskIdleMs(): number {
  const seconds = Number(session()?.getItem(KIOSK_IDLE_KEY))
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_IDLE_SECONDS) * 1000
}

/** Where a kiosk returns after an order or the screensaver: the URL it was started with (default '/'). */
export function kioskHome(): string {
  return session()?.getItem(KIOSK_HOME_KEY) ?? '/'
}

/**
 * After an order: every stored order data of the tab goes (carts, contact data, flags, checkout attempt), only the
 * kiosk's own keys stay. Local storage is not used for order data; it is cleared of our keys all the same.
 */
export function clearStoredOrderData(): void {
  const storage = session()
  if (storage !== null) {
    const keep = new Set([KIOSK_KEY, KIOSK_IDLE_KEY, KIOSK_HOME_KEY])
    for (const key of Object.keys(storage)) if (!keep.has(key)) storage.removeItem(key)
  }
  try {
    for (const key of Object.keys(window.localStorage)) if (key.startsWith('tresen.')) window.localStorage.removeItem(key)
  } catch {
    /* storage unavailable */
  }
}
