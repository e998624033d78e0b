/** sessionStorage with JSON and a namespace; silently ignores storage errors (private mode, quota). */
const PREFIX = 'tresen.'

export const sessionStore = {
  get<T>(key: string): T | null {
    try {
      const raw = window.sessionStorage.getItem(PREFIX + key)
      return raw === null ? null : (JSON.parse(raw) as T)
    } catch {
      return null
    }
  },
  set(key: string, value: unknown): void {
    try {
      window.sessionStorage.setItem(PREFIX + key, JSON.stringify(value))
    } catch {
      /* ignore */
    }
  },
  remove(key: string): void {
    try {
      window.sessionStorage.removeItem(PREFIX + key)
    } catch {
      /* ignore */
    }
  },
}
